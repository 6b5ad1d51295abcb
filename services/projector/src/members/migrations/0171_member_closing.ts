import { sql, type Kysely } from 'kysely';

/**
 * Closed accounts: when one closed (null while open). Usernames and emails stay unique through
 * their claim streams on the command side; here they no longer must be, because every closed
 * member reads as "Former member" once their key is gone — also when the table is rebuilt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members add column closed_at timestamptz`.execute(db);
  await sql`alter table members drop constraint if exists members_username_lower_key`.execute(db);
  await sql`alter table members drop constraint if exists members_email_lower_key`.execute(db);
  await sql`create index if not exists members_username_lower on members (username_lower)`.execute(db);
  await sql`create index if not exists members_email_lower on members (email_lower)`.execute(db);
}
