import { deterministicId, streams } from '@barteraid/events';
import { loadStream, nowOf, type CommandContext } from '../command-handling';
import type { FeatureSeed } from '../seed/seed';
import { sendMessage } from '../conversations/conversation-commands';
import { releasePeriodMs, tradeDecider } from './trade';
import { acceptTrade, changeTrade, proposeTrade } from './trade-commands';

type Who = 'maria' | 'james' | 'grace' | 'sam';

const emails: Record<Who, string> = {
  maria: 'maria@example.org',
  james: 'james@example.org',
  grace: 'grace@example.org',
  sam: 'sam@example.org',
};

type Step =
  | { say: string; by: Who }
  | { counter: number; by: Who }
  | { accept: Who }
  | { complete: Who }
  | { schedule: { inHours: number; place: string }; by: Who };

interface DemoTrade {
  key: string;
  /** The demo listing (see demo-listings.ts) and who answers it. */
  listingKey: string;
  initiator: Who;
  credits?: number;
  terms: string;
  steps: Step[];
}

/** A few conversations between the demo members, in every stage a trade can be in. */
const trades: DemoTrade[] = [
  {
    key: 'wet-vac-loan',
    listingKey: 'wet-vac',
    initiator: 'james',
    terms: 'Three-day loan of one shop vac and one dehumidifier for our ground floor.',
    steps: [
      { say: 'Hi Sam, the water is out of the house now. Could I borrow a vac and a dehumidifier from Friday?', by: 'james' },
      { say: 'Sure. I can drop them off Friday morning and pick them up Monday.', by: 'sam' },
      { accept: 'sam' },
      { say: 'Picked everything up, thanks. The floor is finally dry.', by: 'sam' },
      { complete: 'james' },
    ],
  },
  {
    key: 'insulin-cooler-help',
    listingKey: 'insulin-cooler',
    initiator: 'sam',
    credits: 20,
    terms: 'Space in the shop fridge on generator power, plus a battery cooler to take home.',
    steps: [
      { say: 'Our shop fridge runs on the generator. You are welcome to keep the insulin here and I can lend you a cooler.', by: 'sam' },
      { accept: 'maria' },
      { schedule: { inHours: 20, place: 'Nguyen Repair, 1420 Airline Dr' }, by: 'maria' },
      { say: 'Thank you so much. See you tomorrow morning.', by: 'maria' },
    ],
  },
  {
    key: 'formula-delivery',
    listingKey: 'baby-formula',
    initiator: 'grace',
    credits: 10,
    terms: 'Two cans of powder formula from our pantry, delivered by our van on its Tuesday route.',
    steps: [{ say: 'We received a donation of formula this morning. Would two cans of powder help?', by: 'grace' }],
  },
  {
    key: 'chainsaw-afternoon',
    listingKey: 'chainsaw',
    initiator: 'sam',
    credits: 40,
    terms: 'I bring my chainsaw and cut the oak into pieces you can move.',
    steps: [
      { say: 'I can come Saturday afternoon with my saw.', by: 'sam' },
      { counter: 30, by: 'james' },
      { say: 'Could you do 30? The fuel is on me.', by: 'james' },
    ],
  },
];

/**
 * Demo trades with their conversations, run after the demo listings. Trade ids come from a fixed
 * key and a trade that exists already is left alone, so every start is a no-op after the first.
 * Completed trades are settled by the settlement process like any other.
 */
export const seedDemoTrades: FeatureSeed = async (context, seeded) => {
  let position: number | null = null;
  const note = (at: number | null | undefined) => {
    if (at) position = Math.max(position ?? 0, at);
  };
  for (const trade of trades) {
    const ids = Object.fromEntries(Object.entries(emails).map(([who, email]) => [who, seeded.memberIds.get(email)])) as Record<Who, string | undefined>;
    const initiatorId = ids[trade.initiator];
    if (!initiatorId || Object.values(ids).some((id) => !id)) continue;
    const tradeId = deterministicId('demo-trade', trade.key);
    const existing = await loadStream(context.store, streams.trade(tradeId), tradeDecider);
    if (existing.state.status !== 'none') continue;
    const as = (who: Who): CommandContext => ({ ...context, actorId: ids[who]! });
    const proposed = await proposeTrade(as(trade.initiator), {
      tradeId,
      initiatorId,
      listingId: deterministicId('demo-listing', trade.listingKey),
      amountCents: trade.credits === undefined ? null : trade.credits * 100,
      terms: trade.terms,
    });
    note(proposed.position);
    const { deal } = proposed.state;
    const other = (who: Who) => (ids[who] === deal.initiatorId ? deal.recipientId : deal.initiatorId);
    for (const [index, step] of trade.steps.entries()) {
      const now = nowOf(context).toISOString();
      if ('say' in step) {
        const sent = await sendMessage(as(step.by), {
          parties: { tradeId, initiatorId: deal.initiatorId, recipientId: deal.recipientId },
          messageId: deterministicId('demo-message', trade.key, String(index)),
          tradeId,
          senderId: ids[step.by]!,
          recipientId: other(step.by),
          content: step.say,
        });
        note(sent.position);
      } else if ('counter' in step) {
        note((await changeTrade(as(step.by), tradeId, { type: 'CounterTrade', actorId: ids[step.by]!, amountCents: step.counter * 100, terms: null, now })).position);
      } else if ('accept' in step) {
        note((await acceptTrade(as(step.accept), tradeId, ids[step.accept]!)).position);
      } else if ('complete' in step) {
        note((await changeTrade(as(step.complete), tradeId, { type: 'CompleteTrade', actorId: ids[step.complete]!, now, releaseAfterMs: releasePeriodMs(7) })).position);
      } else {
        const at = new Date(Date.parse(now) + step.schedule.inHours * 3_600_000).toISOString();
        note((await changeTrade(as(step.by), tradeId, { type: 'ScheduleTrade', actorId: ids[step.by]!, at, place: step.schedule.place, now })).position);
      }
    }
  }
  return position;
};
