import type { LiveUpdates } from '../../lib/live-updates';
import { disputeQueries } from './queries';

/**
 * Every change of a dispute (opened, a message, the decision) arrives as a notification with the
 * topic `dispute` and the trade's id: it refreshes the member's disputes, that dispute, and the
 * administrators' queue and story (queries a member never has are simply not there to refresh).
 */
export const liveUpdates: LiveUpdates = {
  dispute: (event) => {
    const tradeId = event.notification?.tradeId;
    return [disputeQueries.mine().queryKey, disputeQueries.admin(), ...(tradeId ? [disputeQueries.one(tradeId).queryKey] : [])];
  },
};
