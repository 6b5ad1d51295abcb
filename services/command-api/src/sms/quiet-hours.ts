/** Quiet hours as `QUIET_HOURS` gives them (`22-8`: from 22:00 to 08:00), or null for `off`. */
export interface QuietHours {
  from: number;
  to: number;
}

export function parseQuietHours(value: string): QuietHours | null {
  if (value.trim().toLowerCase() === 'off') return null;
  const match = /^\s*(\d{1,2})\s*-\s*(\d{1,2})\s*$/.exec(value);
  if (!match) throw new Error(`QUIET_HOURS must be like 22-8 or off, not ${value}`);
  const [from, to] = [Number(match[1]), Number(match[2])];
  if (from > 23 || to > 23) throw new Error(`QUIET_HOURS must name hours 0–23, not ${value}`);
  return { from, to };
}

/** The hour (0–23) it is at `now` in `timeZone` (an IANA name such as America/Chicago). */
export function hourIn(now: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(now);
  return Number(hour) % 24;
}

/** Whether `now` falls in the quiet hours where the member lives; a window may run past midnight. */
export function isQuiet(quiet: QuietHours | null, now: Date, timeZone: string): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  const hour = hourIn(now, timeZone);
  return quiet.from < quiet.to ? hour >= quiet.from && hour < quiet.to : hour >= quiet.from || hour < quiet.to;
}
