import type { Config, Db } from '@barteraid/infra';

export interface QueryApiDeps {
  db: Db;
  config: Config;
  internalSecret: string;
  /** The VAPID public key browsers subscribe with; VAPID_PUBLIC_KEY when not given (the embedded start makes one). */
  pushPublicKey?: string | null;
  /** The time answers that depend on it are read at (whether a reference shows yet); the system clock by default. */
  clock?: () => Date;
}

/** The time now, by the query API's clock. */
export const readTimeOf = (deps: Pick<QueryApiDeps, 'clock'>): Date => deps.clock?.() ?? new Date();
