export * from './catalogue';
export * from './money';
export * from './streams';
export * from './members';
export * from './ledger';
export * from './upcasters';
export * from './registry';
export * from './domain-event';
