import type { LiveUpdates } from '../../lib/live-updates';
import { teamMessageQueries } from './queries';

/** A message from the team (it also rings the bell) or a read in another tab changes the member's thread; a member's reply changes the admins' list. */
export const liveUpdates: LiveUpdates = {
  admin_message: () => [teamMessageQueries.mine().queryKey],
  team_thread: () => [teamMessageQueries.mine().queryKey],
  team_threads: () => [teamMessageQueries.adminLists()],
};
