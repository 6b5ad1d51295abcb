import { randomUUID } from 'node:crypto';
import { deterministicId, streams, type MemberLanguage } from '@barteraid/events';
import { smsMessages } from '@barteraid/events/messages/sms';
import { renderIn } from '@barteraid/events/messages/language';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { HttpError, type Config, type Db, type EventStore, type JobQueue } from '@barteraid/infra';
import { commandDbOf } from '../read-models';
import { execute, systemClock, type Clock, type CommandContext } from '../command-handling';
import { phoneDecider } from '../phone/phone';
import { addSms, smsId } from '../phone/sms-outbox';
import type { InboundSms } from '../phone/sms-transport';
import type { RegisteredReplies } from './registered-replies';

/** Wrong codes a member may send in an hour before replies with codes are refused. */
export const WRONG_CODES_PER_HOUR = 5;
/** Answers an unknown number gets in an hour (then none: the site is not a free text service). */
const UNKNOWN_ANSWERS_PER_HOUR = 2;

export interface InboundDeps {
  db: Db;
  store: EventStore;
  config: Config;
  queue?: JobQueue;
  replies: RegisteredReplies;
  clock?: Clock;
}

const STOP_WORDS = new Set(['STOP', 'ALTO']);
const START_WORDS = new Set(['START']);
const HELP_WORDS = new Set(['HELP', 'AYUDA']);

/** What became of an inbound text (kept in `sms_inbound.outcome`, shown to admins). */
export type InboundOutcome =
  | 'duplicate'
  | 'unknown number'
  | 'stopped'
  | 'resumed'
  | 'help'
  | 'texts off'
  | 'rate limited'
  | 'wrong code'
  | 'expired'
  | 'refused'
  | 'done'
  | 'not understood';

/** The words as a command: upper case, single spaces, accents dropped (`Sí 4821` is `SI 4821`); `ACCEPT 4821`. */
export const commandOf = (text: string) => {
  const [word = '', code = null, ...rest] = text.normalize('NFD').replace(/\p{M}/gu, '').trim().toUpperCase().split(/\s+/);
  return { word, code: code && /^\d{4}$/.test(code) && rest.length === 0 ? code : null, extra: code !== null && (rest.length > 0 || !/^\d{4}$/.test(code)) };
};

/**
 * One text a member sent. Only a verified number counts; a reply with a code runs the command of
 * the feature that declared its word, as the member, only with a live, unused code of theirs that
 * the text offered that word for, while its subject is as it was. Anything else is answered with a
 * short text and changes nothing. The same message delivered twice (same SMSC id, or a reply with
 * the same code from the same number) is done once: its id is the Idempotency-Key of the command.
 */
