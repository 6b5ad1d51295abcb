import type { MemberLanguage } from '@barteraid/events';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import type { EventStore } from '@barteraid/infra';
import type { CommandContext } from '../command-handling';
import type { CommandApiDeps } from '../deps';

/**
 * One reply a member may text back to a notification's text, declared by the feature whose
 * command it performs (a feature module's `smsReplies`). The word is what the member types, in
 * each language; `perform` runs, as the member, the same command the web runs (same decider, same
 * events). The context it gets carries the member as actor, an Idempotency-Key derived from the
 * inbound message's id and `via: 'sms'`, which every event it writes records.
 */
export interface SmsReply {
  /** Stored with the code; unique across features (`accept`, `decline`, `done`, `still-needed`…). */
  name: string;
  words: Record<MemberLanguage, string>;
  /** Refuses (throws, as the web's route would) when the command may not be done. */
  perform(context: CommandContext, input: { memberId: string; subjectId: string; deps: Pick<CommandApiDeps, 'store' | 'db' | 'config'> }): Promise<void>;
  /** What the answer says was done ("the trade is accepted."), as catalogue data written in the member's language. */
  done: MessageData;
  /** What the answer says when the code's subject moved on (the trade was countered; the listing renewed since); the trade's words when unset. */
  expired?: MessageData;
}

/** A notification that goes by SMS when left unread, by the code of its description. */
export interface SmsNotice {
  /** The notification's `description_code`, e.g. `tradeNotices.proposedText`. */
  code: string;
  /** The replies its text offers (names of replies of the same feature); none: a text that asks nothing back. */
  replies: string[];
  /** Needs an answer within the day (the reminder before an automatic release): sent even in quiet hours. */
  urgent?: boolean;
}

/**
 * A feature's share of text messages: which of its notifications are texted, the replies they
 * offer, and what the replies act on. A reply code is good while the subject stays at the version
 * it had when the text was decided: when the subject moves on (the trade was countered, accepted
 * on the web), the code expires.
 */
export interface SmsReplies {
  notices: SmsNotice[];
  replies: SmsReply[];
  /** The subject a notification is about (a trade id, a listing id), or null when it has none a reply could act on. */
  subjectOf(notification: { trade_id: string | null; link: string | null }): string | null;
  /** The subject's current version (a stream revision) and the log position of its last change, or null when it does not exist. */
  subjectVersion(store: EventStore, subjectId: string): Promise<{ version: number; position: number } | null>;
}
