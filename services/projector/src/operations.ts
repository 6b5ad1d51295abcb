import type { Redis } from 'ioredis';
import {
  databaseAnswers,
  eventStoreAnswers,
  FollowerWatch,
  metricsAccessOf,
  redisAnswers,
  serveOperations,
  type Config,
  type Db,
  type EventStore,
  type OperationsServer,
} from '@barteraid/infra';
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

export interface ProjectorOperations {
  server: OperationsServer;
  close(): Promise<void>;
}

/**
 * The split projector's own port (PROJECTOR_PORT): /healthz, /readyz (database, event store, Redis
 * for the bus when configured, no projection stalled) and /metrics.
 */
export async function serveProjectorOperations(options: { config: Config; db: Db; store: EventStore; redis: Redis | null }): Promise<ProjectorOperations> {
  const watch = watchProjections(options.db, options.store, options.config);
  const server = await serveOperations(options.config.PROJECTOR_PORT, {
    service: 'projector',
    readiness: {
      checks: {
        database: databaseAnswers(options.db),
        eventStore: eventStoreAnswers(options.store),
        ...(options.redis ? { redis: redisAnswers(options.redis) } : {}),
        projections: () => watch.check(),
      },
      notConfigured: options.redis ? [] : ['redis'],
    },
    metrics: metricsAccessOf(options.config, 'internal'),
  });
  return {
    server,
    async close() {
      watch.stop();
      await server.close();
    },
  };
}
