import { sql, type Kysely } from 'kysely';

/** The disputes read model: each trade's dispute, its thread and its evidence; and the bell's lookups for dispute news. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table disputes (
      id uuid primary key,
      trade_id uuid not null unique,
      listing_title text not null,
      status text not null,
      stage text not null,
      amount_cents bigint not null,
      opened_by uuid not null,
      payer_id uuid not null,
      payee_id uuid not null,
      reason text not null,
      evidence jsonb not null,
      opened_at timestamptz not null,
      outcome text,
      payee_cents bigint,
      payer_cents bigint,
      note text,
      decided_by uuid,
      decided_at timestamptz,
      shortfall_cents bigint
    )`.execute(db);
  // The administrators' queue: open disputes, oldest first.
  await sql`create index disputes_open on disputes (opened_at) where status = 'open'`.execute(db);
  await sql`create index disputes_payer on disputes (payer_id)`.execute(db);
  await sql`create index disputes_payee on disputes (payee_id)`.execute(db);
  await sql`
    create table dispute_messages (
      id uuid primary key,
      trade_id uuid not null,
      author_id uuid not null,
      by_admin boolean not null,
      body text not null,
      posted_at timestamptz not null,
      position bigint not null
    )`.execute(db);
  await sql`create index dispute_messages_trade on dispute_messages (trade_id, position)`.execute(db);
  await sql`
    create table dispute_evidence (
      object_id uuid primary key,
      trade_id uuid not null,
      payer_id uuid not null,
      payee_id uuid not null
    )`.execute(db);
  // The bell's own lookups (kept by the disputes notification source inside the notifications read model).
  await sql`
    create table notification_disputes (
      trade_id uuid primary key,
      listing_title text not null,
      payer_id uuid not null,
      payee_id uuid not null,
      amount_cents bigint not null,
      decided_by uuid
    )`.execute(db);
  await sql`create table notification_admins (member_id uuid primary key)`.execute(db);
}
