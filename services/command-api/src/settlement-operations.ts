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

/** The settlement reactor's checkpoint row (kind `process`), the one its reactor moves. */
const REACTOR = 'settlement';

/** The settlement reactor's lag (for /metrics) and whether it stalls (for /readyz), from its stored checkpoint. */
export function watchSettlement(db: Db, store: EventStore, config: Pick<Config, 'PROJECTION_STALL_SECONDS'>): FollowerWatch {
  return new FollowerWatch({ db, store, kind: 'process', names: [REACTOR], stallAfterMs: config.PROJECTION_STALL_SECONDS * 1000 }).start();
}

export interface SettlementOperations {
  server: OperationsServer;
  close(): Promise<void>;
}

/**
 * The split settlement worker's own port (SETTLEMENT_PORT): /healthz, /readyz (database, event
 * store, the queue's Redis, the reactor not stalled) and /metrics.
 */
export async function serveSettlementOperations(options: { config: Config; db: Db; store: EventStore; redis: Redis | null }): Promise<SettlementOperations> {
  const watch = watchSettlement(options.db, options.store, options.config);
  const server = await serveOperations(options.config.SETTLEMENT_PORT, {
    service: 'settlement',
    readiness: {
      checks: {
        database: databaseAnswers(options.db),
        eventStore: eventStoreAnswers(options.store),
        ...(options.redis ? { redis: redisAnswers(options.redis) } : {}),
        settlementReactor: () => watch.check(),
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
