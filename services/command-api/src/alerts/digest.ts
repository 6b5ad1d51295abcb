import { deterministicId, type MemberLanguage } from '@barteraid/events';
import { alertNotices } from '@barteraid/events/messages/alerts-notices';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { renderIn } from '@barteraid/events/messages/language';
import { memberTimeZone, utcOffsetMinutesIn, type Db, type JobQueue } from '@barteraid/infra';
import { commandDbOf, type CommandDb } from '../read-models';
import { greetingIn, inLanguage } from '../mail/languages';
import { renderLetter } from '../mail/letter';
import { addToOutbox, MAIL_QUEUE, type MailJob } from '../mail/outbox';
import { recipientOf } from '../mail/recipient';
import { stopAlertLink, stopAlertToken } from './stop-token';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The member's offset from UTC at `now`, in hours, on their clock (chosen zone, else their ZIP code's, else the site's). */
export const utcOffsetHours = (now: Date, timeZone: string) => utcOffsetMinutesIn(now, timeZone) / 60;

/**
 * The latest moment at or before `now` when a digest of this frequency is due: the member's morning
 * hour today or yesterday (daily), or on the latest Monday (weekly).
 */
export function lastMorning(now: Date, offsetHours: number, hour: number, frequency: 'daily' | 'weekly'): Date {
  const local = new Date(now.getTime() + offsetHours * HOUR);
  let morning = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour) - offsetHours * HOUR;
  if (morning > now.getTime()) morning -= DAY;
  if (frequency === 'weekly') {
    const weekday = new Date(morning + offsetHours * HOUR).getUTCDay();
    morning -= ((weekday + 6) % 7) * DAY;
  }
  return new Date(morning);
}

const write = (language: MemberLanguage, message: MessageData) => renderIn(language, message);

export interface DigestOptions {
  db: Db;
  queue: JobQueue;
  baseUrl: string;
  secret: string;
  /** ALERT_DIGEST_HOUR: the hour of the member's morning the digests go at. */
  hour: number;
  /** TIME_ZONE: the clock of members with neither a chosen zone nor a ZIP code. */
  siteZone: string;
}

/**
 * The daily and weekly digests due now: for each member with such alerts, the listings their alerts
 * reached in the period that ended at their latest morning, in one mail (the `alert_digest` plan),
 * in the language they read, each alert with its one-tap stop link. The row's id follows from the
 * member, the frequency and the period's end, so a second sweep, a restart or a second instance
 * adds nothing. Answers how many mails it added.
 */
export async function sweepDigests(options: DigestOptions, now: Date): Promise<number> {
  const { db, queue } = options;
  const reads = commandDbOf(db);
  // Only members whose alerts reached something in the last week and a day can have a digest due.
  const pending = await reads
    .selectFrom('alert_deliveries')
    .leftJoin('member_areas', 'member_areas.member_id', 'alert_deliveries.member_id')
    .leftJoin('member_time_zones', 'member_time_zones.member_id', 'alert_deliveries.member_id')
    .select(['alert_deliveries.member_id', 'alert_deliveries.channel', 'member_areas.zip', 'member_time_zones.time_zone'])
    .where('alert_deliveries.channel', 'in', ['daily', 'weekly'])
    .where('alert_deliveries.matched_at', '>', new Date(now.getTime() - 8 * DAY))
    .distinct()
    .execute();
  let added = 0;
  for (const { member_id: memberId, channel, zip, time_zone: chosen } of pending) {
    const frequency = channel as 'daily' | 'weekly';
    const zone = memberTimeZone({ chosen, zip }, options.siteZone);
    const end = lastMorning(now, utcOffsetHours(now, zone), options.hour, frequency);
    const start = new Date(end.getTime() - (frequency === 'daily' ? DAY : 7 * DAY));
    const id = deterministicId('alert-digest', memberId, frequency, end.toISOString());
    const exists = await db.selectFrom('mail_outbox').select('id').where('id', '=', id).executeTakeFirst();
    if (exists) continue;
    const mail = await composeAlertDigest(reads, options, memberId, frequency, start, end);
    if (!mail) continue;
    if (await addToOutbox(db, { id, kind: 'alert_digest', memberId, to: mail.to, mail: mail.rendered, causeEventId: id, causePosition: null, sendAfter: end })) added++;
    await queue.add<MailJob>(MAIL_QUEUE, { mailId: id }, { jobId: id });
  }
  return added;
}

async function composeAlertDigest(reads: CommandDb, options: DigestOptions, memberId: string, frequency: 'daily' | 'weekly', start: Date, end: Date) {
  const items = await reads
    .selectFrom('alert_deliveries')
    .innerJoin('saved_alerts', 'saved_alerts.id', 'alert_deliveries.alert_id')
    .select(['alert_deliveries.alert_id', 'alert_deliveries.listing_id', 'alert_deliveries.listing_title', 'alert_deliveries.listing_type'])
    .where('alert_deliveries.member_id', '=', memberId)
    .where('alert_deliveries.channel', '=', frequency)
    .where('alert_deliveries.matched_at', '>=', start)
    .where('alert_deliveries.matched_at', '<', end)
    .orderBy('alert_deliveries.position')
    .execute();
  if (items.length === 0) return null;
  const recipient = await recipientOf(reads, memberId, null, end);
  if (!recipient.reachable) return null;
  const { language } = recipient;
  const link = (path: string) => (language === 'es' ? inLanguage(`${options.baseUrl}${path}`, 'es') : `${options.baseUrl}${path}`);
  const byAlert = new Map<string, typeof items>();
  for (const item of items) byAlert.set(item.alert_id!, [...(byAlert.get(item.alert_id!) ?? []), item]);
  const paragraphs = [write(language, alertNotices.message('digestIntro', { count: items.length }))];
  for (const [alertId, listed] of byAlert) {
    paragraphs.push(
      [
        ...listed.map((item) =>
          write(language, alertNotices.message('digestItem', {
            title: item.listing_title,
            type: write(language, alertNotices.message(item.listing_type === 'offer' ? 'offer' : 'need')),
            url: link(`/listings/${item.listing_id}`),
          })),
        ),
        write(language, alertNotices.message('stopAlert', { url: stopAlertLink(options.baseUrl, stopAlertToken(options.secret, memberId, alertId)) })),
      ].join('\n'),
    );
  }
  const rendered = renderLetter(
    {
      subject: write(language, alertNotices.message(frequency === 'daily' ? 'digestDailySubject' : 'digestWeeklySubject')),
      greeting: greetingIn(language, recipient.firstName),
      paragraphs,
      link: { label: write(language, alertNotices.message('openMarketplace')), url: link('/marketplace') },
      footer: write(language, alertNotices.message('digestFooter')),
    },
    language,
    null,
  );
  return { to: recipient.email, rendered };
}
