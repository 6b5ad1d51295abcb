import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { formatCents } from '@barteraid/events';
import type { QueryDb } from '../read-models';
import { inEnglish } from '@barteraid/events/messages/registry';
import { statementWording, storedLine } from './statement-wording';
import { ledgerLines } from '@barteraid/events/messages/ledger-lines';
import type { MessageData } from '@barteraid/events/messages/catalogue';
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

/**
 * A member's ledger entries and the changes of their credit line (with the debits an admin let past
 * it), one list in log order: a line change is a row of its own, kind `line`, that moves neither
 * balance nor held.
 */
const movementsOf = (memberId: string) => sql`
  select id, kind, amount_cents, description_code, description_params, trade_id, position, created_at, event_type, balance_after_cents, null::text as note
    from ledger_entries where member_id = ${memberId}
  union all
  select id, 'line', line_cents, '', null, null, position, created_at, 'CreditLineChanged', null, reason
    from credit_line_changes where member_id = ${memberId}
  union all
  select id, 'line', amount_cents, '', null, null, position, overridden_at, 'CreditLineOverridden', null, reason
    from credit_line_overrides where member_id = ${memberId} and position is not null`;

interface StatementRow {
  id: string;
  kind: string;
  amount_cents: string | number;
  description_code: string;
  description_params: Record<string, string | number> | null;
  trade_id: string | null;
  position: string | number;
  created_at: Date;
  event_type: string | null;
  note: string | null;
  balance_after_cents: string | number | null;
  held_after_cents: string | number;
  line_after_cents: string | number;
  listing_title: string | null;
  other_id: string | null;
  other_username: string | null;
}

/** A line change's words: why the line moved, and the line after it. */
function lineWording(row: StatementRow, lineAfterCents: number): MessageData {
  const line = formatCents(lineAfterCents);
  if (row.event_type === 'CreditLineOverridden') return ledgerLines.message('lineOverridden', { amount: formatCents(Number(row.amount_cents)), reason: row.note ?? '' });
  switch (row.note) {
    case 'tier':
      return ledgerLines.message('lineTier', { line });
    case 'earned':
      return ledgerLines.message('lineEarned', { line });
    case 'relief_granted':
      return ledgerLines.message('lineReliefGranted', { line });
    case 'relief_ended':
      return ledgerLines.message('lineReliefEnded', { line });
    case 'suspended':
      return ledgerLines.message('lineSuspended', { line });
    case 'closed':
      return ledgerLines.message('lineClosed');
    default:
      return ledgerLines.message('linePolicy', { line });
  }
}

/** A member's statement entries, newest first, each with its trade, the other member and the balance, held and available right after it. */
export async function statementEntries(db: QueryDb, selection: StatementSelection): Promise<(StatementEntry & { position: number })[]> {
  const { memberId } = selection;
  const conditions: RawBuilder<SqlBool>[] = [matching(selection, 'e')];
  if (selection.beforePosition !== undefined) conditions.push(sql<SqlBool>`e.position < ${selection.beforePosition}`);
  // Held and the line after each entry run over the member's whole ledger, so they are found
  // before the filters pick rows out of it; a line change's balance is the last entry's before it.
  const { rows } = await sql<StatementRow>`
    with movements as (${movementsOf(memberId)}),
    entries as (
      select m.*,
        sum(${heldDelta}) over (order by position) as held_after_cents,
        case when m.kind = 'line'
          then coalesce((select b.balance_after_cents from ledger_entries b where b.member_id = ${memberId} and b.position < m.position order by b.position desc limit 1), 0)
          else m.balance_after_cents end as balance_after_line_cents,
        coalesce((select c.line_cents from credit_line_changes c where c.member_id = ${memberId} and c.position <= m.position order by c.position desc limit 1), 0) as line_after_cents
      from movements m
    )
    select e.id, e.kind, e.amount_cents, e.description_code, e.description_params, e.trade_id, e.position, e.created_at, e.event_type, e.note,
      e.balance_after_line_cents as balance_after_cents, e.held_after_cents, e.line_after_cents,
      t.listing_title,
      case when t.payer_id = ${memberId} then t.payee_id else t.payer_id end as other_id,
      -- The other member's name now, or as the trade recorded it if they are gone.
      coalesce(other.username, case when t.initiator_id = ${memberId} then t.recipient_username else t.initiator_username end) as other_username
    from entries e
    left join trades t on t.id = e.trade_id
    left join members other on other.id = case when t.payer_id = ${memberId} then t.payee_id else t.payer_id end
    where ${sql.join(conditions, sql` and `)}
    order by e.position desc
    ${selection.limit === undefined ? sql`` : sql`limit ${selection.limit}`}`.execute(db);
  return rows.map((row) => {
    const amountCents = Number(row.amount_cents);
    const lineAfterCents = Number(row.line_after_cents);
    const isLine = row.kind === 'line';
    const heldChange = row.kind === 'hold' ? amountCents : row.kind === 'release' || row.event_type === 'EscrowPaid' ? -amountCents : 0;
    const balanceAfter = row.balance_after_cents === null ? null : Number(row.balance_after_cents);
    const heldAfter = Number(row.held_after_cents);
    const kind = (['earned', 'spent', 'hold', 'release', 'line'] as const).find((each) => each === row.kind) ?? 'other';
    const line = isLine
      ? lineWording(row, lineAfterCents)
      : statementWording({ eventType: row.event_type, stored: storedLine(row), tradeTitle: row.listing_title, counterparty: row.other_username });
    return {
      position: Number(row.position),
      id: row.id,
      at: new Date(row.created_at).toISOString(),
      kind,
      description: inEnglish(line),
      descriptionMessage: line,
      // A line change shows the line after it.
      amount: formatCents(isLine ? lineAfterCents : amountCents),
      balanceChange: formatCents(isLine ? 0 : (balanceSign[row.kind] ?? 0) * amountCents),
      heldChange: formatCents(heldChange),
      balanceAfter: balanceAfter === null ? null : formatCents(balanceAfter),
      heldAfter: balanceAfter === null ? null : formatCents(heldAfter),
      availableAfter: balanceAfter === null ? null : formatCents(balanceAfter + lineAfterCents - heldAfter),
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
  // Line changes are entries of the statement too (no kind filter selects them).
  const lineChanges = filter.kind
    ? 0
    : Number(
        (
          await sql<{ count: string }>`select count(*) as count from (${movementsOf(memberId)}) e where e.kind = 'line' and ${matching(filter, 'e')}`.execute(db)
        ).rows[0]?.count ?? 0,
      );
  const cents = (kind: string) => formatCents(sums.get(kind)?.cents ?? 0);
  return {
    entries: [...sums.values()].reduce((total, each) => total + each.count, lineChanges),
    credited: cents('earned'),
    debited: cents('spent'),
    held: cents('hold'),
    released: cents('release'),
  };
}
