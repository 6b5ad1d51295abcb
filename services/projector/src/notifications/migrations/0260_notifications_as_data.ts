import { sql, type Kysely } from 'kysely';

/**
 * Notifications are stored as data: a title and a description as `{code, params}` of a feature's
 * catalogue, written in the reader's language when read, so rewording a text never changes what a
 * rebuild produces. The projection goes back to the start of the log: its lookups are emptied and
 * rebuilt, and every existing notification gets its codes (kept as it is otherwise: its id, read
 * state and time; it is not pushed again). The English columns stay for rows not yet replayed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications
    add column title_code text, add column title_params jsonb,
    add column description_code text, add column description_params jsonb,
    alter column title drop not null, alter column description drop not null`.execute(db);
  await sql`truncate notification_member_names, notification_trades, notification_trade_references, notification_report_outcomes, notification_disputes, notification_admins`.execute(db);
  await sql`update checkpoints set position = 0, updated_at = now() where kind = 'projection' and name = 'notifications'`.execute(db);
}
