import { sql, type Kysely } from 'kysely';

/**
 * Each ledger entry's provenance, so an administrator can trace it to the event that recorded it:
 * the event's type, stream, revision in it, correlation, causation and actor, and the member's
 * balance after it. The projection writes them from the event; rows projected before this
 * migration get them here from the PostgreSQL event log (`es_events`, in this database), and the
 * balance from the member's earlier entries. Rows whose event is not there (a log kept in
 * EventStoreDB) keep nulls until `projector rebuild credits`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table ledger_entries
      add column event_type text,
      add column stream_name text,
      add column stream_revision bigint,
      add column correlation_id text,
      add column causation_id text,
      add column actor_id uuid,
      add column balance_after_cents bigint`.execute(db);
  await sql`
    update ledger_entries l
       set event_type = e.type,
           stream_name = e.stream_name,
           stream_revision = e.stream_revision,
           correlation_id = coalesce(e.metadata->>'correlationId', e.event_id::text),
           causation_id = e.metadata->>'causationId',
           actor_id = (e.metadata->>'actorId')::uuid
      from es_events e
     where e.event_id = l.id`.execute(db);
  // Only earned and spent entries move the balance (holds and releases move the held amount).
  await sql`
    update ledger_entries l
       set balance_after_cents = running.balance
      from (
        select id, sum(case kind when 'earned' then amount_cents when 'spent' then -amount_cents else 0 end)
                 over (partition by member_id order by position) as balance
          from ledger_entries
      ) running
     where running.id = l.id`.execute(db);
  // The admin's view of a member reads their entries in log order.
  await sql`create index ledger_entries_member_position on ledger_entries (member_id, position)`.execute(db);
}
