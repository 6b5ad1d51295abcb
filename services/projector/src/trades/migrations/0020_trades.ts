import { sql, type Kysely } from 'kysely';

/**
 * The trades read model: one row per trade, its messages, and one conversation row per trade
 * and member (so unread counts and search are per member). Names come from the projection's
 * own copy of usernames, as projections never read each other's tables.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table trade_member_names (
      member_id uuid primary key,
      username text not null
    )`.execute(db);
  await sql`
    create table trades (
      id uuid primary key,
      listing_id uuid not null,
      listing_title text not null,
      listing_type text not null,
      initiator_id uuid not null,
      initiator_username text not null,
      recipient_id uuid not null,
      recipient_username text not null,
      payer_id uuid not null,
      payee_id uuid not null,
      amount_cents bigint not null,
      terms text not null,
      status text not null,
      awaiting_id uuid,
      is_urgent boolean not null default false,
      scheduled_for timestamptz,
      schedule_place text,
      settlement text,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      last_activity_at timestamptz not null
    )`.execute(db);
  await sql`create index trades_initiator on trades (initiator_id, last_activity_at desc)`.execute(db);
  await sql`create index trades_recipient on trades (recipient_id, last_activity_at desc)`.execute(db);
  await sql`create index trades_settling on trades (updated_at) where settlement = 'in_progress'`.execute(db);
  await sql`
    create table trade_messages (
      id uuid primary key,
      trade_id uuid not null,
      sender_id uuid not null,
      recipient_id uuid not null,
      content text not null,
      message_type text not null,
      position bigint not null,
      created_at timestamptz not null,
      read_at timestamptz
    )`.execute(db);
  await sql`create index trade_messages_trade on trade_messages (trade_id, position)`.execute(db);
  await sql`create index trade_messages_unread on trade_messages (recipient_id, position desc) where read_at is null`.execute(db);
  await sql`create index trade_messages_member on trade_messages (recipient_id, position desc)`.execute(db);
  await sql`create index trade_messages_sender on trade_messages (sender_id, position desc)`.execute(db);
  await sql`
    create table conversations (
      trade_id uuid not null,
      member_id uuid not null,
      counterparty_id uuid not null,
      counterparty_username text not null,
      listing_title text not null,
      trade_status text not null,
      last_message_preview text,
      last_message_at timestamptz,
      last_sender_id uuid,
      unread_count integer not null default 0,
      last_activity_at timestamptz not null,
      primary key (trade_id, member_id)
    )`.execute(db);
  await sql`create index conversations_member on conversations (member_id, last_activity_at desc)`.execute(db);
}
