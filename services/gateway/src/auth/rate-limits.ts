import type { Redis } from 'ioredis';
import type { RequestHandler } from 'express';
import { messageBody, rateLimiter, refusalOf, type Config } from '@barteraid/infra';
import { authMessages } from '@barteraid/events/messages/auth';

type RateLimiter = ReturnType<typeof rateLimiter>;

export interface AuthRateLimits {
  /** Every login or register attempt from one IP address. */
  perIp: RequestHandler;
  /**
   * Every signed webhook (Twilio's) from one IP address, apart from the sign-ins: a provider posts
   * from a few addresses for every member, so it gets ten times the budget, and forged ones use it up.
   */
  webhooksPerIp: RequestHandler;
  /**
   * Takes one of the account's failure points before its password is checked. Returns 0 to go
   * ahead, or the seconds to wait when the account is locked (the attempt is not checked).
   */
  takeAccountAttempt(email: string): Promise<number>;
  /** The password was right: the account gets its points back. */
  recordSuccess(email: string): Promise<void>;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** 429 with Retry-After once an IP address has used up `limiter` in its window. */
const perIpOf =
  (limiter: RateLimiter): RequestHandler =>
  (req, res, next) => {
    limiter.consume(req.ip ?? 'unknown').then(
      () => next(),
      (rejection: unknown) => {
        let wait: number;
        try {
          wait = refusalOf(rejection).retryAfterSeconds;
        } catch (storeFailure) {
          return next(storeFailure);
        }
        res
          .status(429)
          .set('Retry-After', String(wait))
          .json(messageBody(authMessages.message('tooManyAttempts', { minutes: minutes(wait) })));
      },
    );
  };

/** Defaults are generous enough for a shelter whose members share one connection. */
export function createAuthRateLimits(config: Config, redis: Redis | null): AuthRateLimits {
  const window = Math.round(config.RATE_LIMIT_WINDOW_MINUTES * 60);
  const ip = rateLimiter(redis, `${config.REDIS_KEY_PREFIX}:rl:ip`, config.RATE_LIMIT_IP_ATTEMPTS, window);
  const webhooks = rateLimiter(redis, `${config.REDIS_KEY_PREFIX}:rl:webhook-ip`, config.RATE_LIMIT_IP_ATTEMPTS * 10, window);
  const account = rateLimiter(redis, `${config.REDIS_KEY_PREFIX}:rl:account`, config.RATE_LIMIT_ACCOUNT_FAILURES, window);
  const accountKey = (email: string) => email.trim().toLowerCase();

  return {
    perIp: perIpOf(ip),
    webhooksPerIp: perIpOf(webhooks),
    async takeAccountAttempt(email) {
      try {
        await account.consume(accountKey(email));
        return 0;
      } catch (rejection) {
        return refusalOf(rejection).retryAfterSeconds;
      }
    },
    async recordSuccess(email) {
      await account.delete(accountKey(email));
    },
  };
}

/** The member is told they can still get in by proving their email (a sign-in link), which this limit does not stop. */
export const accountLockedMessage = (seconds: number) => authMessages.message('accountLocked', { minutes: minutes(seconds) });
