import { describe, expect, it } from 'vitest';
import { memberTimeZone, startOfDayIn, utcOffsetMinutesIn, zipTimeZone } from './time-zones';

describe("a member's time zone", () => {
  it('given a ZIP code, when no zone was chosen, then the zone is the ZIP code’s state’s', () => {
    expect(memberTimeZone({ chosen: null, zip: '90012' }, 'UTC')).toBe('America/Los_Angeles');
    expect(memberTimeZone({ chosen: null, zip: '10001' }, 'UTC')).toBe('America/New_York');
    expect(memberTimeZone({ chosen: null, zip: '77002' }, 'UTC')).toBe('America/Chicago');
    expect(memberTimeZone({ chosen: null, zip: '85004' }, 'UTC')).toBe('America/Phoenix');
    expect(memberTimeZone({ chosen: null, zip: '96813' }, 'UTC')).toBe('Pacific/Honolulu');
  });

  it('given a ZIP code in a split state, then the zone follows its part of the state', () => {
    expect(zipTimeZone('32501')).toBe('America/Chicago'); // Pensacola, Florida panhandle
    expect(zipTimeZone('32301')).toBe('America/New_York'); // Tallahassee
    expect(zipTimeZone('79901')).toBe('America/Denver'); // El Paso
    expect(zipTimeZone('37902')).toBe('America/New_York'); // Knoxville
    expect(zipTimeZone('37203')).toBe('America/Chicago'); // Nashville
    expect(zipTimeZone('42001')).toBe('America/Chicago'); // Paducah
    expect(zipTimeZone('40202')).toBe('America/New_York'); // Louisville
    expect(zipTimeZone('46402')).toBe('America/Chicago'); // Gary
    expect(zipTimeZone('83814')).toBe('America/Los_Angeles'); // Coeur d'Alene
    expect(zipTimeZone('83702')).toBe('America/Denver'); // Boise
  });

  it('given a chosen zone, then it wins over the ZIP code; given neither, or a pin, then the site’s', () => {
    expect(memberTimeZone({ chosen: 'America/Denver', zip: '90012' }, 'UTC')).toBe('America/Denver');
    expect(memberTimeZone({ chosen: null, zip: null }, 'America/Chicago')).toBe('America/Chicago');
    expect(memberTimeZone({ chosen: null, zip: '00000' }, 'America/Chicago')).toBe('America/Chicago');
  });

  it('given a moment, then the offset includes daylight saving', () => {
    expect(utcOffsetMinutesIn(new Date('2026-07-01T12:00:00Z'), 'America/Los_Angeles')).toBe(-7 * 60);
    expect(utcOffsetMinutesIn(new Date('2026-12-01T12:00:00Z'), 'America/Los_Angeles')).toBe(-8 * 60);
    expect(utcOffsetMinutesIn(new Date('2026-07-01T12:00:00Z'), 'America/Phoenix')).toBe(-7 * 60);
  });

  it('given a moment, then the member’s day began at their midnight, also on a day the clocks change', () => {
    expect(startOfDayIn(new Date('2026-11-27T06:30:00Z'), 'America/Los_Angeles').toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(startOfDayIn(new Date('2026-11-27T06:30:00Z'), 'America/New_York').toISOString()).toBe('2026-11-27T05:00:00.000Z');
    // 8 March 2026: New York springs forward at 02:00; the day began at 05:00 UTC (still standard time).
    expect(startOfDayIn(new Date('2026-03-08T20:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
  });
});
