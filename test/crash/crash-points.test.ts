import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deterministicId, streams } from '@barteraid/events';
import { FAILPOINTS_VARIABLE, FailpointTriggered, InProcessJobQueue, type NewEvent } from '@barteraid/infra';
import { execute, loadStream } from '@barteraid/command-api/command-handling';
import { registerMember } from '@barteraid/command-api/members/register';
import { acceptTrade } from '@barteraid/command-api/trades/trade-commands';
import { tradeDecider } from '@barteraid/command-api/trades/trade';
import { ledgerDecider } from '@barteraid/command-api/credits/ledger';
import { settleTrade } from '@barteraid/command-api/settlement/settle-trade';
import { startSettlement } from '@barteraid/command-api/settlement/settlement';
import { startTrial } from '@barteraid/command-api/membership/trial';
import { invitationDecider } from '@barteraid/command-api/membership/invitation';
import { requestPasswordReset, resetPassword } from '@barteraid/command-api/password-reset/reset';
import { reconcile } from '@barteraid/command-api/reconciliation/reconcile';
import { decideDispute, openDispute } from '@barteraid/command-api/disputes/dispute-commands';
import { disputeDecider } from '@barteraid/command-api/disputes/dispute';
import { builtEntry } from '../support/entry-points';
import { checkInvariants, describeViolations } from '../support/invariants';
import { stepwiseStore } from '@barteraid/command-api/testing/stepwise-store';
import { member, offer, openCommandFixture, registration, trade, type CommandFixture } from '@barteraid/command-api/testing/command-fixture';
import { readModelMigrations } from '@barteraid/projector';

/**
 * Every named failpoint between two writes of a multi-stream command or worker: the step is
 * killed there (a thrown failpoint in this process, or SIGKILL in a child process), the work is
 * restarted (the command retried, the worker or the reconciliation run again), and the
 * invariants of the whole log are checked: no frozen hold, every member with exactly one bonus, no
 * orphan claim, Σ balances = bonuses + grants, every completed trade paid once, no hold on a
 * cancelled or declined trade.
 */
let fixture: CommandFixture;

beforeAll(async () => {
  fixture = await openCommandFixture('crash', { readModelMigrations });
});
afterAll(async () => {
  await fixture?.close();
});
afterEach(() => {
  delete process.env[FAILPOINTS_VARIABLE];
});

async function crashingAt<T>(failpoint: string, step: () => Promise<T>): Promise<void> {
  process.env[FAILPOINTS_VARIABLE] = failpoint;
  try {
    await expect(step()).rejects.toBeInstanceOf(FailpointTriggered);
  } finally {
    delete process.env[FAILPOINTS_VARIABLE];
  }
}

async function expectInvariants() {
  const report = await checkInvariants(fixture.store);
  expect(report.violations, describeViolations(report)).toEqual([]);
  return report;
}

async function ledger(memberId: string) {
  return (await loadStream(fixture.store, streams.ledger(memberId), ledgerDecider)).state;
}

async function parties(creditsCents = 10_00) {
  const [sellerId, buyerId] = [await member(fixture.context), await member(fixture.context)];
  return { sellerId, buyerId, listingId: await offer(fixture.context, sellerId, creditsCents) };
}

