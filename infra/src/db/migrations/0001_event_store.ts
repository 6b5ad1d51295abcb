import { sql, type Kysely } from 'kysely';

/**
 * The event log. Writers are serialised by a transaction-scoped advisory lock, so
 * `position` (a CACHE 1 sequence) grows in commit order and readers never skip an event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table es_events (
      position bigserial primary key,
      event_id uuid not null,
      stream_name text not null,
      stream_revision bigint not null,
      type text not null,
      data jsonb not null,
      metadata jsonb not null,
      created_at timestamptz not null default now(),
      constraint es_events_event_id_unique unique (event_id),
      constraint es_events_stream_revision_unique unique (stream_name, stream_revision)
    )`.execute(db);
  await sql`alter sequence es_events_position_seq cache 1`.execute(db);
  await sql`
    create table es_streams (
      stream_name text primary key,
      revision bigint not null
    )`.execute(db);
}
