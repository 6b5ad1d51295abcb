import { sql, type Kysely } from 'kysely';

/**
 * Until when a sender holds a pending mail: the reactor hands the mails it decided straight to its
 * own process's sender, so no queue's job id keeps two senders (two instances, a sweep's job) from
 * the same row any more; the row's claim does, and lapses if its sender dies.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox add column claimed_until timestamptz`.execute(db);
}
