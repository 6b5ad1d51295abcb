export * from './errors';
export * from './actor';
