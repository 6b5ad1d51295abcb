import { Router } from 'express';
import { sql } from 'kysely';
import { z } from 'zod';
import { parseWith } from '@barteraid/infra';
import type { QueryDb } from '../read-models';
import type { ReportCategory, ReportSubject } from '@barteraid/events';
import type { AdminReport, ReportedMessage, ReportOutcome, ReportStatus, Suspension } from '@barteraid/events/contracts/moderation';
import { readTimeOf, type QueryDeps } from '../deps';
import { requireAdmin } from '../admin/require-admin';

const queueQuery = z.object({ status: z.enum(['open', 'all'], { error: 'status must be open or all.' }).optional() }).strict();

const QUEUE_LIMIT = 200;
/** The latest messages of a reported conversation shown inline. */
const CONVERSATION_MESSAGES = 50;
const UNKNOWN = 'unknown member';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Suspensions not lifted and still in force at `now`, with who suspended them. */
async function suspensionsInForce(db: QueryDb, now: Date, memberIds?: string[]): Promise<Suspension[]> {
  if (memberIds && memberIds.length === 0) return [];
  let query = db
    .selectFrom('member_suspensions as s')
    .leftJoin('members as m', 'm.id', 's.member_id')
    .leftJoin('members as admin', 'admin.id', 's.suspended_by')
    .select(['s.member_id', 's.reason', 's.ends_at', 's.suspended_at', 's.suspended_by', 's.report_id', 'm.username', 'admin.username as admin_username'])
    .where((eb) => eb.or([eb('s.ends_at', 'is', null), eb('s.ends_at', '>', now)]));
  if (memberIds) query = query.where('s.member_id', 'in', memberIds);
  const rows = await query.orderBy('s.suspended_at', 'desc').orderBy('s.member_id').execute();
  return rows.map((row) => ({
    memberId: row.member_id,
    username: row.username ?? UNKNOWN,
    reason: row.reason,
    endsAt: row.ends_at ? iso(row.ends_at) : null,
    suspendedAt: iso(row.suspended_at),
    suspendedBy: { id: row.suspended_by, username: row.admin_username ?? UNKNOWN },
    reportId: row.report_id,
  }));
}

/** The latest messages of each reported conversation, oldest first, and how many each has. */
async function conversationsOf(db: QueryDb, tradeIds: string[]) {
  const byTrade = new Map<string, { listingTitle: string | null; messages: ReportedMessage[]; totalMessages: number }>();
  if (tradeIds.length === 0) return byTrade;
  const trades = await db.selectFrom('trades').select(['id', 'listing_title']).where('id', 'in', tradeIds).execute();
  for (const tradeId of tradeIds) byTrade.set(tradeId, { listingTitle: trades.find((trade) => trade.id === tradeId)?.listing_title ?? null, messages: [], totalMessages: 0 });
  const latest = db
    .selectFrom('trade_messages')
    .select(['id', 'trade_id', 'sender_id', 'content', 'created_at', 'position'])
    .select(sql<number>`row_number() over (partition by trade_id order by position desc)`.as('newest'))
    .select(sql<string>`count(*) over (partition by trade_id)`.as('total'))
    .where('trade_id', 'in', tradeIds)
    .as('latest');
  const rows = await db
    .selectFrom(latest)
    .leftJoin('members', 'members.id', 'latest.sender_id')
    .select(['latest.id', 'latest.trade_id', 'latest.sender_id', 'latest.content', 'latest.created_at', 'latest.total', 'members.username'])
    .where('latest.newest', '<=', CONVERSATION_MESSAGES)
    .orderBy('latest.position')
    .execute();
  for (const row of rows) {
    const conversation = byTrade.get(row.trade_id)!;
    conversation.totalMessages = Number(row.total);
    conversation.messages.push({ id: row.id, senderId: row.sender_id, senderUsername: row.username ?? UNKNOWN, content: row.content, sentAt: iso(row.created_at) });
  }
  return byTrade;
}

