import type { ParamFormatter, TextsByCode } from './render';

/** The languages messages are written in, and the locale each formats dates with. */
export const messageLanguages = ['en', 'es'] as const;
export type MessageLanguage = (typeof messageLanguages)[number];
export const messageLocales: Record<MessageLanguage, string> = { en: 'en-US', es: 'es-US' };

/**
 * Which parts hold what, by the part's name, the same in every catalogue: a day (`2026-11-30`), a
 * moment (an ISO timestamp, written in UTC, the template saying "UTC"), or one of the server's own
 * words (a tier, a kind of verification: the enum value, looked up in `words.ts`). Every other part
 * — names, titles, amounts as two-decimal strings, reasons people wrote — is written as it came.
 */
export const dayParams: ReadonlySet<string> = new Set(['date']);
export const momentParams: ReadonlySet<string> = new Set(['due', 'at']);
/** A day English writes as the API always answered it, `2026-11-30` (other languages: their long form). */
export const isoDayParams: ReadonlySet<string> = new Set(['on']);
/** A moment every language writes in its long form, English too ("November 30, 2026 at 9:30 AM"). */
export const longMomentParams: ReadonlySet<string> = new Set(['until']);
export const wordParams: Readonly<Record<string, string>> = {
  tier: 'tier',
  type: 'verificationType',
  status: 'status',
  tierName: 'membershipHistoryTier',
  membershipTier: 'membershipMailTier',
};
/** An amount of credits as two decimals ("1250.00"), which English writes as it came and other languages group ("1,250.00"). */
export const creditParams: ReadonlySet<string> = new Set(['credits']);
/** A payment, two decimals and its currency ("10.00 USD"): English as it came, other languages in their currency form. */
export const paymentParams: ReadonlySet<string> = new Set(['payment']);
/**
 * A moment a mail names (an ISO timestamp): English writes it as mail always has, an HTTP date
 * ("Tue, 03 Mar 2026 14:05:09 GMT"), other languages in their long form with the zone.
 */
export const mailMomentParams: ReadonlySet<string> = new Set(['expires', 'changed']);

/**
 * How `language` writes a part's value. English keeps the forms the API has always answered
 * ("November 30, 2026", "2026-11-30 09:30"); other languages use their locale's long forms.
 */
export function paramFormatter(language: MessageLanguage, words: TextsByCode): ParamFormatter {
  const locale = messageLocales[language];
  // Made on first use: the first formatter a page makes loads the locale's data (15-45 ms in a
  // browser, four times that on a phone), and the registry is built when its module loads.
  const day = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }));
  const moment = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }));
  const number = once(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  const mailMoment = once(
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }),
  );
  return (name, value) => {
    const text = String(value);
    const kind = wordParams[name];
    if (kind) return words.get(`${kind}.${text}`) ?? text;
    if (language === 'en' && (creditParams.has(name) || paymentParams.has(name))) return text;
    if (creditParams.has(name)) return Number.isFinite(Number(text)) ? number().format(Number(text)) : text;
    if (paymentParams.has(name)) return inCurrency(locale, text);
    if (mailMomentParams.has(name)) {
      const at = new Date(text);
      if (Number.isNaN(at.getTime())) return text;
      return language === 'en' ? at.toUTCString() : mailMoment().format(at);
    }
    const dated = dayParams.has(name) || momentParams.has(name) || isoDayParams.has(name) || longMomentParams.has(name);
    const at = dated ? new Date(text) : null;
    if (!at || Number.isNaN(at.getTime())) return text;
    if (dayParams.has(name)) return day().format(at);
    if (isoDayParams.has(name)) return language === 'en' ? text : day().format(at);
    if (longMomentParams.has(name)) return moment().format(at);
    return language === 'en' ? at.toISOString().slice(0, 16).replace('T', ' ') : moment().format(at);
  };
}

/** `make()` on the first call, its answer on every later one. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** "10.00 USD" in a locale's currency form; anything else as it came. */
function inCurrency(locale: string, text: string): string {
  const [amount, currency] = text.split(' ');
  if (!amount || !currency || !Number.isFinite(Number(amount))) return text;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return text; // not a currency Intl knows
  }
}
