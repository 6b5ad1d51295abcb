import type { Redis } from 'ioredis';
import { FollowerWatch, serveWorkerOperations, type Config, type Db, type EventStore, type WorkerOperations } from '@barteraid/infra';
import { allProjections } from './projections';

/** Every projection's lag (for /metrics) and whether one stalls (for /readyz), from the checkpoint table. */
export function watchProjections(db: Db, store: EventStore, config: Pick<Config, 'PROJECTION_STALL_SECONDS'>): FollowerWatch {
  return new FollowerWatch({
    db,
    store,
    kind: 'projection',
    names: allProjections.map((projection) => projection.name),
    stallAfterMs: config.PROJECTION_STALL_SECONDS * 1000,
  }).start();
}

/**
 * The split projector's own port (PROJECTOR_PORT): /healthz, /readyz (database, event store, Redis
 * for the bus when configured, no projection stalled) and /metrics.
 */
export function serveProjectorOperations(options: { config: Config; db: Db; store: EventStore; redis: Redis | null }): Promise<WorkerOperations> {
  const watch = watchProjections(options.db, options.store, options.config);
  return serveWorkerOperations({ ...options, service: 'projector', port: options.config.PROJECTOR_PORT, followers: { check: 'projections', watch } });
}
