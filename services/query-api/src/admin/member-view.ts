import { sql } from 'kysely';
import { formatCents } from '@barteraid/events';
import { inEnglish } from '@barteraid/events/messages/registry';
import { latestVerification, platformTablesOf } from '@barteraid/infra';
import type { QueryDb } from '../read-models';
import type { AdminMember } from '@barteraid/events/contracts/admin-member';
import { ledgerLines } from './ledger-lines';

/** How many listings and trades the page shows, newest first. */
const LIST_LIMIT = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/** One member as an administrator sees them, from the read models; null when there is no such member. */
export async function adminMemberView(db: QueryDb, memberId: string): Promise<AdminMember | null> {
  const member = await db
    .selectFrom('members')
    .leftJoin('member_balances', 'member_balances.member_id', 'members.id')
    .selectAll('members')
    .select(['member_balances.balance_cents', 'member_balances.held_cents'])
    .where('members.id', '=', memberId)
    .executeTakeFirst();
  if (!member) return null;
  const [applications, verifications, listings, trades, ledger, check, history, inviter] = await Promise.all([
    db
      .selectFrom('membership_applications as a')
      .leftJoin('members as admin', 'admin.id', 'a.decided_by')
      .selectAll('a')
      .select('admin.username as decided_by_username')
      .where('a.member_id', '=', memberId)
      .orderBy('a.submitted_at', 'desc')
      .execute(),
    db
      .selectFrom('verification_submissions as v')
      .leftJoin('members as admin', 'admin.id', 'v.decided_by')
      .select(['v.id', 'v.verification_type', 'v.status', 'v.submitted_at', 'v.decided_at', 'v.decision_reason', 'admin.username as decided_by_username'])
      .where('v.member_id', '=', memberId)
      .orderBy('v.position', 'desc')
      .execute(),
    db
      .selectFrom('listings')
      .select(['id', 'title', 'type', 'credits_cents', 'is_active', 'created_at'])
      .where('owner_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .limit(LIST_LIMIT)
      .execute(),
    db
      .selectFrom('trades')
      .selectAll()
      .where((eb) => eb.or([eb('initiator_id', '=', memberId), eb('recipient_id', '=', memberId)]))
      .orderBy('created_at', 'desc')
      .limit(LIST_LIMIT)
      .execute(),
    ledgerLines(db, memberId),
    latestVerification(platformTablesOf(db)),
    db.selectFrom('membership_history').select(['at', 'event_type', 'summary_code', 'summary_params']).where('member_id', '=', memberId).orderBy('position').execute(),
    // A trial's invitation names its issuer by id ("seed" for demo codes): shown by username when it is a member.
    member.invited_by && UUID.test(member.invited_by)
      ? db.selectFrom('members').select('username').where('id', '=', member.invited_by).executeTakeFirst()
      : Promise.resolve(undefined),
  ]);
  const creditLine = await creditLineView(db, memberId);
  const balanceCents = Number(member.balance_cents ?? 0);
  const heldCents = Number(member.held_cents ?? 0);
  return {
    profile: {
      id: member.id,
      username: member.username,
      email: member.email,
      firstName: member.first_name,
      lastName: member.last_name,
      phone: member.phone,
      location: member.location,
      isAdmin: member.is_admin,
      membershipTier: member.membership_tier as AdminMember['profile']['membershipTier'],
      trialExpiresAt: iso(member.trial_expires_at),
      invitedBy: member.invited_by ? (inviter?.username ?? member.invited_by) : null,
      verified: member.verified,
      verificationStatus: member.verification_status as AdminMember['profile']['verificationStatus'],
      balance: formatCents(balanceCents),
      available: formatCents(balanceCents + creditLine.lineCents - heldCents),
      held: formatCents(heldCents),
      createdAt: new Date(member.created_at).toISOString(),
    },
    membershipApplications: applications.map((row) => ({
      id: row.id,
      tier: row.tier,
      status: row.status,
      submittedAt: new Date(row.submitted_at).toISOString(),
      decidedAt: iso(row.decided_at),
      decidedBy: row.decided_by_username,
      reason: row.decision_reason,
    })),
    verifications: verifications.map((row) => ({
      id: row.id,
      type: row.verification_type,
      status: row.status,
      submittedAt: new Date(row.submitted_at).toISOString(),
      decidedAt: iso(row.decided_at),
      decidedBy: row.decided_by_username,
      reason: row.decision_reason,
    })),
    listings: listings.map((row) => ({
      id: row.id,
      title: row.title,
      type: row.type,
      credits: formatCents(Number(row.credits_cents)),
      active: row.is_active,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    trades: trades.map((row) => ({
      id: row.id,
      title: row.listing_title,
      otherParty: row.initiator_id === memberId ? row.recipient_username : row.initiator_username,
      role: row.payer_id === memberId ? 'payer' : 'payee',
      amount: formatCents(Number(row.amount_cents)),
      status: row.status,
      settlement: row.settlement,
      createdAt: new Date(row.created_at).toISOString(),
    })),
    creditLine: creditLine.view,
    ledger,
    membershipHistory: history.map((row) => {
      const line = row.summary_params === null ? { code: row.summary_code } : { code: row.summary_code, params: row.summary_params };
      return { at: new Date(row.at).toISOString(), eventType: row.event_type, summary: inEnglish(line), summaryMessage: line };
    }),
    ledgerCheck: check && {
      verifiedAt: check.verifiedAt.toISOString(),
      throughPosition: check.throughPosition,
      ok: check.ok,
      stream: check.stream,
      revision: check.revision,
      problem: check.problem,
    },
  };
}

/** An admin's member id as their username when they are still a member. */
async function usernamesOf(db: QueryDb, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null && UUID.test(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('members').select(['id', 'username']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The member's credit line, every change of it with its event, relief lines and overrides (the credits projection's tables). */
export async function creditLineView(db: QueryDb, memberId: string): Promise<{ lineCents: number; view: AdminMember['creditLine'] }> {
  const [line, changes, reliefs, overrides] = await Promise.all([
    db.selectFrom('credit_lines').selectAll().where('member_id', '=', memberId).executeTakeFirst(),
    db.selectFrom('credit_line_changes').selectAll().where('member_id', '=', memberId).orderBy('position', 'desc').execute(),
    db
      .selectFrom('relief_lines')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy(sql`ended_at is null`, 'desc')
      .orderBy('granted_at', 'desc')
      .execute(),
    db.selectFrom('credit_line_overrides').selectAll().where('member_id', '=', memberId).orderBy('overridden_at', 'desc').execute(),
  ]);
  const names = await usernamesOf(db, [...changes.map((row) => row.changed_by), ...reliefs.map((row) => row.granted_by), ...overrides.map((row) => row.admin_id)]);
  const nameOf = (id: string) => names.get(id) ?? id;
  const money = (cents: number | string) => formatCents(Number(cents));
  const lineCents = Number(line?.line_cents ?? 0);
  return {
    lineCents,
    view: {
      line: formatCents(lineCents),
      parts: { tier: money(line?.tier_line_cents ?? 0), earned: money(line?.earned_cents ?? 0), relief: money(line?.relief_cents ?? 0) },
      ceiling: line?.ceiling_cents === null || line?.ceiling_cents === undefined ? null : money(line.ceiling_cents),
      changes: changes.map((row) => ({
        at: new Date(row.created_at).toISOString(),
        reason: row.reason,
        line: money(row.line_cents),
        previousLine: money(row.previous_line_cents),
        parts: { tier: money(row.tier_line_cents), earned: money(row.earned_cents), relief: money(row.relief_cents) },
        changedBy: row.changed_by === null ? null : nameOf(row.changed_by),
        provenance: { eventId: row.id, stream: row.stream_name, streamRevision: Number(row.stream_revision), globalPosition: Number(row.position) },
      })),
      reliefLines: reliefs.map((row) => ({
        id: row.id,
        amount: money(row.amount_cents),
        reason: row.reason,
        endsAt: new Date(row.ends_at).toISOString(),
        grantedBy: nameOf(row.granted_by),
        grantedAt: new Date(row.granted_at).toISOString(),
        endedAt: iso(row.ended_at),
        endedReason: row.ended_reason,
      })),
      overrides: overrides.map((row) => ({ id: row.id, at: new Date(row.overridden_at).toISOString(), admin: nameOf(row.admin_id), reason: row.reason, amount: money(row.amount_cents) })),
    },
  };
}
