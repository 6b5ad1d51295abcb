import { sql, type Kysely } from 'kysely';

/**
 * What the notifications read model needs to word trade and message notifications (who the
 * parties are, their names, the listing title), kept by the notifications projection itself so
 * rebuilding it alone recreates every trade notification.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table notification_member_names (
      member_id uuid primary key,
      username text not null
    )`.execute(db);
  await sql`
    create table notification_trades (
      trade_id uuid primary key,
      listing_title text not null,
      initiator_id uuid not null,
      recipient_id uuid not null,
      payer_id uuid not null,
      payee_id uuid not null,
      status text not null
    )`.execute(db);
}
