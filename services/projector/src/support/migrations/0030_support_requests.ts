import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table support_requests (
      id uuid primary key,
      reference text not null unique,
      kind text not null,
      category text,
      name text,
      email text,
      subject text,
      message text not null,
      listing_id text,
      trade_id text,
      reported_username text,
      member_id uuid,
      status text not null default 'open',
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index support_requests_open on support_requests (status, created_at desc)`.execute(db);
}
