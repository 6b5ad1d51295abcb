import { Router, type Request } from 'express';
import { sql } from 'kysely';
import { formatCents } from '@barteraid/events';
import { badRequest, parseWith, requireActor } from '@barteraid/infra';
import type { QueryDb } from '../read-models';
import { RECENT_TRANSACTIONS, type CreditTransaction, type Credits } from '@barteraid/events/contracts/credits';
import {
  STATEMENT_PAGE_SIZE,
  statementFilterSchema,
  statementQuerySchema,
  type StatementPage,
} from '@barteraid/events/contracts/statement';
import { inEnglish } from '@barteraid/events/messages/registry';
import { readTimeOf, type QueryDeps } from '../deps';
import { storedLine } from './statement-wording';
import { decodeStatementCursor, encodeStatementCursor } from './statement-cursor';
import { monthRange, statementEntries, statementTotals } from './statement-entries';
import { statementCsv, statementFileName } from './statement-csv';
import { requestMessages } from '@barteraid/events/messages/request';

const visibleKinds = new Set<string>(['earned', 'spent'] satisfies CreditTransaction['type'][]);

/** 400 for a parameter the call does not take, naming it (a typo must not silently drop a filter). */
function onlyParameters(req: Request, allowed: readonly string[]): void {
  const unknown = Object.keys(req.query).find((name) => !allowed.includes(name));
  if (unknown !== undefined) throw badRequest(requestMessages.message('unknownParameter', { name: unknown }), { field: unknown });
}

async function balanceOf(db: QueryDb, memberId: string) {
  const [row, line] = await Promise.all([
    db.selectFrom('member_balances').selectAll().where('member_id', '=', memberId).executeTakeFirst(),
    db.selectFrom('credit_lines').selectAll().where('member_id', '=', memberId).executeTakeFirst(),
  ]);
  const balanceCents = Number(row?.balance_cents ?? 0);
  const heldCents = Number(row?.held_cents ?? 0);
  const lineCents = Number(line?.line_cents ?? 0);
  return {
    balance: formatCents(balanceCents),
    available: formatCents(balanceCents + lineCents - heldCents),
    held: formatCents(heldCents),
    creditLine: formatCents(lineCents),
    creditLineParts: {
      tier: formatCents(Number(line?.tier_line_cents ?? 0)),
      earned: formatCents(Number(line?.earned_cents ?? 0)),
      relief: formatCents(Number(line?.relief_cents ?? 0)),
    },
  };
}

export function creditRoutes(deps: QueryDeps): Router {
  const router = Router();
  const { db } = deps;

  /** Balance, available (balance + credit line − holds), the line with its parts, the newest entries and this month's totals; the statement has the rest. */
  router.get('/api/user/credits', async (req, res) => {
    const actor = requireActor(req);
    const month = readTimeOf(deps).toISOString().slice(0, 7);
    const { from, to } = monthRange(month);
    const [balance, entries, totals] = await Promise.all([
      balanceOf(db, actor.memberId),
      db
        .selectFrom('ledger_entries')
        .selectAll()
        .where('member_id', '=', actor.memberId)
        .orderBy('position', 'desc')
        .limit(RECENT_TRANSACTIONS)
        .execute(),
      db
        .selectFrom('ledger_entries')
        .select([
          sql<string>`coalesce(sum(amount_cents) filter (where kind = 'earned'), 0)`.as('earned'),
          sql<string>`coalesce(sum(amount_cents) filter (where kind = 'spent'), 0)`.as('spent'),
        ])
        .where('member_id', '=', actor.memberId)
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .executeTakeFirstOrThrow(),
    ]);
    const credits: Credits = {
      ...balance,
      transactions: entries.map((entry) => ({
        id: entry.id,
        type: visibleKinds.has(entry.kind) ? (entry.kind as CreditTransaction['type']) : 'other',
        kind: entry.kind,
        amount: formatCents(Number(entry.amount_cents)),
        description: inEnglish(storedLine(entry)),
        descriptionMessage: storedLine(entry),
        tradeId: entry.trade_id,
        createdAt: new Date(entry.created_at).toISOString(),
      })),
      thisMonth: { month, earned: formatCents(Number(totals.earned)), spent: formatCents(Number(totals.spent)) },
    };
    res.set('Cache-Control', 'no-store').json(credits);
  });

  /** One page of the member's statement, newest first, with totals over every page the filters select. */
  router.get('/api/user/statement', async (req, res) => {
    const actor = requireActor(req);
    onlyParameters(req, ['cursor', 'month', 'kind']);
    const { cursor, ...filter } = parseWith(statementQuerySchema, req.query);
    const beforePosition = cursor === undefined ? undefined : decodeStatementCursor(cursor);
    const [rows, totals, current] = await Promise.all([
      // One more than a page: if it is there, the page's last entry is where the next page starts.
      statementEntries(db, { memberId: actor.memberId, ...filter, beforePosition, limit: STATEMENT_PAGE_SIZE + 1 }),
      statementTotals(db, actor.memberId, filter),
      balanceOf(db, actor.memberId).then(({ balance, held, creditLine, available }) => ({ balance, held, creditLine, available })),
    ]);
    const page = rows.slice(0, STATEMENT_PAGE_SIZE);
    const last = page[page.length - 1];
    const answer: StatementPage = {
      entries: page.map(({ position: _position, ...entry }) => entry),
      nextCursor: rows.length > STATEMENT_PAGE_SIZE && last ? encodeStatementCursor(last.position) : null,
      totals,
      current,
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  /** The whole filtered statement as CSV, the screen's columns. */
  router.get('/api/user/statement.csv', async (req, res) => {
    const actor = requireActor(req);
    onlyParameters(req, ['month', 'kind']);
    const filter = parseWith(statementFilterSchema, req.query);
    const entries = await statementEntries(db, { memberId: actor.memberId, ...filter });
    res
      .set('Cache-Control', 'no-store')
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${statementFileName(filter)}"`)
      .send(statementCsv(entries));
  });

  return router;
}
