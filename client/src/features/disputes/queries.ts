import { queryOptions } from '@tanstack/react-query';
import type { Dispute, DisputeStory } from '@barteraid/events/contracts/disputes';

/**
 * The disputes queries. Keys are the URL's path segments, which the default query function
 * turns into the request.
 */
export const disputeQueries = {
  /** "Your disputes": the member's disputes as either party, newest first (`GET /api/disputes`). */
  mine: () => queryOptions<Dispute[]>({ queryKey: ['/api/disputes'] }),
  /** One trade's dispute for its parties and administrators (`GET /api/trades/:id/dispute`; 404 when there is none). */
  one: (tradeId: string) => queryOptions<Dispute>({ queryKey: ['/api/trades', tradeId, 'dispute'] }),
  /** Every administrator query: the queue and each story (a prefix of both keys). */
  admin: () => ['/api/admin/disputes'] as const,
  /** The administrators' queue: open disputes oldest first, then decided ones (`GET /api/admin/disputes`). */
  queue: () => queryOptions<Dispute[]>({ queryKey: ['/api/admin/disputes'] }),
  /** Everything an administrator needs to decide: the dispute, the trade's timeline and conversation. */
  story: (tradeId: string) => queryOptions<DisputeStory>({ queryKey: ['/api/admin/disputes', tradeId] }),
};
