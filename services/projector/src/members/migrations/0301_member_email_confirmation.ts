import { sql, type Kysely } from 'kysely';

/**
 * Whether the member's address is confirmed: `pending` from the link mailed at registration until
 * it (or an email change's link) is opened, then `confirmed`; null for members never asked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members add column email_confirmation text`.execute(db);
}
