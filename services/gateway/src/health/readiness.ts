import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { readiness as readinessOf, redisAnswers, type ReadinessCheck } from '@barteraid/infra';
import type { GatewayDb } from '../read-models';

/**
 * /readyz: can this gateway serve requests now? 200 `{status: 'ready', checks}` when the database
 * (and Redis, when configured) answer, and whatever else this process runs (`more`: in the one-process
 * start the event store, the projector and settlement) is fine; 503 `{status: 'unavailable', checks,
 * reasons}` naming what is down and why. A load balancer stops sending traffic on 503; /healthz
 * (the process is alive) stays 200.
 */
export function readiness(db: GatewayDb, redis: Redis | null, more: Record<string, ReadinessCheck> = {}): RequestHandler {
  // The table sign-in reads: answering it means the database is up and migrated.
  const checks: Record<string, ReadinessCheck> = { database: () => db.selectFrom('member_credentials').select('member_id').limit(1).execute() };
  if (redis) checks.redis = redisAnswers(redis);
  return readinessOf({ checks: { ...checks, ...more }, notConfigured: redis ? [] : ['redis'] });
}
