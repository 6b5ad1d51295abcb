import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table members (
      id uuid primary key,
      username text not null,
      username_lower text not null unique,
      email text not null,
      email_lower text not null unique,
      first_name text not null,
      last_name text not null,
      phone text,
      location text,
      membership_tier text not null,
      is_admin boolean not null default false,
      verified boolean not null default false,
      verification_status text not null default 'pending',
      avatar_url text,
      rating numeric(3,2) not null default 0,
      total_trades integer not null default 0,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table member_credentials (
      member_id uuid primary key,
      email_lower text not null unique,
      password_hash text not null
    )`.execute(db);
  await sql`
    create table member_balances (
      member_id uuid primary key,
      balance_cents bigint not null default 0,
      held_cents bigint not null default 0,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table ledger_entries (
      id uuid primary key,
      member_id uuid not null,
      kind text not null,
      amount_cents bigint not null,
      description text not null,
      trade_id uuid,
      position bigint not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index ledger_entries_member on ledger_entries (member_id, created_at desc)`.execute(db);
}
