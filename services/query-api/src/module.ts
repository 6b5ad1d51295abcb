import type { Router } from 'express';
import type { QueryDeps } from './deps';

/**
 * One feature of the query API. `app.ts` mounts every module of `modules.ts`, in that order
 * (express matches routes in the order they were mounted); it names no feature itself.
 */
export interface QueryModule {
  name: string;
  /** The feature's query routes, reading only read-model tables. */
  routes(deps: QueryDeps): Router;
}
