import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { grantAdminByEmail } from '@barteraid/command-api/members/grant-admin';
import { tierLineChanged } from '@barteraid/command-api/testing/ledger-events';
import { signedUpMember, startTestApp, type SignedUpMember, type TestApp } from '../support/test-app';
import { postedOffer } from '../support/trades';
import { by, existingStream, given, readModelsAt } from '../support/given';
import { givenTrade } from '../support/given-trades';
import type { ApiClient } from '../support/test-app';
import type { AdminStats } from '@barteraid/events/contracts/admin';
import type { AdminMember } from '@barteraid/events/contracts/admin-member';
import type { StatementEntry, StatementPage } from '@barteraid/events/contracts/statement';

let app: TestApp;
let admin: ApiClient;
let adminId: string;
/** The app's clock: relief lines end by it. */
let clockOffsetMs = 0;

const member = () => signedUpMember(app);


const withLine = (who: SignedUpMember, cents: number, ceiling: number | null = null) => given(app, existingStream(streams.ledger(who.id), tierLineChanged(who.id, cents, { ceilingCents: ceiling })));

/** A verified free-tier member, as an admin's approval of their verification leaves them. */
async function verified(): Promise<SignedUpMember> {
  const who = await signedUpMember(app, { membershipTier: 'free_assistance' });
  await given(
    app,
    by(adminId, existingStream(streams.verification(who.id), {
      type: 'VerificationApproved',
      data: { submissionId: randomUUID(), memberId: who.id, verificationType: 'ebt', by: adminId, reason: null, approvedAt: new Date().toISOString() },
    })),
  );
  return who;
}

async function credits(who: SignedUpMember) {
  const res = await who.client.get('/api/user/credits');
  expect(res.status).toBe(200);
  return res.body as { balance: string; available: string; held: string; creditLine: string; creditLineParts: Record<string, string> };
}

async function postListing(owner: SignedUpMember, credits: string) {
  return postedOffer(owner, { title: 'Hot meals for a family of four', description: 'Cooked every evening this week, pick up at the church hall.', credits });
}

const ledgerTypes = async (who: SignedUpMember) => (await app.store.readStream(streams.ledger(who.id))).map((event) => event.type);

beforeAll(async () => {
  app = await startTestApp({}, { clock: () => new Date(Date.now() + clockOffsetMs) });
  admin = app.client();
  const profile = await admin.signUp();
  adminId = profile.id;
  const granted = await grantAdminByEmail({ store: app.store, actorId: null, correlationId: randomUUID() }, profile.email, 'test');
  await app.projector.caughtUp(granted.position!);
});
afterAll(async () => {
  await app?.stop();
});

