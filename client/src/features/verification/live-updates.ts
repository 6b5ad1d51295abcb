import type { LiveUpdates } from '../../lib/live-updates';
import { verificationQueries } from './queries';

/** A verification decision changes the member's verification page. */
export const liveUpdates: LiveUpdates = {
  verification: () => [verificationQueries.mine().queryKey],
};