export async function handleInbound(deps: InboundDeps, sms: InboundSms): Promise<InboundOutcome> {
  const db = commandDbOf(deps.db);
  const now = (deps.clock ?? systemClock)();
  const { word, code, extra } = commandOf(sms.text);
  const reply = deps.replies.byWord(word);
  // A message the SMSC names (Twilio's MessageSid) is the same one when it is delivered again, whatever
  // it says; without a name, a reply with a code is known by its number and words, while STOP, START
  // and HELP may be said many times.
  const inboundId = sms.smscId
    ? deterministicId('sms-in', sms.smscId)
    : reply && code
      ? deterministicId('sms-in', sms.from, `${word} ${code}`)
      : randomUUID();
  const seen = await db.selectFrom('sms_inbound').select('outcome').where('id', '=', inboundId).executeTakeFirst();
  if (seen) return 'duplicate';

  const owner = sms.from ? await db.selectFrom('member_phones').select(['member_id', 'texts_stopped']).where('phone', '=', sms.from).executeTakeFirst() : undefined;
  const member = owner ? await db.selectFrom('members').select(['language', 'closed_at']).where('id', '=', owner.member_id).executeTakeFirst() : undefined;
  const memberId = owner && member && !member.closed_at ? owner.member_id : null;
  const language: MemberLanguage = member?.language === 'es' ? 'es' : 'en';

  const record = (outcome: InboundOutcome) =>
    db
      .insertInto('sms_inbound')
      .values({ id: inboundId, sender: sms.from, member_id: memberId, body: sms.text.slice(0, 500), outcome, received_at: now })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  const answer = async (kind: string, message: MessageData) => {
    if (!sms.from) return;
    await addSms(deps.db, deps.queue, { id: smsId(inboundId, 'answer'), kind, memberId: memberId ?? undefined, to: sms.from, body: renderIn(language, message) });
  };
  const finish = async (outcome: InboundOutcome, kind: string, message: MessageData) => {
    await answer(kind, message);
    await record(outcome);
    return outcome;
  };

  if (!memberId) {
    const recent = await db
      .selectFrom('sms_inbound')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('sender', '=', sms.from)
      .where('received_at', '>', new Date(now.getTime() - 3600_000))
      .executeTakeFirstOrThrow();
    if (Number(recent.count) >= UNKNOWN_ANSWERS_PER_HOUR) return (await record('unknown number'), 'unknown number');
    return finish('unknown number', 'answer', smsMessages.message('helpUnknown'));
  }

  const context: CommandContext = {
    store: deps.store,
    actorId: memberId,
    correlationId: inboundId,
    now: deps.clock ?? systemClock,
    via: 'sms',
  };
  if (STOP_WORDS.has(word)) {
    await execute(context, streams.phone(memberId), phoneDecider, { type: 'StopTexts', memberId, via: 'sms', now: now.toISOString() });
    return finish('stopped', 'stopped', smsMessages.message('stopped'));
  }
  if (START_WORDS.has(word)) {
    await execute(context, streams.phone(memberId), phoneDecider, { type: 'ResumeTexts', memberId, via: 'sms', now: now.toISOString() });
    return finish('resumed', 'answer', smsMessages.message('resumed'));
  }
  if (HELP_WORDS.has(word)) return finish('help', 'answer', smsMessages.message('help'));
  if (!reply || extra) return finish('not understood', 'answer', smsMessages.message('unknownCommand'));
  // STOP is honoured before anything else: a reply while texts are off does nothing.
  if (owner!.texts_stopped) return finish('texts off', 'answer', smsMessages.message('textsOff'));

  const wrongLastHour = await db
    .selectFrom('sms_inbound')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('member_id', '=', memberId)
    .where('outcome', '=', 'wrong code')
    .where('received_at', '>', new Date(now.getTime() - 3600_000))
    .executeTakeFirstOrThrow();
  if (Number(wrongLastHour.count) >= WRONG_CODES_PER_HOUR) return finish('rate limited', 'answer', smsMessages.message('tooManyWrong'));

  const issued = code
    ? await db
        .selectFrom('sms_reply_codes')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('code', '=', code)
        .where((eb) => eb.or([eb('used_at', 'is', null), eb('used_by', '=', inboundId)]))
        .orderBy('created_at', 'desc')
        .executeTakeFirst()
    : undefined;
  if (!issued || !issued.replies.includes(reply.name)) return finish('wrong code', 'answer', smsMessages.message('wrongCode'));
  const registered = deps.replies.reply(reply.name)!;
  const again = issued.used_by === inboundId;
  if (!again) {
    const subject = await registered.feature.subjectVersion(deps.store, issued.subject_id);
    if (issued.expires_at.getTime() <= now.getTime() || !subject || subject.version !== Number(issued.subject_version)) {
      await db.updateTable('sms_reply_codes').set({ used_at: now }).where('sms_id', '=', issued.sms_id).where('used_at', 'is', null).execute();
      return finish('expired', 'answer', registered.reply.expired ?? smsMessages.message('expired'));
    }
    // Claimed before the command runs: a crash after it leaves the code to this message alone, which is done again.
    const claimed = await db
      .updateTable('sms_reply_codes')
      .set({ used_at: now, used_by: inboundId })
      .where('sms_id', '=', issued.sms_id)
      .where('used_at', 'is', null)
      .returning('sms_id')
      .executeTakeFirst();
    if (!claimed) return finish('wrong code', 'answer', smsMessages.message('wrongCode'));
  }
  try {
    await reply.perform(
      { ...context, requestKey: `${memberId}:SMS ${reply.name}:${inboundId}` },
      { memberId, subjectId: issued.subject_id, deps: { store: deps.store, db: deps.db, config: deps.config } },
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return finish('refused', 'answer', smsMessages.message('refused', { reason: renderIn(language, error.data) }));
  }
  await db.updateTable('sms_outbox').set({ answered_at: now }).where('id', '=', issued.sms_id).where('answered_at', 'is', null).execute();
  return finish('done', 'answer', smsMessages.message('done', { what: renderIn(language, reply.done) }));
}
