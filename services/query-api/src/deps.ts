import type { Config, Db } from '@barteraid/infra';
import type { QueryDb } from './read-models';

export interface QueryApiDeps {
  db: Db;
  config: Config;
  internalSecret: string;
  /** The VAPID public key browsers subscribe with; VAPID_PUBLIC_KEY when not given (the embedded start makes one). */
  pushPublicKey?: string | null;
  /** The time answers that depend on it are read at (whether a reference shows yet); the system clock by default. */
  clock?: () => Date;
}

/** What a feature's routes read through: the same, with the database typed by the query API's read models. */
export type QueryDeps = Omit<QueryApiDeps, 'db'> & { db: QueryDb };

/** The time now, by the query API's clock. */
export const readTimeOf = (deps: Pick<QueryApiDeps, 'clock'>): Date => deps.clock?.() ?? new Date();
