import { randomUUID } from 'node:crypto';
import { grantAdminByEmail } from '@barteraid/command-api/members/grant-admin';
import { MemberKeys } from '@barteraid/infra';
import type { OpsSession } from '../session';

/** Makes the member with this email an admin, recorded as the operator's act. */
export async function grantAdmin(session: OpsSession, email: string): Promise<number> {
  const result = await grantAdminByEmail({ store: session.store, actorId: null, correlationId: randomUUID() }, email, `operator:${session.terminal.env.USER ?? 'cli'}`);
  session.print({ email, changed: result.changed }, () => (result.changed ? `${email} is now an admin.` : `${email} was already an admin.`));
  return 0;
}

/**
 * Destroys the key of every member whose account is closed (their stream holds
 * `MemberAccountClosed`): after restoring a backup taken before some accounts closed, their keys
 * came back with it, and this makes their personal data unreadable again.
 */
export async function shredClosed(session: OpsSession): Promise<number> {
  const closed = await session.db
    .selectFrom('es_events')
    .select('data')
    .where('type', '=', 'MemberAccountClosed')
    .execute();
  const keys = new MemberKeys(session.db);
  const memberIds = [...new Set(closed.map((row) => (row.data as { memberId: string }).memberId))];
  for (const memberId of memberIds) await keys.shred(memberId);
  session.print({ closedAccounts: memberIds.length }, () => `${memberIds.length} closed account(s): their keys are destroyed.`);
  return 0;
}
