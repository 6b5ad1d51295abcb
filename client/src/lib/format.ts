import { currentLanguage, currentLocale } from '../i18n';
import { englishCount, englishCredits, englishRelative, type RelativeUnit } from './english-numbers';

/**
 * Numbers, money and dates in the language on screen (`Intl`, the i18n module's locale). Formatters
 * are made once per locale: a long list formats hundreds of amounts.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) cache.set(key, (formatter = make()));
  return formatter;
}

const toNumber = (amount: string | number) => (typeof amount === 'number' ? amount : Number.parseFloat(amount));

/** English is written without `Intl` (why: english-numbers.ts). */
const english = () => currentLanguage() === 'en';

/** One credit is shown as worth one US dollar; two decimals ("12.50"), grouped in Spanish ("1,250.00"). */
export function formatCredits(amount: string | number): string {
  const value = toNumber(amount);
  // English keeps the plain "1250.00" it always showed.
  const plain = english() ? englishCredits(value) : null;
  if (plain !== null) return plain;
  const locale = currentLocale();
  const format = cached(`credits:${locale}`, () =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: currentLanguage() !== 'en' }),
  );
  return format.format(Number.isFinite(value) ? value : 0);
}

export function formatUsd(amount: string | number): string {
  const value = toNumber(amount);
  const locale = currentLocale();
  return cached(`usd:${locale}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })).format(Number.isFinite(value) ? value : 0);
}

/** A whole number (counts, totals) with the locale's grouping. */
export const formatCount = (value: number): string =>
  (english() ? englishCount(value) : null) ?? cached(`count:${currentLocale()}`, () => new Intl.NumberFormat(currentLocale())).format(value);

/** A date and time, medium date and short time unless told otherwise. */
export function formatDateTime(iso: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  return new Date(iso).toLocaleString(currentLocale(), options);
}

/**
 * Makes this locale's number formatters ahead of the first list. The first `Intl` formatter a page
 * makes loads the locale's data (tens of milliseconds on a slow phone); done in a task of its own
 * while the page's data is on its way, it does not lengthen the render that shows that data.
 */
export function warmFormatters(): void {
  if (english()) return; // written without Intl
  formatCredits(0);
  formatCount(0);
}

export function timeAgo(iso: string, now = Date.now()): string {
  const relative = english()
    ? { format: englishRelative }
    : cached(`relative:${currentLocale()}`, () => new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'auto' }));
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const steps: [RelativeUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 30],
    ['month', 12],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return relative.format(value, unit);
    value = Math.round(value / size);
  }
  return relative.format(value, 'year');
}
