import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import type { CommandContext } from './command-handling';
import { settleTrade } from './settlement/settle-trade';
import { member, offer, openCommandFixture, trade, type CommandFixture } from './testing/command-fixture';

let fixture: CommandFixture;
const at = new Date('2031-05-06T07:08:09.000Z');
let context: CommandContext;

beforeAll(async () => {
  fixture = await openCommandFixture('clock');
  context = { ...fixture.context, now: () => at };
});
afterAll(async () => {
  await fixture?.close();
});

describe('the command clock', () => {
  it('dates every decision of registration, trading, escrow and settlement by the context clock', async () => {
    const [sellerId, buyerId] = [await member(context), await member(context)];
    const listingId = await offer(context, sellerId, 12_00);
    const tradeId = await trade(context, { sellerId, buyerId, listingId }, 'completed');
    await settleTrade(context, tradeId);
    const stamp = at.toISOString();
    const data = async (stream: string) => (await fixture.store.readStream(stream)).map((event) => event.data);
    expect(await data(streams.member(buyerId))).toMatchObject([{ registeredAt: stamp }]);
    expect(await data(streams.listing(listingId))).toMatchObject([{ postedAt: stamp }]);
    expect(await data(streams.trade(tradeId))).toMatchObject([
      { proposedAt: stamp },
      { acceptedAt: stamp },
      { completedAt: stamp },
      { settledAt: stamp },
    ]);
    expect(await data(streams.ledger(buyerId))).toMatchObject([{ grantedAt: stamp }, { heldAt: stamp }, { paidAt: stamp }]);
    expect(await data(streams.ledger(sellerId))).toMatchObject([{ grantedAt: stamp }, { receivedAt: stamp }, { changedAt: stamp }]);
  });
});
