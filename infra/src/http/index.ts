export * from './errors';
export * from './actor';
export * from './api-app';
export * from './storable-text';
export * from './idempotency';
export * from './request-id';
