import type { UsTimeZone } from '@barteraid/events';
import { zipPlace } from './zip-codes';

const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';
const MOUNTAIN = 'America/Denver';
const PACIFIC = 'America/Los_Angeles';

/** Each state's zone (where most of its people live); the split states are refined by ZIP prefix below. */
const stateZones: Readonly<Record<string, UsTimeZone>> = {
  AL: CENTRAL, AK: 'America/Anchorage', AZ: 'America/Phoenix', AR: CENTRAL, CA: PACIFIC, CO: MOUNTAIN, CT: EASTERN,
  DE: EASTERN, DC: EASTERN, FL: EASTERN, GA: EASTERN, HI: 'Pacific/Honolulu', ID: MOUNTAIN, IL: CENTRAL, IN: EASTERN,
  IA: CENTRAL, KS: CENTRAL, KY: EASTERN, LA: CENTRAL, ME: EASTERN, MD: EASTERN, MA: EASTERN, MI: EASTERN, MN: CENTRAL,
  MS: CENTRAL, MO: CENTRAL, MT: MOUNTAIN, NE: CENTRAL, NV: PACIFIC, NH: EASTERN, NJ: EASTERN, NM: MOUNTAIN, NY: EASTERN,
  NC: EASTERN, ND: CENTRAL, OH: EASTERN, OK: CENTRAL, OR: PACIFIC, PA: EASTERN, RI: EASTERN, SC: EASTERN, SD: CENTRAL,
  TN: CENTRAL, TX: CENTRAL, UT: MOUNTAIN, VT: EASTERN, VA: EASTERN, WA: PACIFIC, WV: EASTERN, WI: CENTRAL, WY: MOUNTAIN,
  PR: 'America/Puerto_Rico', VI: 'America/Puerto_Rico', GU: 'Pacific/Guam', MP: 'Pacific/Guam', AS: 'Pacific/Honolulu',
  AA: EASTERN, AE: EASTERN, AP: PACIFIC,
};

/**
 * The states split between two zones, by the first three digits of the ZIP code (each prefix is
 * one postal area, drawn along county lines): the Florida panhandle west of the Apalachicola,
 * western Kentucky, East Tennessee, Indiana's corners by Chicago and Evansville, El Paso, the
 * Nebraska panhandle, West River South Dakota, south-west North Dakota, Oregon's Malheur County
 * and the Idaho panhandle. Smaller splits (four Michigan counties on the Wisconsin line, a few
 * Kansas counties on the Colorado line) keep their state's zone: a member there can choose theirs.
 */
const prefixZones: Readonly<Record<string, UsTimeZone>> = {
  '324': CENTRAL, '325': CENTRAL,
  '420': CENTRAL, '421': CENTRAL, '422': CENTRAL, '423': CENTRAL, '424': CENTRAL,
  '373': EASTERN, '374': EASTERN, '376': EASTERN, '377': EASTERN, '378': EASTERN, '379': EASTERN,
  '463': CENTRAL, '464': CENTRAL, '476': CENTRAL, '477': CENTRAL,
  '798': MOUNTAIN, '799': MOUNTAIN, '885': MOUNTAIN,
  '693': MOUNTAIN,
  '577': MOUNTAIN,
  '586': MOUNTAIN,
  '979': MOUNTAIN,
  '835': PACIFIC, '838': PACIFIC,
};

/** The time zone of a US ZIP code, or null when the ZIP table does not know the code. */
export function zipTimeZone(zip: string): UsTimeZone | null {
  const place = zipPlace(zip);
  if (!place) return null;
  return prefixZones[zip.slice(0, 3)] ?? stateZones[place.state] ?? null;
}

/**
 * The zone a member's clock follows: the one they chose in /settings, else their area's ZIP code's,
 * else the site's `TIME_ZONE`. A pin has no ZIP (and a ZIP outside the table no zone): the site's.
 */
export function memberTimeZone(member: { chosen: string | null; zip: string | null }, siteZone: string): string {
  if (member.chosen) return member.chosen;
  return (member.zip ? zipTimeZone(member.zip) : null) ?? siteZone;
}

const partsIn = (now: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(now);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: value('year'), month: value('month'), day: value('day'), hour: value('hour') % 24, minute: value('minute'), second: value('second') };
};

/** How far `timeZone`'s clock is ahead of UTC at `now`, in minutes (negative west of Greenwich; daylight saving included). */
export function utcOffsetMinutesIn(now: Date, timeZone: string): number {
  const local = partsIn(now, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return Math.round((asUtc - Math.floor(now.getTime() / 1000) * 1000) / 60_000);
}

/** The moment the member's day began: midnight at `now` on `timeZone`'s clock. */
export function startOfDayIn(now: Date, timeZone: string): Date {
  const local = partsIn(now, timeZone);
  const midnightAsUtc = Date.UTC(local.year, local.month - 1, local.day);
  // The offset at midnight may differ from now's on a day the clocks change: take midnight's own.
  const guess = midnightAsUtc - utcOffsetMinutesIn(now, timeZone) * 60_000;
  return new Date(midnightAsUtc - utcOffsetMinutesIn(new Date(guess), timeZone) * 60_000);
}
