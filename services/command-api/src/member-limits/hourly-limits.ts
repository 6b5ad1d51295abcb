import type { Redis } from 'ioredis';
import { TooManyRequests, rateLimiter, refusalOf, type Config } from '@barteraid/infra';
import { limitsMessages } from '@barteraid/events/messages/limits';

/** What a member does that reaches another person, each counted per member and hour. */
export type LimitedAction = 'proposal' | 'listing' | 'report' | 'chat' | 'teamMessage' | 'disputeMessage';

const HOUR_SECONDS = 60 * 60;

/** Each action's setting and the message a member over it reads (the client shows it in their language). */
const actions: Record<LimitedAction, { perHour: (config: Config) => number; message: keyof typeof limitsMessages.en }> = {
  proposal: { perHour: (config) => config.PROPOSAL_RATE_PER_HOUR, message: 'tooManyProposals' },
  listing: { perHour: (config) => config.LISTING_RATE_PER_HOUR, message: 'tooManyListings' },
  report: { perHour: (config) => config.REPORT_RATE_PER_HOUR, message: 'tooManyReports' },
  chat: { perHour: (config) => config.CHAT_RATE_PER_HOUR, message: 'tooManyChatMessages' },
  teamMessage: { perHour: (config) => config.TEAM_MESSAGE_RATE_PER_HOUR, message: 'tooManyTeamMessages' },
  disputeMessage: { perHour: (config) => config.DISPUTE_MESSAGE_RATE_PER_HOUR, message: 'tooManyDisputeMessages' },
};

export interface HourlyLimits {
  /**
   * Runs `act` when the member has an action of this kind left this hour, and counts it; a refused
   * or failed `act` gives the point back, so only what reached someone counts. Over the limit:
   * 429 (TooManyRequests) with the seconds until the oldest counted action frees a point.
   */
  within<T>(action: LimitedAction, memberId: string, act: () => Promise<T>): Promise<T>;
}

/**
 * Counted with the sign-in limits' counter (rateLimiter): in Redis, shared by every process and
 * kept across restarts; in memory in the one-process start without Redis.
 */
export function createHourlyLimits(config: Config, redis: Redis | null): HourlyLimits {
  const limiters = Object.fromEntries(
    (Object.keys(actions) as LimitedAction[]).map((action) => [
      action,
      rateLimiter(redis, `${config.REDIS_KEY_PREFIX}:rl:member:${action}`, actions[action].perHour(config), HOUR_SECONDS),
    ]),
  ) as Record<LimitedAction, ReturnType<typeof rateLimiter>>;

  return {
    async within(action, memberId, act) {
      const limiter = limiters[action];
      try {
        await limiter.consume(memberId);
      } catch (rejection) {
        const { retryAfterSeconds } = refusalOf(rejection);
        const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
        throw new TooManyRequests(limitsMessages.message(actions[action].message, { limit: limiter.points, minutes }), retryAfterSeconds);
      }
      try {
        return await act();
      } catch (error) {
        // Not refunded if the store is down meanwhile: the member loses one point, never the answer.
        await limiter.reward(memberId).catch(() => undefined);
        throw error;
      }
    },
  };
}
