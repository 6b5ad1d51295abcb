import { commandModules } from '../modules';
import type { SmsNotice, SmsReplies, SmsReply } from './replies';

/** A texted notification with the feature that declared it. */
export interface RegisteredNotice extends SmsNotice {
  feature: SmsReplies;
}

/**
 * Every feature's replies and texted notifications, as their modules register them. A reply's
 * name and each of its words may belong to one reply only: two features claiming `YES` would make
 * a text ambiguous, so that fails at start.
 */
export function registeredReplies(features: readonly SmsReplies[]) {
  const notices = new Map<string, RegisteredNotice>();
  const replies = new Map<string, { reply: SmsReply; feature: SmsReplies }>();
  const words = new Map<string, SmsReply>();
  for (const feature of features) {
    for (const reply of feature.replies) {
      if (replies.has(reply.name)) throw new Error(`two features declare the SMS reply ${reply.name}`);
      replies.set(reply.name, { reply, feature });
      for (const word of Object.values(reply.words)) {
        const upper = word.toUpperCase();
        if (words.has(upper) && words.get(upper) !== reply) throw new Error(`two SMS replies use the word ${upper}`);
        words.set(upper, reply);
      }
    }
    for (const notice of feature.notices) {
      for (const name of notice.replies) if (!feature.replies.some((reply) => reply.name === name)) throw new Error(`${notice.code} offers an undeclared reply ${name}`);
      notices.set(notice.code, { ...notice, feature });
    }
  }
  return {
    /** The notice a notification's description code is texted as, if any. */
    notice: (code: string | null) => (code === null ? undefined : notices.get(code)),
    codes: [...notices.keys()],
    reply: (name: string) => replies.get(name),
    /** The reply a typed word names, in any language. */
    byWord: (word: string) => words.get(word.toUpperCase()),
  };
}

export type RegisteredReplies = ReturnType<typeof registeredReplies>;

let registered: RegisteredReplies | null = null;
/** The replies of every module of `modules.ts` (built on first use: modules import this feature's types). */
export const smsReplies = (): RegisteredReplies =>
  (registered ??= registeredReplies(commandModules.flatMap((module) => (module.smsReplies ? [module.smsReplies] : []))));
