import { sql, type Kysely } from 'kysely';

/**
 * The whole append in one statement: `es_append(appends)` takes a batch of appends (each one or
 * more stream writes) and, under the same transaction-scoped advisory lock as before, checks each
 * append's expected revisions and writes it, or reports why not. One append's refusal never
 * touches another's. One call is one round trip and, in autocommit, one commit (one WAL flush) for
 * every append in the batch: that is the group commit (see ARCHITECTURE.md).
 *
 * What it leaves out, each measured as a large share of an append: `es_streams` (a stream's
 * revision is its newest event's, one backwards step of the (stream, revision) index, instead of a
 * second table written on every append); a look-up of the ids before writing (the event-id index
 * answers it: `on conflict do nothing`); and NOTIFY (a notifying transaction holds a database-wide
 * lock through its commit; the store notifies after the commit instead).
 *
 * Input:  [{ writes: [{ stream, expected: 'any'|'no_stream'|'stream_exists'|n, events: [{id, type, data, metadata}] }] }]
 * Output, one per append, in order:
 *   { outcome: 'written', nextRevisions: [n…], position }
 *   { outcome: 'stored', existing: [{event_id, stream_name, stream_revision, position}…] }  (ids met: a retry, or a clash)
 *   { outcome: 'wrong_revision', stream, actual: n | 'no_stream' }
 * An append whose ids are partly stored after it wrote some events raises SQLSTATE BA001 (its
 * detail names the stream), which undoes the batch; the store then writes the batch's appends alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function es_stored_events(one jsonb) returns jsonb language sql stable as $$
      select coalesce(jsonb_agg(jsonb_build_object(
               'event_id', e.event_id, 'stream_name', e.stream_name,
               'stream_revision', e.stream_revision, 'position', e.position) order by e.position), '[]'::jsonb)
        from es_events e
       where e.event_id = any(array(
         select (ev.value->>'id')::uuid
           from jsonb_array_elements(one->'writes') w, jsonb_array_elements(w.value->'events') ev))
    $$`.execute(db);
  await sql`
    create function es_append(appends jsonb) returns jsonb language plpgsql as $$
    declare
      outcomes jsonb := '[]'::jsonb;
      one jsonb;
      write jsonb;
      refused jsonb;
      current bigint;
      expected jsonb;
      revisions bigint[];
      next_revisions jsonb;
      last_position bigint;
      written_position bigint;
      written_count bigint;
      event_count bigint;
      write_number int;
      stored jsonb;
    begin
      perform pg_advisory_xact_lock(7340120001);
      <<appends>>
      for one in select value from jsonb_array_elements(appends) loop
        refused := null;
        revisions := '{}';
        for write in select value from jsonb_array_elements(one->'writes') loop
          current := (select e.stream_revision from es_events e
                       where e.stream_name = write->>'stream' order by e.stream_revision desc limit 1);
          expected := write->'expected';
          if not (
               expected = '"any"'::jsonb
            or (expected = '"no_stream"'::jsonb and current is null)
            or (expected = '"stream_exists"'::jsonb and current is not null)
            or (jsonb_typeof(expected) = 'number' and current is not null and current = (expected #>> '{}')::bigint)
          ) then
            refused := jsonb_build_object('outcome', 'wrong_revision', 'stream', write->>'stream',
                                          'actual', coalesce(to_jsonb(current), '"no_stream"'::jsonb));
            exit;
          end if;
          revisions := revisions || coalesce(current, -1);
        end loop;
        if refused is not null then
          -- A retry of an append that was written finds its streams moved on, and its own events stored.
          stored := es_stored_events(one);
          if jsonb_array_length(stored) > 0 then
            refused := jsonb_build_object('outcome', 'stored', 'existing', stored);
          end if;
          outcomes := outcomes || jsonb_build_array(refused);
          continue;
        end if;

        next_revisions := '[]'::jsonb;
        last_position := 0;
        write_number := 0;
        for write in select value from jsonb_array_elements(one->'writes') loop
          write_number := write_number + 1;
          event_count := jsonb_array_length(write->'events');
          -- Positions follow the order of the rows: the writes' order, then each stream's events.
          with inserted as (
            insert into es_events (event_id, stream_name, stream_revision, type, data, metadata)
            select (ev.value->>'id')::uuid, write->>'stream', revisions[write_number] + ev.index,
                   ev.value->>'type', ev.value->'data', ev.value->'metadata'
              from jsonb_array_elements(write->'events') with ordinality as ev(value, index)
             order by ev.index
            on conflict (event_id) do nothing
            returning position
          )
          select max(position), count(*) into written_position, written_count from inserted;
          if written_count < event_count then
            if written_count = 0 and write_number = 1 then
              -- Nothing of this append written yet: answer from what is stored (a retry, or a clash).
              outcomes := outcomes || jsonb_build_array(jsonb_build_object('outcome', 'stored', 'existing', es_stored_events(one)));
              continue appends;
            end if;
            raise exception using errcode = 'BA001', message = 'events of this append are stored already', detail = write->>'stream';
          end if;
          next_revisions := next_revisions || to_jsonb(revisions[write_number] + event_count);
          last_position := greatest(last_position, written_position);
        end loop;
        outcomes := outcomes || jsonb_build_array(jsonb_build_object(
          'outcome', 'written', 'nextRevisions', next_revisions, 'position', last_position));
      end loop;
      return outcomes;
    end
    $$`.execute(db);
  await sql`drop table es_streams`.execute(db);
}
