import { sql, type Kysely } from 'kysely';

/**
 * Events by the event that caused them (`metadata->>'causationId'`): opening an event on the admin
 * pages follows its consequences (a trade's completion → the payment → the receipt → settled), and
 * without this each step scanned the log after the event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index es_events_causation on es_events ((metadata->>'causationId'))`.execute(db);
}