describe('atomic commands: a crash inside the append leaves nothing behind (event-store.before-commit)', () => {
  it('registration: no claim without its member, no member without the bonus; the email can be registered again', async () => {
    const person = registration();
    const head = await fixture.store.headPosition();
    await crashingAt('event-store.before-commit', () => registerMember(fixture.context, person));
    expect(await fixture.store.readAll({ after: head })).toEqual([]);
    const again = await registerMember(fixture.context, person);
    expect((await ledger(again.memberId)).balanceCents).toBe(50_00);
    expect((await reconcile(fixture.store, { graceMs: 0 })).repaired).toEqual([]);
    await expectInvariants();
  });

  it('acceptance: no hold without TradeAccepted; accepting again holds once', async () => {
    const deal = await parties();
    const tradeId = await trade(fixture.context, deal);
    await crashingAt('event-store.before-commit', () => acceptTrade(fixture.context, tradeId, deal.sellerId));
    expect(await ledger(deal.buyerId)).toMatchObject({ balanceCents: 50_00, heldCents: 0, holds: [] });
    expect((await loadStream(fixture.store, streams.trade(tradeId), tradeDecider)).state.status).toBe('pending');
    await acceptTrade(fixture.context, tradeId, deal.sellerId);
    expect(await ledger(deal.buyerId)).toMatchObject({ balanceCents: 50_00, heldCents: 10_00 });
    expect((await reconcile(fixture.store, { graceMs: 0 })).repaired).toEqual([]);
    await expectInvariants();
  });

  it('guest trial: no code spent without its trial', async () => {
    const memberId = await member(fixture.context);
    const code = `CRASH-${randomUUID().slice(0, 8).toUpperCase()}`;
    await execute(fixture.context, streams.invitation(code), invitationDecider, { type: 'IssueInvitation', code, issuedBy: memberId, note: null, now: new Date().toISOString() });
    await crashingAt('event-store.before-commit', () => startTrial(fixture.context, memberId, code, new Date().toISOString()));
    expect((await loadStream(fixture.store, streams.invitation(code), invitationDecider)).state.redeemedBy).toBeNull();
    const started = await startTrial(fixture.context, memberId, code, new Date().toISOString());
    expect(started.state.trial).not.toBeNull();
    await expectInvariants();
  });

  it('password reset: the link is not spent unless the password changed', async () => {
    const person = registration();
    await registerMember(fixture.context, person);
    let link = '';
    await requestPasswordReset(fixture.context, person.email, {
      baseUrl: 'http://localhost',
      mailer: { sendPasswordReset: async (mail) => void (link = mail.link) },
    });
    const token = new URL(link).searchParams.get('token')!;
    await crashingAt('event-store.before-commit', () => resetPassword(fixture.context, token, 'a-brand-new-password'));
    // The link still works: it was not marked used by the failed attempt.
    expect(await resetPassword(fixture.context, token, 'a-brand-new-password')).toBeGreaterThan(0);
    await expectInvariants();
  });
});

