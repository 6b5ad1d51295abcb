import type { Redis } from 'ioredis';
import { FollowerWatch, serveWorkerOperations, type Config, type Db, type EventStore, type WorkerOperations } from '@barteraid/infra';

/** The settlement reactor's checkpoint row (kind `process`), the one its reactor moves. */
const REACTOR = 'settlement';

/** The settlement reactor's lag (for /metrics) and whether it stalls (for /readyz), from its stored checkpoint. */
export function watchSettlement(db: Db, store: EventStore, config: Pick<Config, 'PROJECTION_STALL_SECONDS'>): FollowerWatch {
  return new FollowerWatch({ db, store, kind: 'process', names: [REACTOR], stallAfterMs: config.PROJECTION_STALL_SECONDS * 1000 }).start();
}

/**
 * The split settlement worker's own port (SETTLEMENT_PORT): /healthz, /readyz (database, event
 * store, the queue's Redis, the reactor not stalled) and /metrics.
 */
export function serveSettlementOperations(options: { config: Config; db: Db; store: EventStore; redis: Redis | null }): Promise<WorkerOperations> {
  const watch = watchSettlement(options.db, options.store, options.config);
  return serveWorkerOperations({ ...options, service: 'settlement', port: options.config.SETTLEMENT_PORT, followers: { check: 'settlementReactor', watch } });
}
