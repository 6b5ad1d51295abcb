import { describe, expect, it } from 'vitest';
import { milesBetween, precisionMiles, type LocationEvent, type LocationPrecision } from '@barteraid/events';
import { DeciderSpecification } from '../testing/decider-specification';
import { sample } from '../testing/sample-ids';
import { locationDecider, type LocationCommand } from './location';

const { given } = DeciderSpecification.for(locationDecider);
const memberId = sample.owner;
const { now } = sample;
const houston = { lat: 29.7594, lng: -95.3594 };
const set = (precision: LocationPrecision, point = houston, draws: [number, number] = [0.25, 0.5], zip: string | null = '77002'): LocationCommand => ({
  type: 'SetLocation',
  memberId,
  zip,
  point,
  precision,
  draws,
  now,
});
const only = (events: LocationEvent[]) => events[0]!.data;

describe('location decider', () => {
  it('places the public point at least half the radius and at most the radius from the chosen point, for each precision and any draw', () => {
    for (const precision of ['neighbourhood', 'town', 'area'] as const) {
      for (const draws of [[0, 0], [0.999, 0.999], [0.5, 0.13], [0.77, 0.61]] as [number, number][]) {
        given([]).when(set(precision, houston, draws)).then((events) => {
          const { publicPoint, point } = only(events);
          const miles = milesBetween(point!, publicPoint!);
          expect(miles).toBeGreaterThanOrEqual(precisionMiles[precision] / 2);
          expect(miles).toBeLessThanOrEqual(precisionMiles[precision]);
        });
      }
    }
  });

  it('records the ZIP and the exact point the member chose, with the precision', () => {
    given([]).when(set('area')).thenMatches([{ type: 'MemberLocationSet', data: { memberId, zip: '77002', point: houston, precision: 'area', setAt: now } }]);
  });

  it('keeps the offset drawn for a precision: moving, or switching precision and back, never draws it again', () => {
    const first = given([]).when(set('town', houston, [0.1, 0.2])).then(() => {});
    const dallas = { lat: 32.7831, lng: -96.8067 };
    const moved = given(first).when(set('town', dallas, [0.9, 0.9], '75201')).then(() => {});
    expect(only(moved).offset).toEqual(only(first).offset);
    const wider = given([...first, ...moved]).when(set('area', dallas, [0.9, 0.9], '75201')).then(() => {});
    expect(only(wider).offset).not.toEqual(only(first).offset);
    const back = given([...first, ...moved, ...wider]).when(set('town', houston, [0.5, 0.5])).then(() => {});
    expect(only(back).publicPoint).toEqual(only(first).publicPoint);
  });

  it('records nothing when the same place and precision are chosen again', () => {
    const first = given([]).when(set('town')).then(() => {});
    given(first).when(set('town', houston, [0.7, 0.7])).thenNothingHappened();
  });

  it('a pin has no ZIP', () => {
    given([]).when(set('neighbourhood', { lat: 29.76, lng: -95.37 }, [0.3, 0.3], null)).thenMatches([{ data: { zip: null, point: { lat: 29.76, lng: -95.37 } } }]);
  });

  it('after the account closed (every place reads as erased) there is no place, and a new one draws a new offset', () => {
    const erased: LocationEvent = { type: 'MemberLocationSet', data: { memberId, zip: null, point: null, precision: 'town', offset: null, publicPoint: null, setAt: now } };
    expect(given([erased]).state).toEqual({ place: null, offsets: {} });
  });
});
