import { MemberKeys, type Db } from '@barteraid/infra';
import { eraseFromOutbox } from '../mail/erasure';
import { eraseSmsOf } from '../phone/sms-outbox';

/**
 * What closing an account does outside the log, after `MemberAccountClosed` is stored: the
 * member's mails and texts in the outboxes erased, every file they uploaded deleted, and last their key
 * destroyed. Each step is idempotent. The closing command runs it at once (knowing the username,
 * which it also erases from others' mails); the mail reactor runs it again when it meets the event,
 * so a command that stopped midway is finished by a process that resumes from its checkpoint.
 */
export async function finishAccountClosing(db: Db, memberId: string, username: string | null): Promise<void> {
  await eraseFromOutbox(db, memberId, username);
  await eraseSmsOf(db, memberId);
  await db.deleteFrom('stored_objects').where('owner_id', '=', memberId).execute();
  await new MemberKeys(db).shred(memberId);
}
