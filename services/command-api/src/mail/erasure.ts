import { erasedValue, FORMER_MEMBER } from '@barteraid/events';
import { sql } from 'kysely';
import { wholeWordPattern, type Db } from '@barteraid/infra';

const ERASED = 'Erased: this account was closed.';

/**
 * The outbox keeps a copy of every mail: a closed member's own mails lose their address and text
 * (one still waiting is not sent), and mails to others that named them name "Former member".
 * The closing command runs it while it still knows the username; the mail reactor runs it again
 * without one when it meets `MemberAccountClosed`, which finishes the first part after a crash.
 */
export async function eraseFromOutbox(db: Db, memberId: string, username: string | null): Promise<void> {
  await sql`
    update mail_outbox set recipient = ${erasedValue('email', memberId) as string}, subject = ${ERASED}, text_body = ${ERASED},
      html_body = ${ERASED}, headers = '{}'::jsonb, status = case when status = 'pending' then 'skipped' else status end
    where member_id = ${memberId} and subject <> ${ERASED}`.execute(db);
  if (!username) return;
  const word = wholeWordPattern(username);
  await sql`
    update mail_outbox set subject = regexp_replace(subject, ${word}, ${FORMER_MEMBER}, 'g'),
      text_body = regexp_replace(text_body, ${word}, ${FORMER_MEMBER}, 'g'), html_body = regexp_replace(html_body, ${word}, ${FORMER_MEMBER}, 'g')
    where member_id is distinct from ${memberId} and (text_body ~ ${word} or subject ~ ${word})`.execute(db);
}
