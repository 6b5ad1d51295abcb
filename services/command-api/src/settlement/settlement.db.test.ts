import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { BullJobQueue, FAILPOINTS_VARIABLE, FailpointTriggered, type Database, type SealingEventStore } from '@barteraid/infra';
import { loadStream, type CommandContext } from '../command-handling';
import { ledgerDecider } from '../credits/ledger';
import { tradeDecider } from '../trades/trade';
import { member as memberOf, offer as offerOf, openCommandFixture, trade, type CommandFixture } from '../testing/command-fixture';
import { settleTrade, type SettlementStep } from './settle-trade';
import { stepwiseStore } from '../testing/stepwise-store';
import { startSettlement } from './settlement';
import { readModelMigrations } from '@barteraid/projector';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let fixture: CommandFixture;
let database: Database;
let store: SealingEventStore;
let context: CommandContext;

beforeAll(async () => {
  fixture = await openCommandFixture('settlement', { readModelMigrations });
  ({ database, store, context } = fixture);
});
afterAll(async () => {
  await fixture?.close();
});

const member = () => memberOf(context);

/** A trade the buyer pays the listing's credits for, accepted by the seller and then completed (or cancelled). */
const endedTrade = (sellerId: string, buyerId: string, listingId: string, ending: 'completed' | 'cancelled' = 'completed') =>
  trade(context, { sellerId, buyerId, listingId }, ending);

const offer = (ownerId: string, creditsCents: number) => offerOf(context, ownerId, creditsCents);

async function ledger(memberId: string) {
  const { state, recorded } = await loadStream(store, streams.ledger(memberId), ledgerDecider);
  const count = (type: string, tradeId: string) => recorded.filter((event) => event.type === type && (event.data as { tradeId?: string }).tradeId === tradeId).length;
  return { state, count };
}

async function tradeEvents(tradeId: string) {
  const { state, recorded } = await loadStream(store, streams.trade(tradeId), tradeDecider);
  return { state, settledCount: recorded.filter((event) => event.type === 'TradeSettled').length };
}

const crashAt = (step: SettlementStep) => ({
  afterStep: (reached: SettlementStep) => {
    if (reached === step) throw new Error(`worker died after ${step}`);
  },
});

describe('settlement steps', () => {
  it('settles in one atomic append: a crash inside it leaves nothing, one after it nothing to do, and credits move once', async () => {
    const [seller, buyer] = [await member(), await member()];
    const listingId = await offer(seller, 10_00);
    const tradeIds: string[] = [];
    for (const crash of ['inside', 'after'] as const) {
      const tradeId = await endedTrade(seller, buyer, listingId);
      tradeIds.push(tradeId);
      if (crash === 'inside') {
        process.env[FAILPOINTS_VARIABLE] = 'event-store.before-commit';
        try {
          await expect(settleTrade(context, tradeId)).rejects.toBeInstanceOf(FailpointTriggered);
        } finally {
          delete process.env[FAILPOINTS_VARIABLE];
        }
        expect((await ledger(buyer)).count('EscrowPaid', tradeId)).toBe(0);
        expect((await ledger(seller)).count('EscrowReceived', tradeId)).toBe(0);
      } else {
        await expect(settleTrade(context, tradeId, crashAt('trade_settled'))).rejects.toThrow('worker died after trade_settled');
      }
      await settleTrade(context, tradeId);
      await settleTrade(context, tradeId);
    }
    const [payer, payee] = [await ledger(buyer), await ledger(seller)];
    expect(payer.state).toMatchObject({ balanceCents: 30_00, heldCents: 0, holds: [] });
    expect(payee.state).toMatchObject({ balanceCents: 70_00, heldCents: 0 });
    for (const tradeId of tradeIds) {
      expect(payer.count('EscrowPaid', tradeId)).toBe(1);
      expect(payee.count('EscrowReceived', tradeId)).toBe(1);
      expect(await tradeEvents(tradeId)).toMatchObject({ state: { settled: true }, settledCount: 1 });
    }
  });

  it('keeps the cause of each part: the payment follows the ending, the receipt the payment, the settlement the receipt', async () => {
    const [seller, buyer] = [await member(), await member()];
    const tradeId = await endedTrade(seller, buyer, await offer(seller, 3_00));
    await settleTrade(context, tradeId);
    const trade = await store.readStream(streams.trade(tradeId));
    const paid = (await store.readStream(streams.ledger(buyer))).find((event) => event.type === 'EscrowPaid')!;
    const received = (await store.readStream(streams.ledger(seller))).find((event) => event.type === 'EscrowReceived')!;
    expect(paid.metadata.causationId).toBe(trade.find((event) => event.type === 'TradeCompleted')!.id);
    expect(received.metadata.causationId).toBe(paid.id);
    expect(trade.find((event) => event.type === 'TradeSettled')!.metadata.causationId).toBe(received.id);
    expect(paid.position).toBeLessThan(received.position);
  });

  it('on a store without multi-stream transactions, finishes exactly once whichever step a crash interrupts', async () => {
    const stepwise = { ...context, store: stepwiseStore(store) };
    const [seller, buyer] = [await member(), await member()];
    const listingId = await offer(seller, 10_00);
    const steps: SettlementStep[] = ['payer_paid', 'payee_credited', 'trade_settled'];
    const tradeIds: string[] = [];
    for (const step of steps) {
      const tradeId = await endedTrade(seller, buyer, listingId);
      tradeIds.push(tradeId);
      await expect(settleTrade(stepwise, tradeId, crashAt(step))).rejects.toThrow(`worker died after ${step}`);
      await settleTrade(stepwise, tradeId);
      await settleTrade(stepwise, tradeId);
    }
    const [payer, payee] = [await ledger(buyer), await ledger(seller)];
    expect(payer.state).toMatchObject({ balanceCents: 20_00, heldCents: 0, holds: [] });
    expect(payee.state).toMatchObject({ balanceCents: 80_00, heldCents: 0 });
    for (const tradeId of tradeIds) {
      expect(payer.count('EscrowPaid', tradeId)).toBe(1);
      expect(payee.count('EscrowReceived', tradeId)).toBe(1);
      expect(await tradeEvents(tradeId)).toMatchObject({ state: { settled: true }, settledCount: 1 });
    }
  });

  it('returns the hold of a cancelled trade once, even after a crash between its steps', async () => {
    const stepwise = { ...context, store: stepwiseStore(store) };
    const [seller, buyer] = [await member(), await member()];
    const tradeId = await endedTrade(seller, buyer, await offer(seller, 20_00), 'cancelled');
    expect((await ledger(buyer)).state).toMatchObject({ balanceCents: 50_00, heldCents: 20_00 });
    await expect(settleTrade(stepwise, tradeId, crashAt('holds_released'))).rejects.toThrow();
    await settleTrade(stepwise, tradeId);
    await settleTrade(stepwise, tradeId);
    const payer = await ledger(buyer);
    expect(payer.state).toMatchObject({ balanceCents: 50_00, heldCents: 0 });
    expect(payer.count('HoldReleased', tradeId)).toBe(1);
    expect(await tradeEvents(tradeId)).toMatchObject({ state: { settled: true }, settledCount: 1 });
  });
});

