import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table projection_checkpoints (
      projection text primary key,
      position bigint not null default 0,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table web_sessions (
      sid text primary key,
      sess jsonb not null,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index web_sessions_expires_at on web_sessions (expires_at)`.execute(db);
}
