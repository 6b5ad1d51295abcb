import { sql, type Kysely } from 'kysely';

/**
 * The tier lifecycle: where a member's tier stands (`members.membership_standing`), the Stripe
 * subscription's state, the payments Stripe reported, each member's membership history, and free
 * tiers a verification offered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Every tier held before the lifecycle existed was active (registration made it so).
  await sql`alter table members add column if not exists membership_standing text not null default 'active'`.execute(db);
  await sql`alter table member_subscriptions add column if not exists status text not null default 'incomplete'`.execute(db);
  await sql`alter table member_subscriptions add column if not exists cancel_at_period_end boolean not null default false`.execute(db);
  await sql`alter table member_subscriptions add column if not exists current_period_end timestamptz`.execute(db);
  await sql`create index if not exists member_subscriptions_subscription on member_subscriptions (stripe_subscription_id)`.execute(db);
  await sql`
    create table membership_payments (
      id uuid primary key,
      member_id uuid not null,
      outcome text not null,
      amount_cents bigint not null,
      currency text not null,
      invoice_id text not null,
      subscription_id text not null,
      at timestamptz not null
    )`.execute(db);
  await sql`create index membership_payments_recent on membership_payments (at desc)`.execute(db);
  await sql`create index membership_payments_member on membership_payments (member_id, at desc)`.execute(db);
  await sql`
    create table membership_history (
      id uuid primary key,
      member_id uuid not null,
      event_type text not null,
      summary text not null,
      position bigint not null,
      at timestamptz not null
    )`.execute(db);
  await sql`create index membership_history_member on membership_history (member_id, position)`.execute(db);
  await sql`
    create table membership_offers (
      member_id uuid primary key,
      tier text not null,
      verification_type text not null,
      offered_at timestamptz not null,
      accepted_at timestamptz
    )`.execute(db);
}
