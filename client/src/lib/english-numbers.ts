/**
 * English amounts, counts and relative times written without `Intl`. The first number or time
 * formatter a page makes loads the locale's data: 15-45 ms in Chromium on a desktop, four times that
 * on a phone, the longest single task of the marketplace's load. English forms are simple enough to
 * write here; test/unit/english-numbers.test.ts holds each to what `Intl` writes for en-US. Each
 * answers null where it does not apply, and the caller uses `Intl`.
 */

/** Beyond this a double no longer holds every cent; no amount or count here comes near it. */
const PLAIN_LIMIT = 1e15;

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * "1250.00": two decimals, not grouped. Only for whole cents (all the API sends): `toFixed` and
 * `Intl` round finer amounts differently. Minus zero is written "0.00".
 */
export function englishCredits(value: number): string | null {
  const cents = value * 100;
  if (!(Math.abs(value) < PLAIN_LIMIT) || Math.abs(cents - Math.round(cents)) > 1e-6) return null;
  return value.toFixed(2);
}

/** "12,345": a whole number, grouped by thousands. */
export function englishCount(value: number): string | null {
  if (!Number.isInteger(value) || !(Math.abs(value) < PLAIN_LIMIT)) return null;
  return (value < 0 ? '-' : '') + grouped(String(Math.abs(value)));
}

/** The units a relative time is written in. */
export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/** What `Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })` writes for the nearest steps. */
const NEIGHBOURS: Record<RelativeUnit, Record<string, string>> = {
  second: { '0': 'now' },
  minute: { '0': 'this minute' },
  hour: { '0': 'this hour' },
  day: { '-1': 'yesterday', '0': 'today', '1': 'tomorrow' },
  month: { '-1': 'last month', '0': 'this month', '1': 'next month' },
  year: { '-1': 'last year', '0': 'this year', '1': 'next year' },
};

/** "3 days ago", "in 1 hour", "yesterday": a whole number of a unit, as `numeric: 'auto'` writes it. */
export function englishRelative(value: number, unit: RelativeUnit): string {
  const named = NEIGHBOURS[unit][String(value === 0 ? 0 : value)];
  if (named) return named;
  const size = Math.abs(value);
  const amount = `${englishCount(size) ?? String(size)} ${unit}${size === 1 ? '' : 's'}`;
  return value < 0 ? `${amount} ago` : `in ${amount}`;
}
