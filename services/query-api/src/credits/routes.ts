import { Router } from 'express';
import { formatCents } from '@barteraid/events';
import { requireActor } from '@barteraid/infra';
import type { CreditTransaction, Credits } from '@barteraid/events/contracts/credits';
import type { QueryApiDeps } from '../deps';

const visibleKinds = new Set<string>(['earned', 'spent'] satisfies CreditTransaction['type'][]);

export function creditRoutes(deps: QueryApiDeps): Router {
  const router = Router();

  /** Balance, available (balance − holds) and the ledger history, newest first. */
  router.get('/api/user/credits', async (req, res) => {
    const actor = requireActor(req);
    const [balance, entries] = await Promise.all([
      deps.db.selectFrom('member_balances').selectAll().where('member_id', '=', actor.memberId).executeTakeFirst(),
      deps.db
        .selectFrom('ledger_entries')
        .selectAll()
        .where('member_id', '=', actor.memberId)
        .orderBy('position', 'desc')
        .limit(200)
        .execute(),
    ]);
    const balanceCents = Number(balance?.balance_cents ?? 0);
    const heldCents = Number(balance?.held_cents ?? 0);
    const credits: Credits = {
      balance: formatCents(balanceCents),
      available: formatCents(balanceCents - heldCents),
      held: formatCents(heldCents),
      transactions: entries.map((entry) => ({
        id: entry.id,
        type: visibleKinds.has(entry.kind) ? (entry.kind as CreditTransaction['type']) : 'other',
        kind: entry.kind,
        amount: formatCents(Number(entry.amount_cents)),
        description: entry.description,
        tradeId: entry.trade_id,
        createdAt: new Date(entry.created_at).toISOString(),
      })),
    };
    res.set('Cache-Control', 'no-store').json(credits);
  });

  return router;
}
