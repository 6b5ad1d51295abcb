import { Router } from 'express';
import { sql } from 'kysely';
import { z } from 'zod';
import { parseWith } from '@barteraid/infra';
import type { MembershipTables } from '@barteraid/infra/read-models/membership';
import type { MembershipApplication, MembershipApplicationRequest } from '@barteraid/events/contracts/membership';
import type { QueryDeps } from '../deps';
import { requireAdmin } from '../admin/require-admin';

const queueQuery = z
  .object({ status: z.enum(['pending', 'all'], { error: 'status must be pending or all.' }).optional() })
  .strict();

const QUEUE_LIMIT = 200;

type ApplicationRow = Pick<
  MembershipTables['membership_applications'],
  'id' | 'tier' | 'reason' | 'status' | 'submitted_at' | 'decided_at' | 'decision_reason'
>;

/** An application as its member and admins see it (dates as ISO strings). */
export const applicationView = (row: ApplicationRow): MembershipApplication => ({
  id: row.id,
  tier: row.tier as MembershipApplication['tier'],
  reason: row.reason,
  status: row.status as MembershipApplication['status'],
  submittedAt: new Date(row.submitted_at).toISOString(),
  decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  decisionReason: row.decision_reason,
});

/** The admin's review queue for free-tier applications. */
export function membershipApplicationRoutes(deps: QueryDeps): Router {
  const router = Router();

  /** Pending first (oldest first, as they were promised review in turn), then decided ones, latest decision first. */
  router.get('/api/admin/membership-applications', async (req, res) => {
    await requireAdmin(req, deps.db);
    const { status = 'pending' } = parseWith(queueQuery, req.query);
    let query = deps.db
      .selectFrom('membership_applications as a')
      .innerJoin('members as m', 'm.id', 'a.member_id')
      .leftJoin('members as admin', 'admin.id', 'a.decided_by')
      .selectAll('a')
      .select(['m.username', 'm.email', 'm.membership_tier', 'admin.username as decided_by_username']);
    if (status === 'pending') query = query.where('a.status', '=', 'pending');
    const rows = await query
      .orderBy(sql`case when a.status = 'pending' then 0 else 1 end`)
      .orderBy(sql`case when a.status = 'pending' then a.submitted_at end`, 'asc')
      .orderBy(sql`coalesce(a.decided_at, a.submitted_at)`, 'desc')
      .orderBy('a.id')
      .limit(QUEUE_LIMIT)
      .execute();
    res.set('Cache-Control', 'no-store').json(
      rows.map((row): MembershipApplicationRequest => ({
        ...applicationView(row),
        userId: row.member_id,
        username: row.username,
        email: row.email,
        currentTier: row.membership_tier as MembershipApplicationRequest['currentTier'],
        decidedBy: row.decided_by,
        decidedByUsername: row.decided_by_username,
      })),
    );
  });

  return router;
}
