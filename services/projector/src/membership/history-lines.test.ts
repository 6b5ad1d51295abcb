import { describe, expect, it } from 'vitest';
import { inEnglish } from '@barteraid/events/messages/registry';
import { inSpanish } from '@barteraid/events/messages/registry-es';
import { historyLine } from './lifecycle';
import { lineOf } from './migrations/0262_membership_history_as_data';

type HistoryEvent = Parameters<typeof historyLine>[0];
const event = (type: string, data: Record<string, unknown>) => ({ type, data: { memberId: 'm', ...data } }) as unknown as HistoryEvent;

const steps: [HistoryEvent, string][] = [
  [event('StandardMembershipRequested', { via: 'registration' }), 'Chose Standard (at registration); waiting for the first payment'],
  [event('MembershipPaymentReceived', { amountCents: 1000, currency: 'usd', invoiceId: 'in_123' }), 'Payment received: 10.00 USD (invoice in_123)'],
  [event('StandardMembershipActivated', { currentPeriodEnd: '2026-12-30T00:00:00.000Z' }), 'Standard active until 2026-12-30, renewing'],
  [event('StandardMembershipCancellationRequested', { endsAt: null }), 'Cancelled by the member; Standard ends on the end of the paid period'],
  [event('StandardMembershipCancellationRequested', { endsAt: '2027-01-15T00:00:00.000Z' }), 'Cancelled by the member; Standard ends on 2027-01-15'],
  [event('TrialGranted', { invitationCode: 'HELP-2026', invitedBy: 'seed', trialExpiresAt: '2027-01-25T00:00:00.000Z' }), 'Guest trial started (code HELP-2026, invited by seed), ends 2027-01-25'],
  [event('TrialReminderSent', { daysBefore: 1 }), 'Reminded that the guest trial ends in 1 day'],
  [event('TrialReminderSent', { daysBefore: 7 }), 'Reminded that the guest trial ends in 7 days'],
  [event('MembershipApplicationApproved', { tier: 'emergency_business' }), 'Application approved: Emergency services business (free)'],
  [event('FreeTierGranted', { tier: 'free_assistance', verificationType: 'ebt', basis: 'registered' }), 'Assistance (free) granted after ebt verification (chosen at registration)'],
  [event('FreeTierOffered', { tier: 'free_assistance', verificationType: 'church' }), 'Assistance (free) offered after church verification'],
];

describe('a membership history line', () => {
  it.each(steps)('reads in English as it always did: %#', (step, english) => {
    expect(inEnglish(historyLine(step))).toBe(english);
  });

  it('stored as English before it was data, gets the same code and parts back (migration 0262)', () => {
    for (const [step, english] of steps) expect(lineOf(english), english).toEqual({ code: historyLine(step).code, params: historyLine(step).params ?? null });
    expect(lineOf('Something an older version wrote')).toEqual({ code: 'membershipHistory.asWritten', params: { summary: 'Something an older version wrote' } });
  });

  it('reads in Spanish, the tier in Spanish words', () => {
    expect(inSpanish(historyLine(steps[8]![0]))).toBe('Solicitud aprobada: Negocio de servicios de emergencia (gratis)');
  });
});
