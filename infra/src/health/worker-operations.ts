import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { EventStore } from '../event-store';
import { databaseAnswers, eventStoreAnswers, redisAnswers } from './checks';
import type { FollowerWatch } from './follower-watch';
import { metricsAccessOf, serveOperations, type OperationsServer } from './operations';

export interface WorkerOperations {
  server: OperationsServer;
  close(): Promise<void>;
}

/**
 * A worker process's own port (the projector's, settlement's): /healthz, /readyz (database, event
 * store, Redis when configured, and its followers of the log not stalled) and /metrics.
 */
export async function serveWorkerOperations(options: {
  service: string;
  port: number;
  config: Config;
  db: Db;
  store: EventStore;
  redis: Redis | null;
  /** The readiness check named for what the watch follows (`projections`, `settlementReactor`). */
  followers: { check: string; watch: FollowerWatch };
}): Promise<WorkerOperations> {
  const { watch, check } = options.followers;
  const server = await serveOperations(options.port, {
    service: options.service,
    readiness: {
      checks: {
        database: databaseAnswers(options.db),
        eventStore: eventStoreAnswers(options.store),
        ...(options.redis ? { redis: redisAnswers(options.redis) } : {}),
        [check]: () => watch.check(),
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
