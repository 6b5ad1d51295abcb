import { sql, type Kysely } from 'kysely';

/** Saved alerts (with their words as a tsquery), helpers' opt-ins, and what each alert was told. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table saved_alerts (
      id uuid primary key,
      member_id uuid not null,
      query text,
      category text,
      type text,
      urgent_only boolean not null,
      radius_miles integer,
      frequency text not null,
      match_query tsquery,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index saved_alerts_member on saved_alerts (member_id, created_at)`.execute(db);
  await sql`
    create table helper_alert_areas (
      member_id uuid primary key,
      within_miles integer not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table alert_deliveries (
      id uuid primary key,
      member_id uuid not null,
      alert_id uuid,
      listing_id uuid not null,
      listing_title text not null,
      listing_type text not null,
      urgent boolean not null,
      channel text not null,
      matched_at timestamptz not null,
      position bigint not null
    )`.execute(db);
  await sql`create index alert_deliveries_digest on alert_deliveries (channel, matched_at, member_id)`.execute(db);
}
