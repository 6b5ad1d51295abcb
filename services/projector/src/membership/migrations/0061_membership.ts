import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members add column if not exists trial_expires_at timestamptz`.execute(db);
  await sql`alter table members add column if not exists invited_by text`.execute(db);
  await sql`
    create table invitations (
      code text primary key,
      issued_by text not null,
      note text,
      issued_at timestamptz not null,
      redeemed_by uuid,
      redeemed_at timestamptz
    )`.execute(db);
  await sql`
    create table membership_applications (
      id uuid primary key,
      member_id uuid not null,
      tier text not null,
      reason text not null,
      status text not null,
      submitted_at timestamptz not null
    )`.execute(db);
  await sql`create index membership_applications_member on membership_applications (member_id, submitted_at desc)`.execute(db);
  await sql`
    create table member_subscriptions (
      member_id uuid primary key,
      stripe_customer_id text not null,
      stripe_subscription_id text not null,
      started_at timestamptz not null
    )`.execute(db);
}