describe('settlement worker: killed inside or after its one append, or between its writes on a stepwise store, finished by the reconciliation', () => {
  // With multi-stream transactions a settlement is one append: a crash inside it (before COMMIT)
  // leaves nothing, one after it leaves it whole. A store without them writes step by step.
  const steps = [
    { failpoint: 'event-store.before-commit', ending: 'completed' as const, stepwise: false },
    { failpoint: 'event-store.before-commit', ending: 'cancelled' as const, stepwise: false },
    { failpoint: 'settlement.after-trade-settled', ending: 'completed' as const, stepwise: false },
    { failpoint: 'settlement.after-trade-settled', ending: 'cancelled' as const, stepwise: false },
    { failpoint: 'settlement.after-payer-paid', ending: 'completed' as const, stepwise: true },
    { failpoint: 'settlement.after-payee-credited', ending: 'completed' as const, stepwise: true },
    { failpoint: 'settlement.after-trade-settled', ending: 'completed' as const, stepwise: true },
    { failpoint: 'settlement.after-holds-released', ending: 'cancelled' as const, stepwise: true },
  ];
  for (const { failpoint, ending, stepwise } of steps) {
    it(`${failpoint} (${ending} trade${stepwise ? ', stepwise store' : ''})`, async () => {
      const deal = await parties(7_00);
      const tradeId = await trade(fixture.context, deal, ending);
      const context = stepwise ? { ...fixture.context, store: stepwiseStore(fixture.store) } : fixture.context;
      await crashingAt(failpoint, () => settleTrade(context, tradeId));
      // The restart: the reconciliation finds the half-settled trade and finishes it.
      await reconcile(fixture.store, { graceMs: 0 });
      const trade_ = (await loadStream(fixture.store, streams.trade(tradeId), tradeDecider)).state;
      expect(trade_.settled).toBe(true);
      const buyer = await ledger(deal.buyerId);
      expect(buyer).toMatchObject({ heldCents: 0, balanceCents: ending === 'completed' ? 43_00 : 50_00 });
      expect((await ledger(deal.sellerId)).balanceCents).toBe(ending === 'completed' ? 57_00 : 50_00);
      await expectInvariants();
    });
  }

  it('settlement-reactor.before-checkpoint: jobs queued but checkpoint not moved; the restarted reactor queues them again, harmlessly', async () => {
    const deal = await parties(3_00);
    const queue = new InProcessJobQueue();
    process.env[FAILPOINTS_VARIABLE] = 'settlement-reactor.before-checkpoint';
    const first = await startSettlement({ db: fixture.database.db, store: fixture.store, queue, reconcileIntervalMs: 0 });
    const tradeId = await trade(fixture.context, deal, 'completed');
    const deadline = Date.now() + 15_000;
    while (!(await loadStream(fixture.store, streams.trade(tradeId), tradeDecider)).state.settled) {
      if (Date.now() > deadline) throw new Error('the queued job did not settle the trade');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const stuckAt = await first.reactor.checkpoint();
    await first.stop();
    await queue.close();
    delete process.env[FAILPOINTS_VARIABLE];

    const restartedQueue = new InProcessJobQueue();
    const restarted = await startSettlement({ db: fixture.database.db, store: fixture.store, queue: restartedQueue, reconcileIntervalMs: 0 });
    try {
      const head = await fixture.store.headPosition();
      expect(await restarted.reactor.caughtUp(head, 15_000)).toBe(true);
      expect(await restarted.reactor.checkpoint()).toBeGreaterThan(stuckAt);
    } finally {
      await restarted.stop();
      await restartedQueue.close();
    }
    const { recorded } = await loadStream(fixture.store, streams.trade(tradeId), tradeDecider);
    expect(recorded.filter((event) => event.type === 'TradeSettled')).toHaveLength(1);
    await expectInvariants();
  });
});

describe('killed for real in a child process (SIGKILL at the failpoint)', () => {
  function runChild(args: string[], failpoint: string) {
    return new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [builtEntry('test/crash/crash-child.ts'), fixture.testDatabase.url, ...args], {
        env: { ...process.env, [FAILPOINTS_VARIABLE]: `${failpoint}=exit`, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code, signal) => resolve({ code, signal, output }));
    });
  }

  it('a settlement worker dies inside its one append; nothing moved, and the restart pays once', async () => {
    const deal = await parties(9_00);
    const tradeId = await trade(fixture.context, deal, 'completed');
    const died = await runChild(['settle', tradeId], 'event-store.before-commit');
    expect(died.signal, died.output).toBe('SIGKILL');
    expect((await ledger(deal.buyerId)).paidTrades).not.toContain(tradeId);
    expect((await ledger(deal.sellerId)).receivedTrades).not.toContain(tradeId);
    const report = await reconcile(fixture.store, { graceMs: 0 });
    expect(report.repaired).toContainEqual({ kind: 'trade_settled', tradeId, status: 'completed' });
    expect((await ledger(deal.sellerId)).balanceCents).toBe(59_00);
    await expectInvariants();
  });

  it('a stepwise settlement worker dies after paying the payer; the payee is credited once after the restart', async () => {
    const deal = await parties(9_00);
    const tradeId = await trade(fixture.context, deal, 'completed');
    const died = await runChild(['settle-stepwise', tradeId], 'settlement.after-payer-paid');
    expect(died.signal, died.output).toBe('SIGKILL');
    expect((await ledger(deal.buyerId)).paidTrades).toContain(tradeId);
    expect((await ledger(deal.sellerId)).receivedTrades).not.toContain(tradeId);
    const report = await reconcile(fixture.store, { graceMs: 0 });
    expect(report.repaired).toContainEqual({ kind: 'trade_settled', tradeId, status: 'completed' });
    expect((await ledger(deal.sellerId)).balanceCents).toBe(59_00);
    await expectInvariants();
  });

  it('an acceptance dies inside its append transaction; nothing is held', async () => {
    const deal = await parties(4_00);
    const tradeId = await trade(fixture.context, deal);
    const died = await runChild(['accept', tradeId, deal.sellerId], 'event-store.before-commit');
    expect(died.signal, died.output).toBe('SIGKILL');
    expect(await ledger(deal.buyerId)).toMatchObject({ heldCents: 0, holds: [] });
    await acceptTrade(fixture.context, tradeId, deal.sellerId);
    expect((await ledger(deal.buyerId)).heldCents).toBe(4_00);
    await expectInvariants();
  });
});

