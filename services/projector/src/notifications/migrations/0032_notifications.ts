import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notifications (
      id uuid primary key,
      member_id uuid not null,
      type text not null,
      title text not null,
      description text not null,
      trade_id text,
      read boolean not null default false,
      read_at timestamptz,
      position bigint not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index notifications_member on notifications (member_id, created_at desc, position desc)`.execute(db);
  await sql`
    create table notification_read_marks (
      member_id uuid primary key,
      read_through_position bigint not null,
      read_at timestamptz not null
    )`.execute(db);
}
