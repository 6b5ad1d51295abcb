import { suspensionInForce, type MailKind, type MemberLanguage } from '@barteraid/events';
import type { CommandDb } from '../read-models';
import { mailLanguage } from './languages';

/** Who a mail goes to and the language it is written in, or why it does not go. */
export type Recipient = { email: string; language: MemberLanguage; firstName: string | null; reachable: true } | { reachable: false; why: 'unknown' | 'closed' | 'suspended' | 'turned_off' };

/**
 * Whether a member should get a mail of this kind at `at` (the causing event's time): never once the
 * account is closed, not when it is suspended then, and not when they turned that kind off. `kind` null is the password
 * reset, which ignores preferences (a locked-out member must always get back in).
 */
export async function recipientOf(db: CommandDb, memberId: string, kind: MailKind | null, at: Date): Promise<Recipient> {
  const member = await db.selectFrom('members').select(['email', 'closed_at', 'language', 'first_name']).where('id', '=', memberId).executeTakeFirst();
  if (!member) return { reachable: false, why: 'unknown' };
  // Nothing reaches a closed account: its address is erased, and nobody is there to read it.
  if (member.closed_at) return { reachable: false, why: 'closed' };
  const suspension = await db.selectFrom('member_suspensions').select('ends_at').where('member_id', '=', memberId).executeTakeFirst();
  if (suspension && suspensionInForce(suspension.ends_at, at)) return { reachable: false, why: 'suspended' };
  if (kind) {
    const preference = await db
      .selectFrom('mail_preferences')
      .select('enabled')
      .where('member_id', '=', memberId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (preference && !preference.enabled) return { reachable: false, why: 'turned_off' };
  }
  return { reachable: true, email: member.email, language: mailLanguage(member.language), firstName: member.first_name };
}

/** The language a member's mails are written in, for mails addressed without `recipientOf` (an email change). */
export async function languageOf(db: CommandDb, memberId: string): Promise<MemberLanguage> {
  const member = await db.selectFrom('members').select('language').where('id', '=', memberId).executeTakeFirst();
  return mailLanguage(member?.language);
}
