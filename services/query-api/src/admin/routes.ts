import { Router } from 'express';
import { sql } from 'kysely';
import { z } from 'zod';
import { formatCents, singleLineText } from '@barteraid/events';
import { parseWith } from '@barteraid/infra';
import type { AdminUsersPage } from '@barteraid/events/contracts/admin';
import type { VerificationRequest } from '@barteraid/events/contracts/verification';
import type { QueryDeps } from '../deps';
import { submissionView } from '../verification/view';
import { adminStats } from './stats';
import { requireAdmin } from './require-admin';

const positiveInt = (label: string, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const number = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
      if (!Number.isSafeInteger(number) || number < 1 || number > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number from 1 to ${max}.` });
        return z.NEVER;
      }
      return number;
    });

const usersQuery = z
  .object({
    search: singleLineText('Search').trim().max(100, 'Search must be at most 100 characters.').optional(),
    page: positiveInt('page', 100_000, 1),
    pageSize: positiveInt('pageSize', 100, 25),
  })
  .strict();

const queueQuery = z
  .object({
    status: z.enum(['all', 'pending', 'approved', 'rejected'], { error: 'status must be all, pending, approved or rejected.' }).optional(),
  })
  .strict();

const QUEUE_LIMIT = 200;

/** LIKE pattern that matches the text anywhere, with the user's % and _ taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The admin dashboard's reads. Every route is admin only (403 for members, 401 signed out). */
export function adminRoutes(deps: QueryDeps): Router {
  const router = Router();

  router.get('/api/admin/stats', async (req, res) => {
    await requireAdmin(req, deps.db);
    res.set('Cache-Control', 'no-store').json(await adminStats(deps.db, new Date()));
  });

  /** The verification queue: pending first (oldest first), then decided ones (latest decision first). */
  router.get('/api/admin/verifications', async (req, res) => {
    await requireAdmin(req, deps.db);
    const { status = 'all' } = parseWith(queueQuery, req.query);
    let query = deps.db
      .selectFrom('verification_submissions as v')
      .innerJoin('members as m', 'm.id', 'v.member_id')
      .leftJoin('members as admin', 'admin.id', 'v.decided_by')
      .selectAll('v')
      .select([
        'm.username',
        'm.email',
        'm.first_name',
        'm.last_name',
        'm.membership_tier',
        'm.location',
        'm.created_at as member_since',
        'admin.username as decided_by_username',
      ]);
    if (status !== 'all') query = query.where('v.status', '=', status);
    const rows = await query
      .orderBy(sql`case when v.status = 'pending' then 0 else 1 end`)
      // Premium "priority access": pending submissions of paying standard members are reviewed first.
      .orderBy(sql`case when v.status = 'pending' and m.membership_tier = 'standard' and m.membership_standing = 'active' then 0 else 1 end`)
      .orderBy(sql`case when v.status = 'pending' then v.submitted_at end`, 'asc')
      .orderBy(sql`coalesce(v.decided_at, v.submitted_at)`, 'desc')
      .orderBy('v.position', 'desc')
      .limit(QUEUE_LIMIT)
      .execute();
    res.set('Cache-Control', 'no-store').json(
      rows.map((row): VerificationRequest => ({
        ...submissionView(row),
        userId: row.member_id,
        username: row.username,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        membershipTier: row.membership_tier as VerificationRequest['membershipTier'],
        location: row.location,
        memberSince: new Date(row.member_since).toISOString(),
        decidedBy: row.decided_by,
        decidedByUsername: row.decided_by_username,
      })),
    );
  });

  /** Every member, newest first, a page at a time; `search` matches username, email or name. */
  router.get('/api/admin/all-users', async (req, res) => {
    await requireAdmin(req, deps.db);
    const { search, page, pageSize } = parseWith(usersQuery, req.query);
    const haystack = sql<string>`(members.username_lower || ' ' || members.email_lower || ' ' || lower(members.first_name || ' ' || members.last_name))`;
    let filtered = deps.db.selectFrom('members');
    if (search) filtered = filtered.where(sql<boolean>`${haystack} like ${containing(search)}`);
    const [rows, total] = await Promise.all([
      filtered
        .leftJoin('member_balances', 'member_balances.member_id', 'members.id')
        .selectAll('members')
        .select(['member_balances.balance_cents'])
        .select(sql<boolean>`exists (select 1 from verification_submissions v where v.member_id = members.id)`.as('verification_submitted'))
        .orderBy('members.created_at', 'desc')
        .orderBy('members.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      filtered.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    ]);
    const users: AdminUsersPage = {
      users: rows.map((row) => ({
        id: row.id,
        username: row.username,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        isAdmin: row.is_admin,
        membershipTier: row.membership_tier as AdminUsersPage['users'][number]['membershipTier'],
        verified: row.verified,
        verificationStatus: row.verification_status as AdminUsersPage['users'][number]['verificationStatus'],
        /** False for members who never submitted (their status still reads pending, the spec's default). */
        verificationSubmitted: row.verification_submitted,
        barterCredits: formatCents(Number(row.balance_cents ?? 0)),
        location: row.location,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      total: Number(total.count),
      page,
      pageSize,
    };
    res.set('Cache-Control', 'no-store').json(users);
  });

  return router;
}
