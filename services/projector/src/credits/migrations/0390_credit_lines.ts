import { sql, type Kysely } from 'kysely';

/** Credit lines: each member's line with its parts, every change of it, relief lines, write-offs and overrides. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table credit_lines (
      member_id uuid primary key,
      tier text,
      tier_line_cents bigint not null,
      earned_cents bigint not null,
      relief_cents bigint not null,
      line_cents bigint not null,
      ceiling_cents bigint,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table credit_line_changes (
      id uuid primary key,
      member_id uuid not null,
      reason text not null,
      line_cents bigint not null,
      previous_line_cents bigint not null,
      tier_line_cents bigint not null,
      earned_cents bigint not null,
      relief_cents bigint not null,
      changed_by text,
      position bigint not null,
      stream_name text not null,
      stream_revision integer not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index credit_line_changes_member on credit_line_changes (member_id, position)`.execute(db);
  await sql`
    create table relief_lines (
      id uuid primary key,
      member_id uuid not null,
      amount_cents bigint not null,
      reason text not null,
      ends_at timestamptz not null,
      granted_by text not null,
      granted_at timestamptz not null,
      ended_at timestamptz,
      ended_reason text
    )`.execute(db);
  await sql`create index relief_lines_open on relief_lines (ends_at) where ended_at is null`.execute(db);
  await sql`
    create table debt_write_offs (
      id uuid primary key,
      member_id uuid not null,
      amount_cents bigint not null,
      closing text not null,
      written_off_at timestamptz not null
    )`.execute(db);
  await sql`
    create table credit_line_overrides (
      id uuid primary key,
      member_id uuid not null,
      admin_id text not null,
      reason text not null,
      amount_cents bigint not null,
      overridden_at timestamptz not null
    )`.execute(db);
}
