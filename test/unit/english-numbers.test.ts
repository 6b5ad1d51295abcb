import { describe, expect, it } from 'vitest';
import { englishCount, englishCredits, englishRelative, type RelativeUnit } from '../../client/src/lib/english-numbers';

/** English is written without `Intl` on the page; each form must be what `Intl` writes for en-US. */
describe('English numbers and times, written without Intl', () => {
  const credits = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  const count = new Intl.NumberFormat('en-US');
  const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

  it('writes amounts in whole cents as Intl does, and leaves finer ones to Intl', () => {
    for (const sent of ['0.00', '0.01', '0.29', '1.00', '2.35', '9.99', '12.50', '99.99', '1250.00', '1234567.89', '-3.00', '-12.50', '99999999999.99']) {
      expect(englishCredits(Number(sent))).toBe(credits.format(Number(sent)));
    }
    expect(englishCredits(0.1 + 0.2)).toBe('0.30');
    // Finer than a cent, toFixed and Intl round differently (2.355 is 2.35 to one, 2.36 to the other).
    for (const finer of [2.355, 2.345, 9.995, 0.001]) expect(englishCredits(finer)).toBeNull();
    for (const odd of [Number.NaN, Number.POSITIVE_INFINITY, 1e21]) expect(englishCredits(odd)).toBeNull();
    expect(englishCredits(-0)).toBe('0.00');
  });

  it('writes whole counts as Intl does, and leaves the rest to Intl', () => {
    for (const value of [0, 7, 999, 1000, 12345, 999999, 1000000, 123456789012, -1, -1000, -1234567]) {
      expect(englishCount(value)).toBe(count.format(value));
    }
    for (const odd of [2.5, Number.NaN, 1e21]) expect(englishCount(odd)).toBeNull();
  });

  it('writes how long ago and how soon as Intl does, in every unit', () => {
    const units: RelativeUnit[] = ['second', 'minute', 'hour', 'day', 'month', 'year'];
    for (const unit of units) {
      for (let value = -70; value <= 70; value++) expect(englishRelative(value, unit), `${value} ${unit}`).toBe(relative.format(value, unit));
      for (const value of [-1234, 1234, -0]) expect(englishRelative(value, unit), `${value} ${unit}`).toBe(relative.format(value, unit));
    }
  });
});
