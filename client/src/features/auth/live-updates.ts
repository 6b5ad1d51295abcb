import type { LiveUpdates } from '../../lib/live-updates';
import { SESSION_KEY } from '../../lib/session';

/** The profile shows the balance, the verification and the tier. */
export const liveUpdates: LiveUpdates = {
  credits_update: () => [SESSION_KEY],
  verification: () => [SESSION_KEY],
  membership: () => [SESSION_KEY],
};
