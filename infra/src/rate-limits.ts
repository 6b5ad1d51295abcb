import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { ServiceUnavailableError } from './redis';

/**
 * A counter of `points` per `durationSeconds` under `keyPrefix`: in Redis when there is one (shared
 * by every process, kept across restarts), in this process's memory otherwise (the one-process
 * start without Redis). Sign-in limits and members' hourly limits both count with it.
 */
export function rateLimiter(redis: Redis | null, keyPrefix: string, points: number, durationSeconds: number): RateLimiterAbstract {
  return redis
    ? // Not ready (Redis down or reconnecting): refuse at once rather than wait; answered 503.
      new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: durationSeconds, useRedisPackage: false, rejectIfRedisNotReady: true })
    : new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
}

/**
 * What a limiter's refusal means: a RateLimiterRes is "over the limit" (the seconds until a point
 * frees up); anything else is its store failing, a 503.
 */
export function refusalOf(rejection: unknown): { retryAfterSeconds: number } {
  if (!(rejection instanceof RateLimiterRes)) throw new ServiceUnavailableError('redis', rejection);
  return { retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
}
