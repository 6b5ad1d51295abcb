import { queryOptions } from '@tanstack/react-query';
import type { MembershipStatus, SubscriptionSetup } from '@barteraid/events/contracts/membership';
import { apiPost } from '../../lib/api';

export const membershipQueries = {
  /** The member's tier, trial and latest application (`GET /api/membership`). */
  status: () => queryOptions<MembershipStatus>({ queryKey: ['/api/membership'] }),
  /** Starts a card subscription once per visit of the subscribe page (the server answers the provider's secret). */
  subscriptionSetup: () =>
    queryOptions({
      queryKey: ['create-subscription'],
      queryFn: () => apiPost<SubscriptionSetup>('/api/create-subscription'),
      gcTime: 0,
    }),
};
