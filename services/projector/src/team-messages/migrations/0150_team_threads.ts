import { sql, type Kysely } from 'kysely';

/** Members' threads with the BarterAid team: the messages, one summary row per thread, and the admins to tell. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table team_thread_messages (
      id uuid primary key,
      member_id uuid not null,
      author text not null,
      sender_id uuid not null,
      subject text,
      text text not null,
      position bigint not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index team_thread_messages_member on team_thread_messages (member_id, position)`.execute(db);
  await sql`
    create table team_threads (
      member_id uuid primary key,
      message_count integer not null,
      last_message_at timestamptz not null,
      last_author text not null,
      last_preview text not null,
      last_reply_at timestamptz,
      member_read_position bigint not null default 0
    )`.execute(db);
  await sql`create index team_threads_replies on team_threads (last_reply_at desc nulls last, last_message_at desc)`.execute(db);
  await sql`create table team_thread_admins (member_id uuid primary key)`.execute(db);
}
