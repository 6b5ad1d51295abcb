import { serverDateParts, serverWordParts, serverWords, type ServerWordKind } from '@barteraid/events/contracts/server-messages';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A day or a moment as the server writes it (`2026-11-30`, `2026-11-30 14:00 UTC`, `November 30, 2026`); null for anything else. */
export function serverMoment(value: string): { at: Date; withTime: boolean; saysUtc: boolean } | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?( UTC)?$/.exec(value);
  if (iso) {
    const [, year, month, day, hour, minute, utc] = iso;
    const at = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour ?? 0), Number(minute ?? 0)));
    // Date.UTC carries 2026-13-45 over into 2027; a day that does not exist is not a date.
    const real = at.getUTCMonth() === Number(month) - 1 && at.getUTCDate() === Number(day) && at.getUTCHours() === Number(hour ?? 0);
    return real ? { at, withTime: hour !== undefined, saysUtc: Boolean(utc) } : null;
  }
  const written = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(value);
  const month = written ? MONTHS.indexOf(written[1]!) : -1;
  if (!written || month < 0) return null;
  return { at: new Date(Date.UTC(Number(written[3]), month, Number(written[2]))), withTime: false, saysUtc: false };
}

/** The key of a word the server wrote, or null when it is not one of that kind's words. */
function wordKey(kind: ServerWordKind, value: string): string | null {
  const entry = Object.entries(serverWords[kind]).find(([, word]) => word === value);
  return entry ? entry[0] : null;
}

/**
 * The varying parts of a server text, for a reader of another language: a tier or a kind of
 * verification in their words, a day or a moment in their locale's way (still in UTC, as the
 * server meant it). Names, titles, amounts and reasons written by people stay as they are.
 */
export function localizedServerValues(
  values: Record<string, string>,
  locale: string,
  word: (kind: ServerWordKind, key: string) => string,
): Record<string, string> {
  const localized: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const kind = serverWordParts[name];
    const key = kind ? wordKey(kind, value) : null;
    const moment = serverDateParts.has(name) ? serverMoment(value) : null;
    if (kind && key) localized[name] = word(kind, key);
    else if (moment) {
      const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', ...(moment.withTime ? { timeStyle: 'short' } : {}), timeZone: 'UTC' });
      localized[name] = `${format.format(moment.at)}${moment.saysUtc ? ' UTC' : ''}`;
    } else localized[name] = value;
  }
  return localized;
}
