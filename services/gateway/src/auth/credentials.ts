import { DECOY_PASSWORD_HASH, verifyPassword, type Db } from '@barteraid/infra';

/** Checks an email and password against the credentials read model; returns the member id or null. */
export async function verifyCredentials(db: Db, email: string, password: string): Promise<string | null> {
  const row = await db
    .selectFrom('member_credentials')
    .select(['member_id', 'password_hash'])
    .where('email_lower', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  // Unknown emails are checked against a decoy hash so timing does not reveal which emails exist.
  const ok = await verifyPassword(row?.password_hash ?? DECOY_PASSWORD_HASH, password).catch(() => false);
  return row && ok ? row.member_id : null;
}
