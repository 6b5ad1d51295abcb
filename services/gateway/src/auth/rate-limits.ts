import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { RequestHandler } from 'express';
import type { Config } from '@barteraid/infra';

export interface AuthRateLimits {
  /** Every login or register attempt from one IP address. */
  perIp: RequestHandler;
  /** Is this account locked by too many failed logins? Returns seconds to wait, or 0. */
  accountLockedFor(email: string): Promise<number>;
  recordFailure(email: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
}

function limiter(redis: Redis | null, keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  return redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, useRedisPackage: false })
    : new RateLimiterMemory({ keyPrefix, points, duration });
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Defaults are generous enough for a shelter whose members share one connection. */
export function createAuthRateLimits(config: Config, redis: Redis | null): AuthRateLimits {
  const window = Math.round(config.RATE_LIMIT_WINDOW_MINUTES * 60);
  const ip = limiter(redis, `${config.REDIS_KEY_PREFIX}:rl:ip`, config.RATE_LIMIT_IP_ATTEMPTS, window);
  const account = limiter(redis, `${config.REDIS_KEY_PREFIX}:rl:account`, config.RATE_LIMIT_ACCOUNT_FAILURES, window);
  const accountKey = (email: string) => email.trim().toLowerCase();

  return {
    perIp: (req, res, next) => {
      ip.consume(req.ip ?? 'unknown').then(
        () => next(),
        (rejection: unknown) => {
          if (!(rejection instanceof RateLimiterRes)) return next(rejection);
          const wait = Math.ceil(rejection.msBeforeNext / 1000);
          res
            .status(429)
            .set('Retry-After', String(wait))
            .json({ message: `Too many attempts from this connection. Please try again in ${minutes(wait)} minutes.` });
        },
      );
    },
    async accountLockedFor(email) {
      const state = await account.get(accountKey(email));
      if (!state || state.consumedPoints < config.RATE_LIMIT_ACCOUNT_FAILURES) return 0;
      return Math.ceil(state.msBeforeNext / 1000);
    },
    async recordFailure(email) {
      await account.penalty(accountKey(email), 1);
    },
    async recordSuccess(email) {
      await account.delete(accountKey(email));
    },
  };
}

export const accountLockedMessage = (seconds: number) =>
  `Too many failed sign-in attempts for this account. Please try again in ${minutes(seconds)} minutes or reset your password.`;
