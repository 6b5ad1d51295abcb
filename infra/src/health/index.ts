export * from './readiness';
export * from './follower-watch';
export * from './checks';
export * from './operations';
export * from './worker-operations';
