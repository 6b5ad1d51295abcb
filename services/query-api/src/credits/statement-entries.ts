import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { formatCents } from '@barteraid/events';
import type { QueryDb } from '../read-models';
import { inEnglish } from '@barteraid/events/messages/registry';
import { statementWording, storedLine } from './statement-wording';
import type { StatementEntry, StatementFilter, StatementTotals } from '@barteraid/events/contracts/statement';

/** Which entries of one member a statement reads: the filters, and for a later page where the previous one ended. */
export interface StatementSelection extends StatementFilter {
  memberId: string;
  /** Only entries before this log position (the cursor). */
  beforePosition?: number;
  /** At most this many, newest first; every one when absent (the CSV). */
  limit?: number;
}

/** Each kind's sign on the balance; a payment from escrow (`EscrowPaid`) also ends its hold. */
const balanceSign: Record<string, number> = { earned: 1, spent: -1 };

/** First and last instant (exclusive) of a YYYY-MM month, UTC. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, monthNumber - 1, 1)), to: new Date(Date.UTC(year, monthNumber, 1)) };
}

/** The held change of an entry, in cents, as SQL (the same rule as the credits projection's). */
const heldDelta = sql<number>`case
  when kind = 'hold' then amount_cents
  when kind = 'release' or event_type = 'EscrowPaid' then -amount_cents
  else 0 end`;

/** The filters as one SQL condition on the entries under `alias` (always true without filters). */
function matching(filter: StatementFilter, alias: string): RawBuilder<SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = [sql<SqlBool>`true`];
  if (filter.month) {
    const { from, to } = monthRange(filter.month);
    conditions.push(sql<SqlBool>`${sql.ref(`${alias}.created_at`)} >= ${from} and ${sql.ref(`${alias}.created_at`)} < ${to}`);
  }
  if (filter.kind) conditions.push(sql<SqlBool>`${sql.ref(`${alias}.kind`)} = ${filter.kind}`);
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** A member's ledger entries, newest first, each with its trade, the other member and the balance, held and available right after it. */
export async function statementEntries(db: QueryDb, selection: StatementSelection): Promise<(StatementEntry & { position: number })[]> {
  const { memberId } = selection;
  let query = db
    // Held after each entry is a running sum over the member's whole ledger, so it is summed
    // before the filters pick rows out of it.
    .with('entries', (cte) =>
      cte
        .selectFrom('ledger_entries')
        .selectAll()
        .select(sql<string>`sum(${heldDelta}) over (order by position)`.as('held_after_cents'))
        .where('member_id', '=', memberId),
    )
    .selectFrom('entries as e')
    .leftJoin('trades as t', 't.id', 'e.trade_id')
    .leftJoin('members as other', (join) => join.on(sql<SqlBool>`other.id = case when t.payer_id = ${memberId} then t.payee_id else t.payer_id end`))
    .selectAll('e')
    .select([
      't.listing_title',
      sql<string | null>`case when t.payer_id = ${memberId} then t.payee_id else t.payer_id end`.as('other_id'),
      // The other member's name now, or as the trade recorded it if they are gone.
      sql<string | null>`coalesce(other.username, case when t.initiator_id = ${memberId} then t.recipient_username else t.initiator_username end)`.as('other_username'),
    ]);
  query = query.where(matching(selection, 'e'));
  if (selection.beforePosition !== undefined) query = query.where('e.position', '<', selection.beforePosition);
  query = query.orderBy('e.position', 'desc');
  if (selection.limit !== undefined) query = query.limit(selection.limit);
  const rows = await query.execute();
  return rows.map((row) => {
    const amountCents = Number(row.amount_cents);
    const heldChange = row.kind === 'hold' ? amountCents : row.kind === 'release' || row.event_type === 'EscrowPaid' ? -amountCents : 0;
    const balanceAfter = row.balance_after_cents === null ? null : Number(row.balance_after_cents);
    const heldAfter = Number(row.held_after_cents);
    const kind = (['earned', 'spent', 'hold', 'release'] as const).find((each) => each === row.kind) ?? 'other';
    const line = statementWording({ eventType: row.event_type, stored: storedLine(row), tradeTitle: row.listing_title, counterparty: row.other_username });
    return {
      position: Number(row.position),
      id: row.id,
      at: new Date(row.created_at).toISOString(),
      kind,
      description: inEnglish(line),
      descriptionMessage: line,
      amount: formatCents(amountCents),
      balanceChange: formatCents((balanceSign[row.kind] ?? 0) * amountCents),
      heldChange: formatCents(heldChange),
      balanceAfter: balanceAfter === null ? null : formatCents(balanceAfter),
      heldAfter: balanceAfter === null ? null : formatCents(heldAfter),
      availableAfter: balanceAfter === null ? null : formatCents(balanceAfter - heldAfter),
      trade: row.trade_id === null ? null : { id: row.trade_id, title: row.listing_title ?? 'Trade' },
      counterparty: row.other_id === null || row.other_username === null ? null : { id: row.other_id, username: row.other_username },
    };
  });
}

/** Sums over every entry the filters select, whatever page is shown. */
export async function statementTotals(db: QueryDb, memberId: string, filter: StatementFilter): Promise<StatementTotals> {
  const query = db
    .selectFrom('ledger_entries as l')
    .select(['l.kind', sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(l.amount_cents), 0)`.as('cents')])
    .where('l.member_id', '=', memberId)
    .where(matching(filter, 'l'))
    .groupBy('l.kind');
  const sums = new Map((await query.execute()).map((row) => [row.kind, { count: Number(row.count), cents: Number(row.cents) }]));
  const cents = (kind: string) => formatCents(sums.get(kind)?.cents ?? 0);
  return {
    entries: [...sums.values()].reduce((total, each) => total + each.count, 0),
    credited: cents('earned'),
    debited: cents('spent'),
    held: cents('hold'),
    released: cents('release'),
  };
}
