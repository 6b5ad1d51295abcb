import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams, type CommunityLedgerEvent, type LedgerEvent } from '@barteraid/events';
import { toNewEvent } from '../command-handling';
import { openCommandFixture, type CommandFixture } from '../testing/command-fixture';
import { reconcile } from './reconcile';
import { tierLineChanged } from '../testing/ledger-events';

let fixture: CommandFixture;
beforeAll(async () => {
  fixture = await openCommandFixture('reconcile-credit-lines');
});
afterAll(async () => {
  await fixture?.close();
});

const now = '2031-02-03T04:05:06.000Z';
const bonus = (memberId: string): LedgerEvent => ({ type: 'WelcomeBonusGranted', data: { memberId, amountCents: 50_00, grantedAt: now } });
const line = (memberId: string, lineCents: number, previousLineCents: number): LedgerEvent =>
  tierLineChanged(memberId, lineCents, { previousLineCents, tier: 'standard', at: now });
const debit = (memberId: string, amountCents: number): LedgerEvent => ({
  type: 'CreditsDebited',
  data: { memberId, amountCents, reason: 'adjustment', description: 'Correction', debitedAt: now },
});
const overridden = (memberId: string, amountCents: number): LedgerEvent => ({
  type: 'CreditLineOverridden',
  data: { memberId, adminId: randomUUID(), reason: 'Agreed with the member', amountCents, overriddenAt: now },
});
const writtenOff = (memberId: string, amountCents: number): LedgerEvent => ({
  type: 'DebtWrittenOff',
  data: { memberId, amountCents, closing: 'closing-1', writtenOffAt: now },
});
const absorbed = (memberId: string, amountCents: number): CommunityLedgerEvent => ({
  type: 'DebtAbsorbed',
  data: { memberId, amountCents, closing: 'closing-1', absorbedAt: now },
});

async function seed(stream: string, events: Array<LedgerEvent | CommunityLedgerEvent>) {
  await fixture.store.append(stream, events.map((event) => toNewEvent(event, fixture.context)), 'any');
}

describe('reconciliation and the credit line', () => {
  it('names only the member whose spend went past their line then, and counts write-offs to the community account', async () => {
    const [within, past, overrideAllowed, shrunk, closed] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    // 50 + a line of 25: a debit of 70 leaves −20, within the line.
    await seed(streams.ledger(within), [bonus(within), line(within, 25_00, 0), debit(within, 70_00)]);
    // A debit of 90 goes 15 past the line, and no admin said so.
    await seed(streams.ledger(past), [bonus(past), line(past, 25_00, 0), debit(past, 90_00)]);
    // The same debit with an admin's override of those 15.
    await seed(streams.ledger(overrideAllowed), [bonus(overrideAllowed), line(overrideAllowed, 25_00, 0), overridden(overrideAllowed, 15_00), debit(overrideAllowed, 90_00)]);
    // Within the line when spent; the line shrank afterwards, which takes nothing.
    await seed(streams.ledger(shrunk), [bonus(shrunk), line(shrunk, 25_00, 0), debit(shrunk, 70_00), line(shrunk, 0, 25_00)]);
    // Closed owing 20: the community account carries the debt.
    await seed(streams.ledger(closed), [bonus(closed), line(closed, 25_00, 0), debit(closed, 70_00), writtenOff(closed, 20_00)]);
    await seed(streams.communityLedger(), [absorbed(closed, 20_00)]);

    const report = await reconcile(fixture.store);
    expect(report.violations).toEqual([
      expect.objectContaining({ kind: 'past_credit_line', memberId: past, eventType: 'CreditsDebited', amountCents: 90_00, availableCents: 75_00, lineCents: 25_00, overriddenCents: 0 }),
    ]);
  });

  it('reports credits that do not add up when a write-off has no community side', async () => {
    const member = randomUUID();
    await seed(streams.ledger(member), [bonus(member), line(member, 25_00, 0), debit(member, 60_00), writtenOff(member, 10_00)]);

    const report = await reconcile(fixture.store);
    expect(report.violations.filter((violation) => violation.kind === 'credits_not_conserved')).toEqual([
      expect.objectContaining({ kind: 'credits_not_conserved', communityCents: -20_00, inTransitCents: 0 }),
    ]);
    expect(report.violations.filter((violation) => violation.kind === 'past_credit_line').map((violation) => violation.kind === 'past_credit_line' && violation.amountCents)).toEqual([90_00]);
  });
});
