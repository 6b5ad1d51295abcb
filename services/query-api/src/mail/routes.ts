import { Router } from 'express';
import { sql } from 'kysely';
import { z } from 'zod';
import { mailKinds } from '@barteraid/events';
import { mailKindLabels, type MailPreferences, type OutboxPage } from '@barteraid/events/contracts/mail';
import { parseWith, requireActor } from '@barteraid/infra';
import type { QueryDeps } from '../deps';
import { requireAdmin } from '../admin/require-admin';
import { decodeOutboxCursor, encodeOutboxCursor } from './outbox-cursor';

const outboxQuery = z
  .object({
    limit: z.coerce.number({ error: 'limit must be a whole number from 1 to 200.' }).int().min(1).max(200).default(50),
    cursor: z.string().max(200).optional(),
  })
  .strict();

/** A member's mail preferences; the administrators' outbox of every mail decided. */
export function mailRoutes(deps: QueryDeps): Router {
  const router = Router();

  router.get('/api/user/mail-preferences', async (req, res) => {
    const { memberId } = requireActor(req);
    const rows = await deps.db.selectFrom('mail_preferences').select(['kind', 'enabled']).where('member_id', '=', memberId).execute();
    const off = new Set(rows.filter((row) => !row.enabled).map((row) => row.kind));
    const answer: MailPreferences = {
      preferences: mailKinds.map((kind) => ({ kind, label: mailKindLabels[kind], enabled: !off.has(kind) })),
    };
    res.json(answer);
  });

  // Without SMTP_URL this is where mail goes: an operator reads it here and can forward it by hand.
  router.get('/api/admin/mail-outbox', async (req, res) => {
    await requireAdmin(req, deps.db);
    const { limit, cursor } = parseWith(outboxQuery, req.query);
    const before = cursor === undefined ? null : decodeOutboxCursor(cursor);
    const [rows, count] = await Promise.all([
      deps.db
        .selectFrom('mail_outbox')
        .select(['id', 'recipient', 'subject', 'text_body', 'kind', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
        .select(sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00'`.as('created_at_text'))
        .$if(before !== null, (query) =>
          query.where(sql<boolean>`(created_at, id) < (${before!.createdAt}::timestamptz, ${before!.id}::uuid)`),
        )
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute(),
      deps.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const answer: OutboxPage = {
      mails: page.map((row) => ({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        kind: row.kind,
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: new Date(row.created_at).toISOString(),
        sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
      })),
      total: Number(count.total),
      nextCursor: rows.length > limit && last ? encodeOutboxCursor({ createdAt: last.created_at_text, id: last.id }) : null,
    };
    res.json(answer);
  });

  return router;
}
