import { queryOptions } from '@tanstack/react-query';
import type { AdminReport, Suspension } from '@barteraid/events/contracts/moderation';

/** The admin dashboard's Reports tab. */
export const moderationQueries = {
  /** Every report, open ones first (oldest first within each group). */
  reports: () => queryOptions<AdminReport[]>({ queryKey: ['/api/admin/reports'] }),
  /** Members suspended now. */
  suspensions: () => queryOptions<Suspension[]>({ queryKey: ['/api/admin/suspensions'] }),
  /** Everything an admin action can change. */
  admin: () => [['/api/admin/reports'], ['/api/admin/suspensions'], ['/api/admin/stats']] as const,
};
