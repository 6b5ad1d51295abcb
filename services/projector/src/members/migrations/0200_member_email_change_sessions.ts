import { sql, type Kysely } from 'kysely';

/**
 * The email change a member's sign-ins date from (`MemberEmailChanged`'s request id; null until
 * they change it): part of the credential stamp, so confirming a new address ends the member's
 * other sessions as a new password does.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member_credentials add column email_change_id uuid`.execute(db);
}
