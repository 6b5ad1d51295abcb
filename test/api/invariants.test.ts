import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams, WELCOME_BONUS_CENTS } from '@barteraid/events';
import type { NewEvent } from '@barteraid/infra';
import { startTestApp, type ApiClient, type TestApp } from '../support/test-app';
import { checkInvariants, checkReadModels, describeViolations, type InvariantReport } from '../support/invariants';
import { projectorDbOf } from '@barteraid/projector';

let app: TestApp;

interface Member {
  client: ApiClient;
  id: string;
  email: string;
}

async function member(): Promise<Member> {
  const client = app.client();
  const { id, email } = await client.signUp();
  return { client, id, email };
}

async function listing(owner: Member, credits: string) {
  const res = await owner.client.post('/api/listings', {
    title: 'Sandbags for the flood line',
    description: 'Forty filled sandbags stacked by the garage, bring a truck.',
    category: 'tools-equipment',
    type: 'offer',
    credits,
    location: 'Houston, TX',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.listing.id as string;
}

async function propose(buyer: Member, listingId: string) {
  const res = await buyer.client.post('/api/trades', { listingId, proposedTerms: 'Pick up Sunday' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function setStatus(who: Member, tradeId: string, status: string) {
  const res = await who.client.patch(`/api/trades/${tradeId}/status`, { status });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Settlement runs after the requests: wait until a quiet check finds nothing unfinished. */
async function quietReport(): Promise<InvariantReport> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const live = await checkInvariants(app.store, { live: true });
    if (live.settling.length === 0 || Date.now() > deadline) return checkInvariants(app.store);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function event(type: string, data: Record<string, unknown>): NewEvent {
  return { id: randomUUID(), type, data, metadata: { actorId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 } };
}

let owner: Member;
let buyer: Member;
let declinedTradeId: string;
let pendingTradeId: string;
let baseline: InvariantReport;

beforeAll(async () => {
  app = await startTestApp();
  [owner, buyer] = [await member(), await member()];
  const bags = await listing(owner, '10.00');
  const completed = await propose(buyer, bags);
  await setStatus(owner, completed, 'accepted');
  await setStatus(buyer, completed, 'completed');
  const cancelled = await propose(buyer, bags);
  await setStatus(owner, cancelled, 'accepted');
  await setStatus(buyer, cancelled, 'cancelled');
  declinedTradeId = await propose(buyer, bags);
  await setStatus(owner, declinedTradeId, 'declined');
  const open = await propose(buyer, bags);
  await setStatus(owner, open, 'accepted');
  pendingTradeId = await propose(buyer, await listing(owner, '0'));
  baseline = await quietReport();
});
afterAll(async () => {
  await app?.stop();
});

/** What a later check reports beyond the baseline. */
async function newViolations(options: { live?: boolean } = {}) {
  const report = await checkInvariants(app.store, options);
  const known = new Set(baseline.violations.map((violation) => JSON.stringify(violation)));
  return { report, violations: report.violations.filter((violation) => !known.has(JSON.stringify(violation))) };
}

describe('the invariant checker', () => {
  it('finds nothing wrong after trades settled through the API', async () => {
    expect(baseline.violations, describeViolations(baseline)).toEqual([]);
    expect(baseline).toMatchObject({
      members: 2,
      trades: 5,
      tradesByStatus: { completed: 1, cancelled: 1, declined: 1, accepted: 1, pending: 1 },
      openHolds: 1,
      settling: [],
    });
    expect(baseline.balances.get(buyer.id)).toEqual({ balanceCents: 40_00, heldCents: 10_00 });
    expect(baseline.balances.get(owner.id)).toEqual({ balanceCents: 60_00, heldCents: 0 });
    expect(baseline.totals).toMatchObject({ balanceCents: 2 * WELCOME_BONUS_CENTS, welcomeCents: 2 * WELCOME_BONUS_CENTS });
    expect(await app.projector.caughtUp(await app.store.headPosition())).toBe(true);
    const readModels = await checkReadModels(app.database.db);
    expect(readModels.mismatches).toEqual([]);
  });

  it('reports a hold placed for a declined trade', async () => {
    await app.store.append(
      streams.ledger(buyer.id),
      [event('CreditsHeld', { memberId: buyer.id, tradeId: declinedTradeId, tradeRevision: 1, tradeTitle: 'Sandbags', amountCents: 500, heldAt: new Date().toISOString() })],
      'any',
    );
    const { violations } = await newViolations();
    expect(violations).toEqual([
      { invariant: 'closed_trade_hold', message: 'open hold for a declined trade', ids: { memberId: buyer.id, tradeId: declinedTradeId, tradeRevision: 1, status: 'declined' } },
    ]);
    baseline = (await newViolations()).report;
  });

  it('reports a second welcome bonus', async () => {
    await app.store.append(
      streams.ledger(owner.id),
      [event('WelcomeBonusGranted', { memberId: owner.id, amountCents: WELCOME_BONUS_CENTS, grantedAt: new Date().toISOString() })],
      'any',
    );
    const { violations } = await newViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ invariant: 'welcome_bonus', message: 'member has 2 welcome bonuses', ids: { memberId: owner.id } });
    expect(violations[0]!.ids.eventIds).toHaveLength(2);
    baseline = (await newViolations()).report;
  });

  it('lists an acceptance caught between its hold and TradeAccepted as settling while live, and as a frozen hold when quiet', async () => {
    const [latest] = (await app.store.readStream(streams.trade(pendingTradeId))).slice(-1);
    await app.store.append(
      streams.ledger(owner.id),
      [event('CreditsHeld', { memberId: owner.id, tradeId: pendingTradeId, tradeRevision: latest!.revision, tradeTitle: 'Sandbags', amountCents: 100, heldAt: new Date().toISOString() })],
      'any',
    );
    // The free listing makes the buyer the payer; this hold sits on the owner's ledger.
    const quiet = await newViolations();
    expect(quiet.violations).toEqual([
      { invariant: 'frozen_hold', message: "open hold on a ledger that is not the trade's payer", ids: { memberId: owner.id, tradeId: pendingTradeId, tradeRevision: latest!.revision, payerId: buyer.id } },
    ]);
    baseline = quiet.report;

    await app.store.append(
      streams.ledger(buyer.id),
      [event('CreditsHeld', { memberId: buyer.id, tradeId: pendingTradeId, tradeRevision: latest!.revision, tradeTitle: 'Sandbags', amountCents: 100, heldAt: new Date().toISOString() })],
      'any',
    );
    const live = await checkInvariants(app.store, { live: true });
    expect(live.violations.filter((violation) => violation.ids.tradeId === pendingTradeId && violation.ids.memberId === buyer.id)).toEqual([]);
    expect(live.settling).toContainEqual({ kind: 'acceptance_in_flight', tradeId: pendingTradeId, memberId: buyer.id, tradeRevision: latest!.revision });
    const after = await newViolations();
    expect(after.violations).toEqual([
      { invariant: 'frozen_hold', message: 'open hold for a pending trade (an acceptance that never finished)', ids: { memberId: buyer.id, tradeId: pendingTradeId, tradeRevision: latest!.revision } },
    ]);
    baseline = after.report;
  });

  it('reports an email claim that names no member, and credits that came from nowhere', async () => {
    const ghost = randomUUID();
    await app.store.append(streams.emailClaim('ghost@example.org'), [event('UniqueValueClaimed', { kind: 'email', value: 'ghost@example.org', memberId: ghost })], 'no_stream');
    await app.store.append(
      streams.ledger(owner.id),
      [event('EscrowReceived', { memberId: owner.id, tradeId: declinedTradeId, payerId: buyer.id, amountCents: 700, description: 'x', receivedAt: new Date().toISOString() })],
      'any',
    );
    const { violations } = await newViolations();
    expect(violations.map((violation) => [violation.invariant, violation.ids])).toEqual([
      // Claim streams are stored under a keyed hash of the value (see ClaimNames).
      ['orphan_claim', { stream: expect.stringMatching(/^unique_email-h\./), memberId: ghost }],
      ['trade_payment', { tradeId: declinedTradeId, eventIds: [expect.any(String)] }],
      ['credit_conservation', { inTransitCents: 0 }],
    ]);
    expect(violations[2]!.message).toBe(`balances sum to ${3 * WELCOME_BONUS_CENTS + 700} cents, bonuses + grants − debits to ${3 * WELCOME_BONUS_CENTS}`);
  });

  it('reports read models that disagree with the ledger', async () => {
    expect(await app.projector.caughtUp(await app.store.headPosition())).toBe(true);
    await projectorDbOf(app.database.db).updateTable('member_balances').set({ balance_cents: 1 }).where('member_id', '=', buyer.id).execute();
    const report = await checkReadModels(app.database.db);
    expect(report.mismatches).toContainEqual(expect.objectContaining({ table: 'member_balances', id: buyer.id }));
  });

  it('reports a hold released twice, and a debit past the line without an override but not one with it', async () => {
    const released = (await app.store.readStream(streams.ledger(buyer.id))).find((each) => each.type === 'HoldReleased')!;
    const now = new Date().toISOString();
    await app.store.append(streams.ledger(buyer.id), [event('HoldReleased', released.data as Record<string, unknown>)], 'any');
    // The owner's line is the 5 the buyer's payment earned: a debit of the balance and 20 more goes past it, then one with an override.
    const available = baseline.balances.get(owner.id)!.balanceCents;
    const debit = (amountCents: number) => event('CreditsDebited', { memberId: owner.id, amountCents, reason: 'admin', description: 'Correction', debitedAt: now });
    const past = debit(available + 20_00);
    await app.store.append(
      streams.ledger(owner.id),
      [past, event('CreditLineOverridden', { memberId: owner.id, adminId: randomUUID(), reason: 'Agreed', amountCents: 5_00, overriddenAt: now }), debit(5_00)],
      'any',
    );
    const { violations } = await newViolations();
    expect(violations).toContainEqual(expect.objectContaining({ invariant: 'hold_closed_once', ids: expect.objectContaining({ memberId: buyer.id }) }));
    const pastLine = violations.filter((violation) => violation.invariant === 'negative_balance' && Array.isArray(violation.ids.eventIds));
    expect(pastLine.map((violation) => violation.ids.eventIds)).toEqual([[past.id]]);
  });
});
