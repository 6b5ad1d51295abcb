import { sql, type Kysely } from 'kysely';

/** Reports and their outcomes, suspensions, and the notifications projection's lookup of told reporters. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table moderation_reports (
      id uuid primary key,
      reference text not null,
      reporter_id uuid not null,
      subject text not null,
      reported_member_id uuid not null,
      listing_id uuid,
      trade_id uuid,
      message_id uuid,
      category text not null,
      description text not null,
      listing_title text,
      listing_description text,
      message_text text,
      status text not null,
      filed_at timestamptz not null,
      closed_at timestamptz
    )`.execute(db);
  // The Reports tab: open ones first, oldest first within each group.
  await sql`create index moderation_reports_queue on moderation_reports ((status = 'open') desc, filed_at, id)`.execute(db);
  await sql`
    create table moderation_report_outcomes (
      report_id uuid not null,
      action text not null,
      actor_id uuid not null,
      note text,
      at timestamptz not null,
      primary key (report_id, action)
    )`.execute(db);
  await sql`
    create table member_suspensions (
      member_id uuid primary key,
      suspension_id uuid not null,
      reason text not null,
      ends_at timestamptz,
      suspended_by uuid not null,
      report_id uuid,
      suspended_at timestamptz not null
    )`.execute(db);
  await sql`create table notification_report_outcomes (report_id uuid primary key)`.execute(db);
}
