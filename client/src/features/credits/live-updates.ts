import type { LiveUpdates } from '../../lib/live-updates';
import { creditQueries } from './queries';

export const liveUpdates: LiveUpdates = {
  credits_update: () => [creditQueries.mine().queryKey, creditQueries.statements()],
};
