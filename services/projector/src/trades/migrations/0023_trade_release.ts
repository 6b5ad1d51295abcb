import { sql, type Kysely } from 'kysely';

/**
 * Release of held credits needs the payer: when the payee marked the trade delivered, when the
 * credits are released by the rule unless the payer confirms or disputes, and whether both were
 * reminded; how it was completed. And each trade's timeline: who did what, when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table trades
      add column delivered_at timestamptz,
      add column release_due_at timestamptz,
      add column release_reminded_at timestamptz,
      add column completed_by uuid,
      add column completion text`.execute(db);
  // The release sweep's question: accepted, delivered trades by due time.
  await sql`create index trades_release_due on trades (release_due_at) where status = 'accepted' and release_due_at is not null`.execute(db);
  await sql`
    create table trade_timeline (
      trade_id uuid not null,
      position bigint not null,
      step text not null,
      actor_id uuid,
      at timestamptz not null,
      amount_cents bigint,
      note text,
      primary key (trade_id, position)
    )`.execute(db);
}
