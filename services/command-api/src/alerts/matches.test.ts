import { describe, expect, it } from 'vitest';
import { HELPER_ALERTS_PER_DAY, type AlertMatchEvent, type HelperAlertEvent } from '@barteraid/events';
import { DeciderSpecification } from '../testing/decider-specification';
import { sample } from '../testing/sample-ids';
import { helperAlertsDecider, listingMatchesDecider, type ListingFacts } from './matches';
import { lastMorning, utcOffsetHours } from './digest';

const listing: ListingFacts = { listingId: sample.listingId, ownerId: sample.owner, title: 'Portable generator', type: 'offer', urgent: false };
const causeEventId = sample.firstId;
const alertA = { alertId: '00000000-0000-4000-8000-00000000000a', memberId: sample.initiator, frequency: 'instant' as const };
const alertB = { alertId: '00000000-0000-4000-8000-00000000000b', memberId: sample.stranger, frequency: 'daily' as const };
const record = (matches: (typeof alertA | typeof alertB)[], helpers: string[] = []) => ({ type: 'RecordMatches' as const, listing, causeEventId, matches, helpers, now: sample.now });
const matched = (matches: (typeof alertA | typeof alertB)[], helpers: string[] = []): AlertMatchEvent => ({
  type: 'ListingAlertsMatched',
  data: { ...listing, causeEventId, matches, helpers, matchedAt: sample.now },
});

describe('listing matches decider', () => {
  const { given } = DeciderSpecification.for(listingMatchesDecider);

  it('reaches each alert once, ever: a revision matching again tells only the new alerts', () => {
    given([]).when(record([alertA])).then([matched([alertA])]);
    given([matched([alertA])]).when(record([alertA, alertB])).then([matched([alertB])]);
    given([matched([alertA, alertB])]).when(record([alertA, alertB])).thenNothingHappened();
  });

  it("never tells the owner of their own listing", () => {
    given([]).when(record([{ ...alertA, memberId: sample.owner }], [sample.owner])).thenNothingHappened();
  });
});

describe('helper alerts decider', () => {
  const { given } = DeciderSpecification.for(helperAlertsDecider);
  const listingN = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const alerted = (n: number, at = sample.now): HelperAlertEvent => ({
    type: 'HelperAlerted',
    data: { memberId: sample.stranger, listingId: listingN(n), day: at.slice(0, 10), alertedAt: at },
  });
  const alert = (n: number, now = sample.now) => ({ type: 'AlertHelper' as const, memberId: sample.stranger, listingId: listingN(n), now });

  it(`tells a helper of at most ${HELPER_ALERTS_PER_DAY} urgent needs a day, each once`, () => {
    const today = Array.from({ length: HELPER_ALERTS_PER_DAY }, (_, index) => alerted(index + 1));
    given(today.slice(0, -1)).when(alert(HELPER_ALERTS_PER_DAY)).then([alerted(HELPER_ALERTS_PER_DAY)]);
    given(today).when(alert(99)).thenNothingHappened();
    given([alerted(1)]).when(alert(1)).thenNothingHappened();
    // The next day counts afresh.
    given(today).when(alert(99, sample.later)).then([alerted(99, sample.later)]);
  });
});

describe("a digest's morning", () => {
  it("is the member's morning hour on their clock, today's once it has passed", () => {
    // Houston in November: UTC-6, so 8:00 there is 14:00 UTC; in July, daylight saving: UTC-5.
    expect(utcOffsetHours(new Date('2026-11-21T15:00:00Z'), 'America/Chicago')).toBe(-6);
    expect(utcOffsetHours(new Date('2026-07-21T15:00:00Z'), 'America/Chicago')).toBe(-5);
    expect(lastMorning(new Date('2026-11-21T15:00:00Z'), -6, 8, 'daily').toISOString()).toBe('2026-11-21T14:00:00.000Z');
    expect(lastMorning(new Date('2026-11-21T13:59:00Z'), -6, 8, 'daily').toISOString()).toBe('2026-11-20T14:00:00.000Z');
    // 2026-11-21 is a Saturday: the weekly digest's morning is Monday the 16th.
    expect(lastMorning(new Date('2026-11-21T15:00:00Z'), -6, 8, 'weekly').toISOString()).toBe('2026-11-16T14:00:00.000Z');
  });
});
