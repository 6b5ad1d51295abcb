import { Router } from 'express';
import { sql } from 'kysely';
import { z } from 'zod';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { inEnglish } from '@barteraid/events/messages/registry';
import type { SentNotification, SentNotificationsPage } from '@barteraid/events/contracts/notify-preferences';
import { membersMessages } from '@barteraid/events/messages/members';
import { notFound, parseWith } from '@barteraid/infra';
import type { QueryDeps } from '../deps';
import { decodeOutboxCursor, encodeOutboxCursor } from '../mail/outbox-cursor';
import { requireAdmin } from './require-admin';

const memberPath = z.object({ id: z.guid({ error: 'id must be a member id (a UUID).' }) });
const pageQuery = z
  .object({
    limit: z.coerce.number({ error: 'limit must be a whole number from 1 to 100.' }).int().min(1).max(100).default(20),
    cursor: z.string().max(200).optional(),
  })
  .strict();

interface Row {
  id: string;
  channel: 'push' | 'sms';
  kind: string | null;
  status: string;
  reason: string | null;
  recipient: string | null;
  body: string | null;
  title: string | null;
  title_code: string | null;
  title_params: Record<string, string | number> | null;
  created_at: Date;
  created_at_text: string;
  sent_at: Date | null;
  delivered_at: Date | null;
  acted_at: Date | null;
}

/** A text's words; a phone code's digits stay the member's: an admin reading their page cannot prove the number for them. */
const wordsOf = (row: Row) => (row.kind === 'phone_code' ? (row.body ?? '').replace(/\d{6}/g, '••••••') : (row.body ?? ''));

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** The row's state as the admin reads it: a click or an answer outranks delivery, which outranks sending. */
function sentOf(row: Row): SentNotification {
  const acted = row.acted_at !== null;
  const state: SentNotification['state'] =
    acted ? (row.channel === 'push' ? 'clicked' : 'answered')
    : row.status === 'pending' ? 'queued'
    : row.status === 'gone' ? 'failed'
    : (row.status as SentNotification['state']);
  const reason = row.status === 'gone' ? (row.reason ?? 'the push service no longer knows this device') : ['failed', 'skipped'].includes(row.status) ? row.reason : null;
  const title: MessageData | null = row.title_code === null ? null : row.title_params === null ? { code: row.title_code } : { code: row.title_code, params: row.title_params };
  return {
    id: row.id,
    channel: row.channel,
    state,
    reason,
    to: row.recipient ?? (row.channel === 'push' ? 'a device since turned off' : ''),
    about: row.channel === 'sms' ? wordsOf(row) : title ? inEnglish(title) : (row.title ?? ''),
    ...(row.channel === 'push' && title ? { aboutMessage: title } : {}),
    createdAt: new Date(row.created_at).toISOString(),
    changedAt: iso(row.acted_at) ?? iso(row.delivered_at) ?? iso(row.sent_at),
  };
}

/**
 * Every push and text the site decided for one member, newest first, with what became of each: the
 * two outboxes side by side (they are what was sent, not read models), for the member's admin page.
 */
export function sentNotificationRoutes(deps: QueryDeps): Router {
  const router = Router();
  const { db } = deps;

  router.get('/api/admin/members/:id/sent-notifications', async (req, res) => {
    await requireAdmin(req, db);
    const { id } = parseWith(memberPath, req.params);
    const { limit, cursor } = parseWith(pageQuery, req.query);
    const memberId = id.toLowerCase();
    const member = await db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
    if (!member) throw notFound(membersMessages.message('notFound'));
    const before = cursor === undefined ? null : decodeOutboxCursor(cursor);
    const { rows } = await sql<Row>`
      select *, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' as created_at_text from (
        select o.id, 'push' as channel, null::text as kind, o.status, o.last_error as reason, s.device as recipient, null::text as body,
               n.title, n.title_code, n.title_params, o.created_at, o.sent_at, null::timestamptz as delivered_at, o.clicked_at as acted_at
          from push_outbox o
          left join push_subscriptions s on s.id = o.subscription_id
          left join notifications n on n.id = o.notification_id
         where o.member_id = ${memberId}
        union all
        select o.id, 'sms' as channel, o.kind, o.status, o.last_error as reason, o.recipient, o.body,
               null, null, null, o.created_at, o.sent_at, o.delivered_at, o.answered_at as acted_at
          from sms_outbox o
         where o.member_id = ${memberId}
      ) sent
      ${before ? sql`where (created_at, id) < (${before.createdAt}::timestamptz, ${before.id}::uuid)` : sql``}
      order by created_at desc, id desc
      limit ${limit + 1}`.execute(db);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const answer: SentNotificationsPage = {
      items: page.map(sentOf),
      nextCursor: rows.length > limit && last ? encodeOutboxCursor({ createdAt: last.created_at_text, id: last.id }) : null,
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  return router;
}
