import { describe, expect, it } from 'vitest';
import { MAX_ALERTS, type SavedAlertEvent } from '@barteraid/events';
import { DeciderSpecification } from '../testing/decider-specification';
import { sample } from '../testing/sample-ids';
import { savedAlertsDecider, type SavedAlertTerms } from './saved-alerts';
import { parseAlertBody, parseHelperBody } from './alert-body';

const { given } = DeciderSpecification.for(savedAlertsDecider);
const memberId = sample.owner;
const terms: SavedAlertTerms = { criteria: { query: 'generator', category: null, type: 'offer', urgentOnly: false, radiusMiles: 10 }, frequency: 'instant' };
const alertId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const saved = (n: number): SavedAlertEvent => ({ type: 'AlertSaved', data: { memberId, alertId: alertId(n), ...terms, savedAt: sample.now } });
const save = (n: number) => ({ type: 'SaveAlert' as const, memberId, alertId: alertId(n), terms, now: sample.now });

describe('saved alerts decider', () => {
  it('saves an alert once: the same request again writes nothing', () => {
    given([]).when(save(1)).then([saved(1)]);
    given([saved(1)]).when(save(1)).thenNothingHappened();
  });

  it(`keeps at most ${MAX_ALERTS} alerts; stopping one makes room`, () => {
    const full = Array.from({ length: MAX_ALERTS }, (_, index) => saved(index + 1));
    given(full).when(save(99)).thenRejects('conflict', { code: 'alerts.tooMany', params: { max: MAX_ALERTS } });
    const stopped: SavedAlertEvent = { type: 'AlertDeleted', data: { memberId, alertId: alertId(1), by: 'member', deletedAt: sample.later } };
    given([...full, stopped]).when(save(99)).then([saved(99)]);
  });

  it('stops an alert once; a second tap on the link is done, an unknown alert is not found', () => {
    const stop = { type: 'DeleteAlert' as const, memberId, alertId: alertId(1), by: 'link' as const, now: sample.later };
    const stopped: SavedAlertEvent = { type: 'AlertDeleted', data: { memberId, alertId: alertId(1), by: 'link', deletedAt: sample.later } };
    given([saved(1)]).when(stop).then([stopped]);
    given([saved(1), stopped]).when(stop).thenNothingHappened();
    given([]).when(stop).thenRejects('not_found', { code: 'alerts.notFound' });
    // A retried save of a stopped alert does not bring it back.
    given([saved(1), stopped]).when(save(1)).thenNothingHappened();
  });

  it('changes an alert only when its terms change', () => {
    const change = (frequency: 'instant' | 'daily') => ({ type: 'ChangeAlert' as const, memberId, alertId: alertId(1), terms: { ...terms, frequency }, now: sample.later });
    given([saved(1)]).when(change('instant')).thenNothingHappened();
    given([saved(1)]).when(change('daily')).then([{ type: 'AlertChanged', data: { memberId, alertId: alertId(1), criteria: terms.criteria, frequency: 'daily', changedAt: sample.later } }]);
  });

  it('lets only verified members opt in as helpers', () => {
    const opt = (verified: boolean, withinMiles: number | null) => ({ type: 'SetHelperAlerts' as const, memberId, withinMiles, verified, now: sample.now });
    given([]).when(opt(false, 10)).thenRejects('forbidden', { code: 'alerts.helperNotVerified' });
    given([]).when(opt(true, 10)).then([{ type: 'HelperAlertsChanged', data: { memberId, withinMiles: 10, changedAt: sample.now } }]);
    // Turning it off needs no verification.
    given([{ type: 'HelperAlertsChanged', data: { memberId, withinMiles: 10, changedAt: sample.now } }]).when(opt(false, null)).then([
      { type: 'HelperAlertsChanged', data: { memberId, withinMiles: null, changedAt: sample.now } },
    ]);
  });
});

describe('reading an alert', () => {
  const refusal = (body: unknown) => {
    try {
      parseAlertBody(body);
    } catch (error) {
      const { status, data, details } = error as { status: number; data: { code: string }; details: { field: string } };
      return { status, code: data.code, field: details.field };
    }
    throw new Error('accepted');
  };

  it('takes the marketplace filters as they are sent ("all" is no filter)', () => {
    expect(parseAlertBody({ query: ' generador ', category: 'all', type: 'offer', radiusMiles: 10, frequency: 'daily' })).toEqual({
      criteria: { query: 'generador', category: null, type: 'offer', urgentOnly: false, radiusMiles: 10 },
      frequency: 'daily',
    });
  });

  it('refuses every bad field with its field and code', () => {
    expect(refusal([])).toEqual({ status: 400, code: 'alerts.body', field: 'request' });
    expect(refusal({ query: 'x', frequency: 'hourly' })).toEqual({ status: 400, code: 'alerts.frequency', field: 'frequency' });
    expect(refusal({ query: 'x', frequency: 'daily', colour: 'red' })).toEqual({ status: 400, code: 'alerts.unknownField', field: 'colour' });
    expect(refusal({ query: 'x'.repeat(201), frequency: 'daily' })).toEqual({ status: 400, code: 'alerts.query', field: 'query' });
    expect(refusal({ query: 7, frequency: 'daily' })).toEqual({ status: 400, code: 'alerts.query', field: 'query' });
    expect(refusal({ category: 'toys', frequency: 'daily' })).toEqual({ status: 400, code: 'alerts.category', field: 'category' });
    expect(refusal({ type: 'gift', frequency: 'daily' })).toEqual({ status: 400, code: 'alerts.type', field: 'type' });
    expect(refusal({ urgentOnly: 'yes', frequency: 'daily' })).toEqual({ status: 400, code: 'alerts.urgentOnly', field: 'urgentOnly' });
    expect(refusal({ radiusMiles: 0, frequency: 'daily' })).toEqual({ status: 400, code: 'alerts.radius', field: 'radiusMiles' });
    expect(refusal({ radiusMiles: 2.5, frequency: 'daily' })).toEqual({ status: 400, code: 'alerts.radius', field: 'radiusMiles' });
    expect(refusal({ frequency: 'daily' })).toEqual({ status: 400, code: 'alerts.nothingToWatch', field: 'query' });
    expect(() => parseHelperBody({ withinMiles: 101 })).toThrow();
    expect(parseHelperBody({ withinMiles: null })).toBeNull();
  });
});
