import { randomInt } from 'node:crypto';
import type { MemberLanguage } from '@barteraid/events';
import { smsMessages } from '@barteraid/events/messages/sms';
import { renderIn } from '@barteraid/events/messages/language';
import type { MessageParams } from '@barteraid/events/messages/catalogue';
import { startOfDayIn, type Db, type EventStore } from '@barteraid/infra';
import { commandDbOf } from '../read-models';
import { notifyKindOf } from '../notify-preferences/kinds';
import { memberReach } from '../notify-preferences/reach';
import { smsId } from '../phone/sms-outbox';
import { isQuiet, type QuietHours } from './quiet-hours';
import type { RegisteredReplies } from './registered-replies';

/** A notification older than this is not texted any more (after an outage, say): the bell and mail still have it. */
export const SMS_WINDOW_MS = 24 * 3600_000;
/** A reply code works this long at most (and only while its subject stays as it was). */
export const REPLY_CODE_LIFETIME_MS = 72 * 3600_000;

export interface LadderRules {
  /** NOTIFY_SMS_AFTER_SECONDS */
  afterSeconds: number;
  quietHours: QuietHours | null;
  /** The site's TIME_ZONE, for members with neither a chosen zone nor a ZIP code. */
  timeZone: string;
  /** SMS_DAILY_LIMIT: texts per member and day, on the member's own clock. */
  dailyLimit: number;
}

/** The text's id: one notification, one text — deciding again finds it. */
export const noticeSmsId = (notificationId: string) => smsId(notificationId, 'notice');

/** A 4-digit code; random, so a code seen on one text says nothing of the next. */
const newCode = () => String(randomInt(1000, 10_000));

/** The words of a text: the notification as the bell says it, then the reply line, in the member's language. */
export function noticeText(
  language: MemberLanguage,
  description: { code: string; params: MessageParams | null },
  replyWords: string[],
  code: string | null,
): string {
  const said = renderIn(language, description.params ? { code: description.code, params: description.params } : { code: description.code });
  const [first, second] = replyWords;
  if (!code || !first) return said;
  const line = second ? smsMessages.message('replyTwo', { first, second, code }) : smsMessages.message('replyOne', { first, code });
  return `${said} ${renderIn(language, line)}`;
}

/**
 * The ladder's SMS step, decided: every notification of a texted kind still unread `afterSeconds`
 * after it rang the bell, to a member with a verified number who did not say STOP, outside their
 * quiet hours (unless it needs an answer within the day). One row per notification, its id
 * derived from the notification's, inserted with its reply code in one transaction `on conflict
 * do nothing`, so a second sweep, a second instance or a restart after a crash adds nothing.
 * Over the daily limit, or when the subject moved on before the text was decided, the row is
 * recorded `skipped` (so it is decided once, and the admin page says why). Answers the ids of
 * the pending rows it added.
 */
