import { deterministicId, streams } from '@barteraid/events';
import { loadStream, type CommandContext } from '../command-handling';
import type { FeatureSeed } from '../seed/seed';
import { referenceDecider } from './reference';
import { leaveReference } from './reference-commands';
import { referencedTrade } from './referenced-trade';

interface DemoReference {
  /** The demo trade's key (see trades/demo-trades.ts) and who writes about the other party. */
  tradeKey: string;
  authorEmail: string;
  rating: number;
  comment: string;
}

/** Both parties of the completed demo trade wrote theirs, so both are visible on the profiles. */
const references: DemoReference[] = [
  {
    tradeKey: 'wet-vac-loan',
    authorEmail: 'james@example.org',
    rating: 5,
    comment: 'Sam dropped off the shop vac and the dehumidifier on Friday morning as promised and picked them up on Monday. Our floor is finally dry.',
  },
  {
    tradeKey: 'wet-vac-loan',
    authorEmail: 'sam@example.org',
    rating: 5,
    comment: 'James took good care of the equipment and had everything ready for pickup. Easy to trade with.',
  },
];

/**
 * Demo references, run after the demo trades. A reference that is already there, or a trade that is
 * not completed (yet), is left alone, so every start is a no-op after the first.
 */
export const seedDemoReferences: FeatureSeed = async (context, seeded) => {
  let position: number | null = null;
  for (const reference of references) {
    const authorId = seeded.memberIds.get(reference.authorEmail);
    if (!authorId) continue;
    const tradeId = deterministicId('demo-trade', reference.tradeKey);
    const trade = await loadStream(context.store, streams.trade(tradeId), referencedTrade);
    if (trade.state.status !== 'completed') continue;
    const existing = await loadStream(context.store, streams.tradeReferences(tradeId), referenceDecider);
    if (existing.state.written.some((written) => written.authorId === authorId)) continue;
    const as: CommandContext = { ...context, actorId: authorId };
    const left = await leaveReference(as, { tradeId, authorId, rating: reference.rating, comment: reference.comment });
    if (left.position !== null) position = Math.max(position ?? 0, left.position);
  }
  return position;
};
