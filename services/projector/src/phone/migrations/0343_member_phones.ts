import { sql, type Kysely } from 'kysely';

/** Members' proven mobile numbers and STOP state: what the SMS step of the ladder sends to, and whose replies count. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_phones (
      member_id uuid primary key,
      phone text,
      confirmed_at timestamptz,
      texts_stopped boolean not null default false,
      stopped_at timestamptz
    )`.execute(db);
  // A reply is matched to its member by the number it came from.
  await sql`create index member_phones_phone on member_phones (phone)`.execute(db);
}
