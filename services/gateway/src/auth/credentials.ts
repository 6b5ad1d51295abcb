import argon2 from 'argon2';
import type { Db } from '@barteraid/infra';

// A real hash of a random string: checking it costs as much as a real check, so timing does not reveal unknown emails.
const DECOY_HASH = '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHRzb21lc2FsdA$3HI9Bvlh5eD/XJpbAVAqd8C76HiG0QF8b8RDg9Hm1Jc';

/** Checks an email and password against the credentials read model; returns the member id or null. */
export async function verifyCredentials(db: Db, email: string, password: string): Promise<string | null> {
  const row = await db
    .selectFrom('member_credentials')
    .select(['member_id', 'password_hash'])
    .where('email_lower', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  const ok = await argon2.verify(row?.password_hash ?? DECOY_HASH, password).catch(() => false);
  return row && ok ? row.member_id : null;
}
