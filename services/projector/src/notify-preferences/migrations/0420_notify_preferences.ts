import { sql, type Kysely } from 'kysely';

/** Each member's chosen time zone, and their push and SMS choice per kind of notification (absent means on). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table member_time_zones (
      member_id uuid primary key,
      time_zone text not null,
      chosen_at timestamptz not null
    )`.execute(db);
  await sql`
    create table notify_channel_preferences (
      member_id uuid not null,
      kind text not null,
      channel text not null,
      enabled boolean not null,
      changed_at timestamptz not null,
      primary key (member_id, kind, channel)
    )`.execute(db);
}