describe('spending into a credit line', () => {
  it('answers the line with its parts, refuses a proposal past it with what can be spent, and holds below zero at acceptance', async () => {
    const [cook, buyer] = [await member(), await member()];
    await withLine(buyer, 25_00);
    expect(await credits(buyer)).toMatchObject({ balance: '50.00', held: '0.00', creditLine: '25.00', available: '75.00', creditLineParts: { tier: '25.00', earned: '0.00', relief: '0.00' } });

    const tooDear = await buyer.client.post('/api/trades', { listingId: await postListing(cook, '75.01'), proposedTerms: 'Tonight' });
    expect(tooDear.status).toBe(409);
    expect(tooDear.body).toEqual({ message: 'You can spend up to 75.00 credits right now.', code: 'trades.proposerCannotPay', params: { available: '75.00' } });

    const proposal = await buyer.client.post('/api/trades', { listingId: await postListing(cook, '70.00'), proposedTerms: 'Tonight' });
    expect(proposal.status).toBe(201);
    const accepted = await cook.client.patch(`/api/trades/${proposal.body.id}/status`, { status: 'accepted' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await credits(buyer)).toMatchObject({ balance: '50.00', held: '70.00', available: '5.00' });
  });
});

describe('admin debits and overrides', () => {
  it('refuses a debit past the line, and records an override with the admin, the reason and the amount', async () => {
    const who = await member();
    await withLine(who, 20_00);
    const refused = await admin.post('/api/admin/credits/debit', { userId: who.id, amount: '80.00', reason: 'Duplicate grant' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ledger.insufficientCredits', params: { available: '70.00', needed: '80.00' } });
    const overridden = await admin.post('/api/admin/credits/debit', { userId: who.id, amount: '80.00', reason: 'Duplicate grant', overrideReason: 'Agreed with the member' });
    expect(overridden.status, JSON.stringify(overridden.body)).toBe(201);
    const events = await app.store.readStream(streams.ledger(who.id));
    expect(events.find((event) => event.type === 'CreditLineOverridden')?.data).toMatchObject({ adminId, reason: 'Agreed with the member', amountCents: 10_00 });
    expect(await credits(who)).toMatchObject({ balance: '-30.00', available: '-10.00' });
  });
});

describe('relief lines', () => {
  it('are granted to verified members only, and end by themselves by the clock', async () => {
    const unverified = await member();
    const endsAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    const refused = await admin.post(`/api/admin/members/${unverified.id}/relief-lines`, { amount: '30.00', reason: 'House flooded', endsAt });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Relief lines are for verified members only.');

    const who = await verified();
    const granted = await admin.post(`/api/admin/members/${who.id}/relief-lines`, { amount: '30.00', reason: 'House flooded', endsAt });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    expect((await credits(who)).creditLineParts).toMatchObject({ relief: '30.00' });

    clockOffsetMs = Date.parse(endsAt) - Date.now() - 60_000;
    await app.settlement.applyCreditLineRules();
    expect((await credits(who)).creditLineParts).toMatchObject({ relief: '30.00' });
    clockOffsetMs = Date.parse(endsAt) - Date.now() + 60_000;
    try {
      expect(await app.settlement.applyCreditLineRules()).toMatchObject({ reliefsEnded: 1 });
    } finally {
      clockOffsetMs = 0;
    }
    await readModelsAt(app);
    expect((await credits(who)).creditLineParts).toMatchObject({ relief: '0.00' });
    expect(await ledgerTypes(who)).toContain('ReliefLineEnded');
  });
});

describe('a line that shrinks, and closing with a debt', () => {
  it('takes nothing when the line falls below the debt, refuses spending until back within it, and writes the debt off at closing', async () => {
    const [who, cook] = [await member(), await member()];
    await withLine(who, 40_00);
    const overridden = await admin.post('/api/admin/credits/debit', { userId: who.id, amount: '80.00', reason: 'Meals from the pantry' });
    expect(overridden.status).toBe(201);
    await given(app, existingStream(streams.ledger(who.id), tierLineChanged(who.id, 0, { previousLineCents: 40_00 })));
    expect(await credits(who)).toMatchObject({ balance: '-30.00', creditLine: '0.00', available: '-30.00' });
    const refused = await who.client.post('/api/trades', { listingId: await postListing(cook, '1.00'), proposedTerms: 'Tonight' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ledger.pastCreditLine');

    const closed = await who.client.post('/api/user/close', { password: who.password });
    expect(closed.status, JSON.stringify(closed.body)).toBeLessThan(300);
    const writeOff = (await app.store.readStream(streams.ledger(who.id))).find((event) => event.type === 'DebtWrittenOff');
    expect(writeOff?.data).toMatchObject({ amountCents: 30_00, closing: who.id });
    const community = await app.store.readStream(streams.communityLedger());
    expect(community.some((event) => event.type === 'DebtAbsorbed' && (event.data as { memberId: string }).memberId === who.id)).toBe(true);
  });
});

describe('the ceiling and the earned extension', () => {
  it('refuses an acceptance that would take the payee past their ceiling, naming it', async () => {
    const [cook, buyer] = [await member(), await member()];
    await withLine(cook, 0, 60_00);
    const proposal = await buyer.client.post('/api/trades', { listingId: await postListing(cook, '20.00'), proposedTerms: 'Tonight' });
    expect(proposal.status).toBe(201);
    const refused = await cook.client.patch(`/api/trades/${proposal.body.id}/status`, { status: 'accepted' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This payment would take a balance past the most a balance may hold (60.00 credits).');
  });

  it('adds the step once for repeated trades with one member, nothing for a pair paying each other, and once each around a ring of three', async () => {
    const [ana, ben] = [await member(), await member()];
    const trade = (payer: SignedUpMember, payee: SignedUpMember) =>
      givenTrade(app, { ownerId: payee.id, initiatorId: payer.id, title: 'Soup', creditsCents: 5_00 }, 'completed');
    await trade(ana, ben);
    await trade(ana, ben);
    expect((await credits(ben)).creditLineParts).toMatchObject({ earned: '5.00' });
    await trade(ben, ana);
    expect((await credits(ben)).creditLineParts).toMatchObject({ earned: '0.00' });
    expect((await credits(ana)).creditLineParts).toMatchObject({ earned: '0.00' });

    const [x, y, z] = [await member(), await member(), await member()];
    await trade(x, y);
    await trade(y, z);
    await trade(z, x);
    for (const each of [x, y, z]) expect((await credits(each)).creditLineParts).toMatchObject({ earned: '5.00' });
  });
});

describe('what members and admins see of a line', () => {
  it("shows the line's changes on the statement, its parts and provenance on the admin's page, and the debt in analytics", async () => {
    const before = (await admin.get('/api/admin/stats')).body as AdminStats;
    const [who, cook] = [await verified(), await member()];
    await app.settlement.applyCreditLineRules();
    await readModelsAt(app);
    const endsAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
    expect((await admin.post(`/api/admin/members/${who.id}/relief-lines`, { amount: '30.00', reason: 'House flooded', endsAt })).status).toBe(201);
    expect((await admin.post('/api/admin/credits/debit', { userId: who.id, amount: '90.00', reason: 'Pantry meals' })).status).toBe(201);
    expect((await admin.post('/api/admin/credits/debit', { userId: who.id, amount: '50.00', reason: 'Pantry meals', overrideReason: 'Agreed with the member' })).status).toBe(201);
    await readModelsAt(app);
    // balance 50 − 90 − 50 = −90; line 50 + 30 = 80; 10 past it through the override.
    expect(await credits(who)).toMatchObject({ balance: '-90.00', creditLine: '80.00', available: '-10.00' });

    const statement = (await who.client.get('/api/user/statement')).body as StatementPage;
    const lines = statement.entries.filter((entry) => entry.kind === 'line');
    expect(lines.map((entry) => [entry.description, entry.amount, entry.balanceChange, entry.heldChange, entry.balanceAfter, entry.availableAfter])).toEqual([
      // Written just before the debit it lets through, so it reads the balance before it.
      ['An administrator let 10.00 credits go past your credit line: Agreed with the member', '80.00', '0.00', '0.00', '-40.00', '40.00'],
      ['Relief line granted: line now 80.00', '80.00', '0.00', '0.00', '50.00', '130.00'],
      ['Credit line set by your membership: 50.00', '50.00', '0.00', '0.00', '50.00', '100.00'],
    ]);
    expect(lines[1]!.descriptionMessage).toEqual({ code: 'ledgerLines.lineReliefGranted', params: { line: '80.00' } });
    // Available after each movement counts the line it was made under.
    expect(statement.entries.find((entry) => entry.kind === 'spent' && entry.balanceAfter === '-40.00')).toMatchObject({ availableAfter: '40.00' });
    expect(statement.totals.entries).toBe(statement.entries.length);
    expect((await who.client.get('/api/user/statement?kind=spent')).body.entries.every((entry: StatementEntry) => entry.kind === 'spent')).toBe(true);

    const view = (await admin.get(`/api/admin/members/${who.id}`)).body as AdminMember;
    expect(view.profile).toMatchObject({ balance: '-90.00', available: '-10.00' });
    expect(view.creditLine).toMatchObject({ line: '80.00', parts: { tier: '50.00', earned: '0.00', relief: '30.00' }, ceiling: null });
    expect(view.creditLine.changes.map((change) => [change.reason, change.previousLine, change.line])).toEqual([
      ['relief_granted', '50.00', '80.00'],
      ['tier', '0.00', '50.00'],
    ]);
    const granted = view.creditLine.changes[0]!;
    const stored = (await app.store.readStream(streams.ledger(who.id))).find((event) => event.id === granted.provenance.eventId);
    expect(stored?.type).toBe('CreditLineChanged');
    expect(granted.provenance).toMatchObject({ stream: streams.ledger(who.id), streamRevision: stored!.revision, globalPosition: Number(stored!.position) });
    expect(view.creditLine.reliefLines).toEqual([
      expect.objectContaining({ amount: '30.00', reason: 'House flooded', endsAt, endedAt: null, endedReason: null }),
    ]);
    expect(view.creditLine.overrides).toEqual([expect.objectContaining({ amount: '10.00', reason: 'Agreed with the member' })]);
    expect(view.creditLine.overrides[0]!.admin).not.toBe(adminId);

    // The other member of a trade sees nothing of the line or the balance.
    const proposal = await cook.client.post('/api/trades', { listingId: await postListing(who, '1.00'), proposedTerms: 'Tonight' });
    expect(proposal.status).toBe(201);
    const seen = JSON.stringify((await cook.client.get(`/api/trades/${proposal.body.id}`)).body);
    expect(seen).not.toMatch(/creditLine|balance|available|-90\.00|80\.00/i);
    expect((await who.client.patch(`/api/trades/${proposal.body.id}/status`, { status: 'declined' })).status).toBe(200);

    const after = (await admin.get('/api/admin/stats')).body as AdminStats;
    expect(after.credit.membersBelowZero).toBe(before.credit.membersBelowZero + 1);
    expect(Number(after.credit.totalDebt) - Number(before.credit.totalDebt)).toBeCloseTo(90, 2);
    expect(after.credit.reliefLinesOpen).toBe(before.credit.reliefLinesOpen + 1);
    expect(Number(after.credit.reliefOpenAmount) - Number(before.credit.reliefOpenAmount)).toBeCloseTo(30, 2);

    // Closing writes the debt off, month by month.
    expect((await who.client.post('/api/user/close', { password: who.password })).status).toBeLessThan(300);
    await readModelsAt(app);
    const closed = (await admin.get('/api/admin/stats')).body as AdminStats;
    const month = new Date().toISOString().slice(0, 7);
    const writtenOff = (stats: AdminStats) => stats.credit.writtenOffByMonth.find((row) => row.month === month) ?? { amount: '0.00', accounts: 0 };
    expect(Number(writtenOff(closed).amount) - Number(writtenOff(after).amount)).toBeCloseTo(90, 2);
    expect(writtenOff(closed).accounts).toBe(writtenOff(after).accounts + 1);
    expect(closed.credit.membersBelowZero).toBe(before.credit.membersBelowZero);
  });
});
