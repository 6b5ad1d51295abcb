import { sql, type Kysely } from 'kysely';

/**
 * Tamper evidence for the event log.
 *
 * - Every event carries `hash`: SHA-256 of the previous event's hash in its stream (a fixed genesis
 *   value for a stream's first event) followed by the UTF-8 text of the JSON array
 *   [event id, stream, revision, type, data, metadata] in PostgreSQL's jsonb form (keys ordered,
 *   no insignificant whitespace, so the same event always gives the same text). `es_append` computes
 *   it under its lock as it writes; the events stored before this migration get theirs here, read
 *   in stream order. Changing any stored event's content breaks its own hash; rewriting the hashes
 *   after it too leaves the newest heads changed, which the anchors catch.
 * - `es_anchors`: now and then (and on demand) the global position and one hash over every
 *   stream's head (name, revision, hash) as of that position, so deleting or rewriting the newest
 *   events of a stream is detected too.
 * - `es_verifications`: the outcome of each scheduled or operator verification, which the admin
 *   pages show.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function es_genesis_hash() returns bytea language sql immutable as $$
    select sha256(convert_to('barteraid event log genesis', 'UTF8'))
  $$`.execute(db);
  await sql`
    create function es_event_hash(previous bytea, event_id uuid, stream text, revision bigint, type text, data jsonb, metadata jsonb)
    returns bytea language sql immutable as $$
      select sha256(previous || convert_to(jsonb_build_array(event_id::text, stream, revision, type, data, metadata)::text, 'UTF8'))
    $$`.execute(db);
  await sql`alter table es_events add column hash bytea`.execute(db);
  await sql`
    do $$
    declare
      rec record;
      chained bytea;
      last_stream text := null;
    begin
      for rec in select position, event_id, stream_name, stream_revision, type, data, metadata
                   from es_events order by stream_name, stream_revision loop
        if last_stream is distinct from rec.stream_name then
          chained := es_genesis_hash();
          last_stream := rec.stream_name;
        end if;
        chained := es_event_hash(chained, rec.event_id, rec.stream_name, rec.stream_revision, rec.type, rec.data, rec.metadata);
        update es_events set hash = chained where position = rec.position;
      end loop;
    end
    $$`.execute(db);
  await sql`alter table es_events alter column hash set not null`.execute(db);
  await sql`
    create or replace function es_append(appends jsonb) returns jsonb language plpgsql as $$
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
      head_hash bytea;
      heads bytea[];
      chained bytea;
      hashes bytea[];
      ev record;
    begin
      perform pg_advisory_xact_lock(7340120001);
      <<appends>>
      for one in select value from jsonb_array_elements(appends) loop
        refused := null;
        revisions := '{}';
        heads := '{}';
        for write in select value from jsonb_array_elements(one->'writes') loop
          current := null;
          head_hash := null;
          select e.stream_revision, e.hash into current, head_hash from es_events e
           where e.stream_name = write->>'stream' order by e.stream_revision desc limit 1;
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
          heads := heads || coalesce(head_hash, es_genesis_hash());
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
          -- Each event's hash covers the one before it in the stream (see es_event_hash).
          chained := heads[write_number];
          hashes := '{}';
          for ev in select x.value, x.index from jsonb_array_elements(write->'events') with ordinality as x(value, index) order by x.index loop
            chained := es_event_hash(chained, (ev.value->>'id')::uuid, write->>'stream', revisions[write_number] + ev.index,
                                     ev.value->>'type', ev.value->'data', ev.value->'metadata');
            hashes := hashes || chained;
          end loop;
          -- Positions follow the order of the rows: the writes' order, then each stream's events.
          with inserted as (
            insert into es_events (event_id, stream_name, stream_revision, type, data, metadata, hash)
            select (e.value->>'id')::uuid, write->>'stream', revisions[write_number] + e.index,
                   e.value->>'type', e.value->'data', e.value->'metadata', hashes[e.index::int]
              from jsonb_array_elements(write->'events') with ordinality as e(value, index)
             order by e.index
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
  await sql`
    create table es_anchors (
      position bigint primary key,
      streams bigint not null,
      heads_hash bytea not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table es_verifications (
      id bigserial primary key,
      verified_at timestamptz not null,
      through_position bigint not null,
      events bigint not null,
      ok boolean not null,
      -- The first break found: its stream, revision and what did not match.
      stream_name text,
      stream_revision bigint,
      problem text
    )`.execute(db);
}
