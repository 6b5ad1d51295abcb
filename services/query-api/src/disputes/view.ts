import type { Selectable } from 'kysely';
import { formatCents } from '@barteraid/events';
import type { Dispute } from '@barteraid/events/contracts/disputes';
import type { DisputeTables } from '@barteraid/infra/read-models/disputes';
import type { QueryDb } from '../read-models';

type DisputeRow = Selectable<DisputeTables['disputes']>;

const iso = (value: Date | string) => new Date(value).toISOString();

/** Usernames of these members, from the members read model (read together at query time). */
async function usernames(db: QueryDb, memberIds: string[]): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db.selectFrom('members').select(['id', 'username']).where('id', 'in', [...new Set(memberIds)]).execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** Disputes with their threads, as parties and administrators see them. */
export async function disputeViews(db: QueryDb, rows: DisputeRow[]): Promise<Dispute[]> {
  if (rows.length === 0) return [];
  const messages = await db
    .selectFrom('dispute_messages')
    .selectAll()
    .where('trade_id', 'in', rows.map((row) => row.trade_id))
    .orderBy('position')
    .execute();
  const names = await usernames(db, [...rows.flatMap((row) => [row.opened_by, row.payer_id, row.payee_id]), ...messages.map((message) => message.author_id)]);
  const member = (id: string) => ({ id, username: names.get(id) ?? 'member' });
  return rows.map((row) => ({
    id: row.id,
    tradeId: row.trade_id,
    listingTitle: row.listing_title,
    status: row.status as Dispute['status'],
    stage: row.stage as Dispute['stage'],
    amount: formatCents(Number(row.amount_cents)),
    openedBy: member(row.opened_by),
    payer: member(row.payer_id),
    payee: member(row.payee_id),
    reason: row.reason,
    evidence: row.evidence.map((id) => ({ id, url: `/api/objects/${id}` })),
    openedAt: iso(row.opened_at),
    decision:
      row.status === 'decided' && row.outcome && row.decided_at
        ? {
            outcome: row.outcome as NonNullable<Dispute['decision']>['outcome'],
            payeeAmount: formatCents(Number(row.payee_cents ?? 0)),
            payerAmount: formatCents(Number(row.payer_cents ?? 0)),
            note: row.note ?? '',
            decidedAt: iso(row.decided_at),
            shortfall: row.shortfall_cents ? formatCents(Number(row.shortfall_cents)) : null,
          }
        : null,
    messages: messages
      .filter((message) => message.trade_id === row.trade_id)
      .map((message) => ({ id: message.id, by: member(message.author_id), byAdmin: message.by_admin, body: message.body, postedAt: iso(message.posted_at) })),
  }));
}
