import { suspensionInForce, type MailKind } from '@barteraid/events';
import type { Db } from '@barteraid/infra';

/** Who a mail goes to, or why it does not. */
export type Recipient = { email: string; reachable: true } | { reachable: false; why: 'unknown' | 'suspended' | 'turned_off' };

/**
 * Whether a member should get a mail of this kind at `at` (the causing event's time): not when the
 * account is suspended then, and not when they turned that kind off. `kind` null is the password
 * reset, which ignores preferences (a locked-out member must always get back in).
 */
export async function recipientOf(db: Db, memberId: string, kind: MailKind | null, at: Date): Promise<Recipient> {
  const member = await db.selectFrom('members').select('email').where('id', '=', memberId).executeTakeFirst();
  if (!member) return { reachable: false, why: 'unknown' };
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
  return { reachable: true, email: member.email };
}
