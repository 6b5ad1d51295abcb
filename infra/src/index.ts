export * from './config';
export * from './log';
export * from './db/database';
export type { Schema } from './db/schema';
export * from './event-store';
export * from './bus/bus';
export * from './http';
export * from './lifecycle';
export * from './passwords';
