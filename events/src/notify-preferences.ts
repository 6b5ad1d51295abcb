import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { mailKind, type MailKind } from './mail';

/**
 * The US time zones a member may choose in /settings, east to west, and the only ones a ZIP code
 * maps to (Indiana and Idaho's own IANA names keep the same clocks as New York and Denver today).
 */
export const usTimeZones = [
  'America/Puerto_Rico',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Pacific/Guam',
] as const;
export type UsTimeZone = (typeof usTimeZones)[number];
export const isUsTimeZone = (zone: string): zone is UsTimeZone => (usTimeZones as readonly string[]).includes(zone);

/** The kinds of notification that go by SMS (those that need the member's answer); every kind may go by push. */
export const textedKinds: readonly MailKind[] = ['trades', 'disputes'];

/** The channels a notification leaves the site by, besides the bell. */
export const notifyChannels = ['email', 'push', 'sms'] as const;
export type NotifyChannel = (typeof notifyChannels)[number];
export const notifyChannel = z.enum(notifyChannels);
/** The channels this stream records; email keeps its own event (`MailPreferenceChanged`), as before. */
export const offSiteChannel = z.enum(['push', 'sms']);

/**
 * A member chose the time zone their quiet hours, their texts' day and their digests' morning
 * follow (an IANA name of a US zone), or null: from their area's ZIP code, else the site's.
 * Stream `notify_preferences-<memberId>`.
 */
export const MemberTimeZoneChosen = defineEvent(
  'MemberTimeZoneChosen',
  1,
  z.object({
    memberId: z.string().uuid(),
    timeZone: z.string().min(1).max(64).nullable(),
    chosenAt: z.string(),
  }),
);

/**
 * A member turned one kind of notification on or off for push or SMS in /settings (the same kinds
 * as mail). Every kind is on until turned off. Stream `notify_preferences-<memberId>`.
 */
export const NotifyChannelChanged = defineEvent(
  'NotifyChannelChanged',
  1,
  z.object({
    memberId: z.string().uuid(),
    kind: mailKind,
    channel: offSiteChannel,
    enabled: z.boolean(),
    changedAt: z.string(),
  }),
);

export type NotifyPreferencesEvent = EventOf<typeof MemberTimeZoneChosen> | EventOf<typeof NotifyChannelChanged>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const notifyPreferencesEvents = [MemberTimeZoneChosen, NotifyChannelChanged] as const;
