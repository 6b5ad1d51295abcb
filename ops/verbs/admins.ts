import { randomUUID } from 'node:crypto';
import { grantAdminByEmail } from '@barteraid/command-api/members/grant-admin';
import type { OpsSession } from '../session';

/** Makes the member with this email an admin, recorded as the operator's act. */
export async function grantAdmin(session: OpsSession, email: string): Promise<number> {
  const result = await grantAdminByEmail({ store: session.store, actorId: null, correlationId: randomUUID() }, email, `operator:${process.env.USER ?? 'cli'}`);
  session.print({ email, changed: result.changed }, () => (result.changed ? `${email} is now an admin.` : `${email} was already an admin.`));
  return 0;
}