describe('reconciliation: orphans left by a store without multi-stream transactions, or by older versions', () => {
  const event = (type: string, data: Record<string, unknown>, id: string = randomUUID()): NewEvent => ({
    id,
    type,
    data,
    metadata: { actorId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
  });

  it('releases a frozen hold, an orphan claim and grants a missing bonus, once, even when killed between repairs', async () => {
    const { store } = fixture;
    // A hold whose acceptance never landed, on a trade that was then declined (the measured case).
    const deal = await parties(6_00);
    const tradeId = await trade(fixture.context, deal);
    const { recorded } = await loadStream(store, streams.trade(tradeId), tradeDecider);
    await store.append(streams.ledger(deal.buyerId), [
      event('CreditsHeld', { memberId: deal.buyerId, tradeId, tradeRevision: recorded.at(-1)!.revision, tradeTitle: 'Generator for a weekend', amountCents: 6_00, heldAt: new Date().toISOString() }),
    ], 'any');
    // A claim whose member was never written.
    const ghost = randomUUID();
    const email = `ghost_${ghost.slice(0, 8)}@example.org`;
    await store.append(streams.emailClaim(email), [event('UniqueValueClaimed', { kind: 'email', value: email, memberId: ghost })], 'no_stream');
    // A member without the welcome bonus.
    const person = registration();
    const memberId = randomUUID();
    await store.append(streams.member(memberId), [
      event('MemberRegistered', { memberId, username: person.username, email: person.email, firstName: 'Ann', lastName: 'Lee', passwordHash: 'x', phone: null, location: null, membershipTier: 'standard', registeredAt: new Date().toISOString() }),
    ], 'no_stream');
    for (const kind of ['email', 'username'] as const) {
      const value = kind === 'email' ? person.email : person.username;
      const stream = kind === 'email' ? streams.emailClaim(value) : streams.usernameClaim(value);
      await store.append(stream, [event('UniqueValueClaimed', { kind, value, memberId })], 'no_stream');
    }
    const before = await checkInvariants(store);
    expect(new Set(before.violations.map((violation) => violation.invariant))).toEqual(new Set(['frozen_hold', 'orphan_claim', 'welcome_bonus']));

    await crashingAt('reconciliation.after-repair', () => reconcile(store, { graceMs: 0 }));
    const finished = await reconcile(store, { graceMs: 0 });
    expect(finished.repaired.length).toBeGreaterThanOrEqual(2);
    expect((await reconcile(store, { graceMs: 0 })).repaired).toEqual([]);

    await expectInvariants();
    expect(await ledger(deal.buyerId)).toMatchObject({ balanceCents: 50_00, heldCents: 0 });
    expect((await ledger(memberId)).balanceCents).toBe(50_00);
    const bonuses = (await store.readStream(streams.ledger(memberId))).filter((recordedEvent) => recordedEvent.type === 'WelcomeBonusGranted');
    expect(bonuses.map((bonus) => bonus.id)).toEqual([deterministicId('welcome-bonus', memberId)]);
    // The released email can be registered by a real member now.
    await registerMember(fixture.context, { ...registration(), email });
  });

  it('leaves work younger than the grace period alone', async () => {
    const ghost = randomUUID();
    const email = `young_${ghost.slice(0, 8)}@example.org`;
    await fixture.store.append(streams.emailClaim(email), [event('UniqueValueClaimed', { kind: 'email', value: email, memberId: ghost })], 'no_stream');
    const report = await reconcile(fixture.store, { graceMs: 60_000 });
    expect(report.repaired.filter((repair) => repair.kind === 'claim_released' && repair.value === email)).toEqual([]);
    await reconcile(fixture.store, { graceMs: 0 });
  });
});

describe('disputes: half-written on a store without multi-stream transactions, finished by the reconciliation', () => {
  const reason = 'The generator was never brought to the shelter.';
  const raw = (type: string, data: Record<string, unknown>): NewEvent => ({
    id: randomUUID(),
    type,
    data,
    metadata: { actorId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
  });

  it('settlement.after-hold-reduced: a split killed after reducing the hold pays the payee’s part once after the restart', async () => {
    const deal = await parties(20_00);
    const tradeId = await trade(fixture.context, deal, 'accepted');
    await openDispute(fixture.context, { tradeId, actorId: deal.buyerId, reason, evidence: [] });
    await decideDispute(fixture.context, { tradeId, adminId: deal.sellerId, outcome: 'split', payeeCents: 12_00, payerCents: 8_00, note: '' });
    await crashingAt('settlement.after-hold-reduced', () => settleTrade({ ...fixture.context, store: stepwiseStore(fixture.store) }, tradeId));
    await reconcile(fixture.store, { graceMs: 0 });
    expect((await loadStream(fixture.store, streams.trade(tradeId), tradeDecider)).state).toMatchObject({ settled: true, payoutCents: 12_00 });
    expect(await ledger(deal.buyerId)).toMatchObject({ balanceCents: 38_00, heldCents: 0 });
    expect((await ledger(deal.sellerId)).balanceCents).toBe(62_00);
    await expectInvariants();
  });

  it('freezes the trade of a dispute whose TradeDisputed was never written, and applies a decision that never reached the trade', async () => {
    const deal = await parties(10_00);
    const tradeId = await trade(fixture.context, deal, 'accepted');
    const disputeId = randomUUID();
    const at = new Date().toISOString();
    // Only the dispute's own stream was written.
    await fixture.store.append(streams.dispute(tradeId), [
      raw('DisputeOpened', { disputeId, tradeId, openedBy: deal.buyerId, payerId: deal.buyerId, payeeId: deal.sellerId, listingTitle: 'Generator for a weekend', stage: 'held', amountCents: 10_00, reason, evidence: [], openedAt: at }),
    ], 'no_stream');
    expect((await reconcile(fixture.store, { graceMs: 0 })).repaired).toEqual([{ kind: 'dispute_finished', tradeId, repair: 'trade_frozen' }]);
    expect((await loadStream(fixture.store, streams.trade(tradeId), tradeDecider)).state).toMatchObject({ dispute: { disputeId, open: true } });

    // The decision reached the dispute, not the trade.
    await fixture.store.append(streams.dispute(tradeId), [
      raw('DisputeDecided', { disputeId, tradeId, decidedBy: deal.sellerId, outcome: 'return', payeeCents: 0, payerCents: 10_00, note: '', decidedAt: at }),
    ], 'any');
    expect((await reconcile(fixture.store, { graceMs: 0 })).repaired).toEqual([{ kind: 'dispute_finished', tradeId, repair: 'decision_applied' }]);
    // The next run settles the now cancelled trade: everything back to the payer.
    await reconcile(fixture.store, { graceMs: 0 });
    expect(await ledger(deal.buyerId)).toMatchObject({ balanceCents: 50_00, heldCents: 0 });
    expect((await reconcile(fixture.store, { graceMs: 0 })).repaired).toEqual([]);
    await expectInvariants();
  });

  it('finishes a refund after completion that was decided but not moved, taking and giving once', async () => {
    const deal = await parties(30_00);
    const tradeId = await trade(fixture.context, deal, 'completed');
    await settleTrade(fixture.context, tradeId);
    await openDispute(fixture.context, { tradeId, actorId: deal.buyerId, reason, evidence: [] });
    const { state } = await loadStream(fixture.store, streams.dispute(tradeId), disputeDecider);
    if (state.status !== 'open') throw new Error('no open dispute');
    await fixture.store.append(streams.dispute(tradeId), [
      raw('DisputeDecided', { disputeId: state.facts.disputeId, tradeId, decidedBy: deal.sellerId, outcome: 'split', payeeCents: 10_00, payerCents: 20_00, note: '', decidedAt: new Date().toISOString() }),
    ], 'any');
    expect((await reconcile(fixture.store, { graceMs: 0 })).repaired).toEqual([{ kind: 'dispute_finished', tradeId, repair: 'refund_finished' }]);
    expect((await reconcile(fixture.store, { graceMs: 0 })).repaired).toEqual([]);
    expect((await ledger(deal.buyerId)).balanceCents).toBe(40_00);
    expect((await ledger(deal.sellerId)).balanceCents).toBe(60_00);
    await expectInvariants();
  });
});