describe('settlement worker on BullMQ', () => {
  it('is killed between its steps, restarted, and settles every trade exactly once', async () => {
    const [seller, buyer] = [await member(), await member()];
    const listingId = await offer(seller, 5_00);
    const prefix = `test_settle_${randomBytes(4).toString('hex')}:queue`;
    const quick = { url: REDIS_URL, prefix, lockDurationMs: 1000, stalledIntervalMs: 300 };

    // The first worker dies right after its first settlement (one atomic append): no cleanup.
    const first = new BullJobQueue(quick);
    let killed!: () => void;
    const died = new Promise<void>((resolve) => (killed = resolve));
    let crashed = false;
    const firstRun = await startSettlement({
      db: database.db,
      store,
      queue: first,
      concurrency: 1,
      hooks: {
        afterStep: async (step) => {
          if (step !== 'trade_settled' || crashed) return;
          crashed = true;
          await firstRun.stop();
          await first.kill();
          killed();
          await new Promise(() => undefined);
        },
      },
    });
    const tradeIds: string[] = [];
    for (let i = 0; i < 5; i++) tradeIds.push(await endedTrade(seller, buyer, listingId));
    await died;
    const paidBeforeRestart = (await ledger(buyer)).state.paidTrades.length;
    expect(paidBeforeRestart).toBeGreaterThanOrEqual(1);

    const second = new BullJobQueue(quick);
    const secondRun = await startSettlement({ db: database.db, store, queue: second });
    try {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const states = await Promise.all(tradeIds.map(tradeEvents));
        if (states.every(({ state }) => state.settled)) break;
        if (Date.now() > deadline) throw new Error('not every trade settled after the restart');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await secondRun.stop();
      await second.close();
    }
    const [payer, payee] = [await ledger(buyer), await ledger(seller)];
    expect(payer.state).toMatchObject({ balanceCents: 25_00, heldCents: 0, holds: [] });
    expect(payee.state).toMatchObject({ balanceCents: 75_00 });
    for (const tradeId of tradeIds) {
      expect(payer.count('EscrowPaid', tradeId)).toBe(1);
      expect(payee.count('EscrowReceived', tradeId)).toBe(1);
      expect((await tradeEvents(tradeId)).settledCount).toBe(1);
    }
  }, 60_000);
});
