import type { LiveUpdates } from '../../lib/live-updates';
import { profileQueries } from './queries';

/** A trade update (completed, or the other party's reference) changes what the member may do about references on it. */
export const liveUpdates: LiveUpdates = {
  trade_update: (event) => (event.tradeId ? [profileQueries.trade(event.tradeId).queryKey] : []),
};