/** The admin dashboard's Reports tab: reports with what was reported, and the suspensions in force. */
export function moderationRoutes(deps: QueryDeps): Router {
  const router = Router();
  const { db } = deps;

  /** Open reports first, oldest first within each group; `status=open` leaves the others out. */
  router.get('/api/admin/reports', async (req, res) => {
    await requireAdmin(req, db);
    const { status = 'all' } = parseWith(queueQuery, req.query);
    const now = readTimeOf(deps);
    let query = db
      .selectFrom('moderation_reports as r')
      .leftJoin('members as reporter', 'reporter.id', 'r.reporter_id')
      .leftJoin('members as reported', 'reported.id', 'r.reported_member_id')
      .leftJoin('listings', 'listings.id', 'r.listing_id')
      .selectAll('r')
      .select(['reporter.username as reporter_username', 'reported.username as reported_username', 'listings.is_active as listing_is_active']);
    if (status === 'open') query = query.where('r.status', '=', 'open');
    const rows = await query
      .orderBy(sql`(r.status = 'open')`, 'desc')
      .orderBy('r.filed_at')
      .orderBy('r.id')
      .limit(QUEUE_LIMIT)
      .execute();

    const ids = rows.map((row) => row.id);
    const outcomes = ids.length
      ? await db
          .selectFrom('moderation_report_outcomes as o')
          .leftJoin('members as admin', 'admin.id', 'o.actor_id')
          .select(['o.report_id', 'o.action', 'o.actor_id', 'o.note', 'o.at', 'admin.username'])
          .where('o.report_id', 'in', ids)
          .orderBy('o.at')
          .orderBy('o.action')
          .execute()
      : [];
    const suspensions = await suspensionsInForce(db, now, [...new Set(rows.map((row) => row.reported_member_id))]);
    const conversations = await conversationsOf(db, [
      ...new Set(rows.filter((row) => row.subject === 'conversation' && row.trade_id).map((row) => row.trade_id!)),
    ]);

    const reports = rows.map((row): AdminReport => {
      const conversation = row.subject === 'conversation' && row.trade_id ? conversations.get(row.trade_id) : undefined;
      return {
        id: row.id,
        reference: row.reference,
        status: row.status as ReportStatus,
        subject: row.subject as ReportSubject,
        category: row.category as ReportCategory,
        description: row.description,
        filedAt: iso(row.filed_at),
        reporter: { id: row.reporter_id, username: row.reporter_username ?? UNKNOWN },
        reportedMember: {
          id: row.reported_member_id,
          username: row.reported_username ?? UNKNOWN,
          suspension: suspensions.find((suspension) => suspension.memberId === row.reported_member_id) ?? null,
        },
        listing: row.listing_id
          ? { id: row.listing_id, title: row.listing_title ?? '', description: row.listing_description ?? '', isActive: row.listing_is_active ?? null }
          : null,
        message: row.message_id ? { id: row.message_id, content: row.message_text ?? '' } : null,
        conversation: conversation && row.trade_id ? { tradeId: row.trade_id, ...conversation } : null,
        outcomes: outcomes
          .filter((outcome) => outcome.report_id === row.id)
          .map((outcome): ReportOutcome => ({
            action: outcome.action as ReportOutcome['action'],
            by: { id: outcome.actor_id, username: outcome.username ?? UNKNOWN },
            note: outcome.note,
            at: iso(outcome.at),
          })),
      };
    });
    res.set('Cache-Control', 'no-store').json(reports);
  });

  /** Members suspended now, the latest first: where an admin lifts a suspension. */
  router.get('/api/admin/suspensions', async (req, res) => {
    await requireAdmin(req, db);
    const suspensions: Suspension[] = await suspensionsInForce(db, readTimeOf(deps));
    res.set('Cache-Control', 'no-store').json(suspensions);
  });

  return router;
}