export async function decideTexts(
  options: { db: Db; store: EventStore; replies: RegisteredReplies; rules: LadderRules },
  now: Date,
  limit = 500,
): Promise<string[]> {
  const { store, replies, rules } = options;
  const db = commandDbOf(options.db);
  if (replies.codes.length === 0) return [];
  const due = new Date(now.getTime() - rules.afterSeconds * 1000);
  const oldest = new Date(now.getTime() - SMS_WINDOW_MS);
  const candidates = await db
    .selectFrom('notifications as n')
    .innerJoin('member_phones as p', 'p.member_id', 'n.member_id')
    .innerJoin('members as m', 'm.id', 'n.member_id')
    .select(['n.id', 'n.member_id', 'n.type', 'n.title_code', 'n.title', 'n.description_code', 'n.description_params', 'n.trade_id', 'n.link', 'n.position', 'p.phone', 'm.language'])
    .where('n.read', '=', false)
    .where('n.created_at', '<=', due)
    .where('n.created_at', '>=', oldest)
    .where('n.description_code', 'in', replies.codes)
    .where('p.phone', 'is not', null)
    .where('p.texts_stopped', '=', false)
    .where('m.closed_at', 'is', null)
    // A number proven later does not get the backlog of what rang before it.
    .whereRef('n.created_at', '>=', 'p.confirmed_at')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('sms_outbox as o').select('o.id').whereRef('o.notification_id', '=', 'n.id'))))
    .orderBy('n.created_at')
    .limit(limit)
    .execute();

  const added: string[] = [];
  const reach = await memberReach(db, candidates.map((candidate) => candidate.member_id), 'sms', rules.timeZone);
  for (const candidate of candidates) {
    const notice = replies.notice(candidate.description_code)!;
    const zone = reach.zoneOf(candidate.member_id);
    const language: MemberLanguage = candidate.language === 'es' ? 'es' : 'en';
    const id = noticeSmsId(candidate.id);
    const row = { id, kind: 'notice', member_id: candidate.member_id, recipient: candidate.phone!, notification_id: candidate.id };
    if (reach.turnedOff(candidate.member_id, notifyKindOf(candidate))) {
      await db.insertInto('sms_outbox').values({ ...row, body: '', status: 'skipped', last_error: 'turned off for texts in settings' }).onConflict((oc) => oc.column('id').doNothing()).execute();
      continue;
    }
    // Quiet where the member lives: left for the first sweep after their quiet hours.
    if (!notice.urgent && isQuiet(rules.quietHours, now, zone)) continue;

    const sentToday = await db
      .selectFrom('sms_outbox')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('member_id', '=', candidate.member_id)
      .where('kind', '=', 'notice')
      .where('status', 'in', ['pending', 'sent', 'delivered', 'held'])
      // The member's day, on their clock: the limit starts again at their midnight.
      .where('created_at', '>=', startOfDayIn(now, zone))
      .executeTakeFirstOrThrow();
    if (Number(sentToday.count) >= rules.dailyLimit) {
      await db.insertInto('sms_outbox').values({ ...row, body: '', status: 'skipped', last_error: 'daily limit reached' }).onConflict((oc) => oc.column('id').doNothing()).execute();
      continue;
    }

    const description = { code: candidate.description_code!, params: candidate.description_params };
    const subjectId = notice.replies.length > 0 ? notice.feature.subjectOf(candidate) : null;
    const subject = subjectId ? await notice.feature.subjectVersion(store, subjectId) : null;
    if (notice.replies.length > 0 && (!subjectId || !subject || subject.position > candidate.position)) {
      // The trade moved on after this notification (answered on the web, countered): nothing to ask any more.
      await db.insertInto('sms_outbox').values({ ...row, body: '', status: 'skipped', last_error: 'moved on before it was texted' }).onConflict((oc) => oc.column('id').doNothing()).execute();
      continue;
    }
    const words = notice.replies.map((name) => replies.reply(name)!.reply.words[language]);
    const inserted = await db.transaction().execute(async (trx) => {
      for (let tries = 0; ; tries += 1) {
        const code = subject && subjectId ? newCode() : null;
        const taken = code
          ? await trx.selectFrom('sms_reply_codes').select('sms_id').where('member_id', '=', candidate.member_id).where('code', '=', code).where('used_at', 'is', null).executeTakeFirst()
          : undefined;
        if (taken && tries < 20) continue;
        const body = noticeText(language, description, words, code);
        const done = await trx.insertInto('sms_outbox').values({ ...row, body }).onConflict((oc) => oc.column('id').doNothing()).returning('id').executeTakeFirst();
        if (done && code && subject && subjectId) {
          await trx
            .insertInto('sms_reply_codes')
            .values({
              sms_id: id,
              member_id: candidate.member_id,
              code,
              replies: notice.replies,
              subject_id: subjectId,
              subject_version: subject.version,
              expires_at: new Date(now.getTime() + REPLY_CODE_LIFETIME_MS),
            })
            .execute();
        }
        return done !== undefined;
      }
    });
    if (inserted) added.push(id);
  }
  return added;
}
