import type { LiveUpdates } from '../../lib/live-updates';
import { membershipQueries } from './queries';

/** A membership decision changes the member's membership page. */
export const liveUpdates: LiveUpdates = {
  membership: () => [membershipQueries.status().queryKey],
};
