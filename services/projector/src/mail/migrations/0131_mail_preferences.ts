import { sql, type Kysely } from 'kysely';

/** Each member's choice per kind of mail; absent means on. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mail_preferences (
      member_id uuid not null,
      kind text not null,
      enabled boolean not null,
      changed_at timestamptz not null,
      primary key (member_id, kind)
    )`.execute(db);
}
