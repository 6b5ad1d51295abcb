import { DECOY_PASSWORD_HASH, verifyPassword } from '@barteraid/infra';
import type { GatewayDb } from '../read-models';
import { credentialStamp } from '../sessions/session-validity';

export interface VerifiedMember {
  memberId: string;
  /** Which password this sign-in used; the session keeps it (see sessions/session-validity.ts). */
  credentialStamp: string;
}

/** Checks an email and password against the credentials read model. */
export async function verifyCredentials(db: GatewayDb, email: string, password: string): Promise<VerifiedMember | null> {
  const row = await db
    .selectFrom('member_credentials')
    .select(['member_id', 'password_hash', 'email_change_id'])
    .where('email_lower', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  // Unknown emails are checked against a decoy hash so timing does not reveal which emails exist.
  const ok = await verifyPassword(row?.password_hash ?? DECOY_PASSWORD_HASH, password).catch(() => false);
  return row && ok ? { memberId: row.member_id, credentialStamp: credentialStamp(row.password_hash, row.email_change_id) } : null;
}
