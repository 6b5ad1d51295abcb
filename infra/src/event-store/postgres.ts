import { EventEmitter } from 'node:events';
import { sql, type RawBuilder } from 'kysely';
import type { Database, Db } from '../db/database';
import { failpoint } from '../failpoints';
import { pollingSubscription } from './catch-up';
import {
  IdempotencyConflictError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type MultiStreamAppendResult,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type StreamWrite,
  type SubscribeOptions,
  type Subscription,
} from './port';

/** Any constant works; it only has to be the same for every writer of this database. */
const APPEND_LOCK_KEY = 7_340_120_001;
const CHANNEL = 'es_events';

interface ExistingRow {
  event_id: string;
  stream_name: string;
  stream_revision: number;
  position: number;
}

interface EventRow {
  position: number;
  event_id: string;
  stream_name: string;
  stream_revision: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  created_at: Date;
}

/**
 * Some ids of this append are already stored. Retrying an append that already happened succeeds
 * without writing, as EventStoreDB does; any other overlap is a conflict.
 */
function retriedAppend(writes: StreamWrite[], existing: ExistingRow[]): MultiStreamAppendResult & { written: false } {
  const stored = new Map(existing.map((row) => [row.event_id, row]));
  const nextRevisions: number[] = [];
  for (const write of writes) {
    const rows = write.events.map((event) => stored.get(event.id));
    if (rows.some((row) => row === undefined || row.stream_name !== write.streamName)) throw new IdempotencyConflictError(write.streamName);
    nextRevisions.push(Number(rows[rows.length - 1]!.stream_revision));
  }
  return { nextRevisions, position: Math.max(...existing.map((row) => Number(row.position))), written: false };
}

function toRecorded(row: EventRow): RecordedEvent {
  const metadata = row.metadata as Partial<RecordedEvent['metadata']>;
  return {
    id: row.event_id,
    type: row.type,
    data: row.data,
    metadata: {
      actorId: metadata.actorId ?? null,
      correlationId: metadata.correlationId ?? row.event_id,
      causationId: metadata.causationId ?? null,
      schemaVersion: metadata.schemaVersion ?? 1,
    },
    streamName: row.stream_name,
    revision: Number(row.stream_revision),
    position: Number(row.position),
    createdAt: new Date(row.created_at),
  };
}

export interface PostgresEventStoreOptions {
  /** Upper bound on how long a live subscriber can miss a lost notification. */
  pollIntervalMs?: number;
}

/**
 * PostgreSQL adapter. Appends take a transaction-scoped advisory lock, so positions are
 * handed out in commit order and a reader at position N never later finds an event below N.
 * Works over a pg pool and over PGlite through the same kysely code.
 */
export class PostgresEventStore implements EventStore {
  readonly name = 'postgres';
  private readonly db: Db;
  private readonly local = new EventEmitter();
  private readonly pollIntervalMs: number;
  private unlisten: (() => Promise<void>) | null = null;
  private listening: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    options: PostgresEventStoreOptions = {},
  ) {
    this.db = database.db;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.local.setMaxListeners(0);
  }

  readonly atomicMultiStreamAppend = true;

  async append(streamName: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const result = await this.appendMultiple([{ streamName, events, expected }]);
    return { nextRevision: result.nextRevisions[0]!, position: result.position };
  }

  /** Every stream's check and write in one transaction: all of it is stored or none of it. */
  async appendMultiple(writes: StreamWrite[]): Promise<MultiStreamAppendResult> {
    if (writes.length === 0 || writes.some((write) => write.events.length === 0)) throw new Error('append needs at least one event per stream');
    const names = writes.map((write) => write.streamName);
    if (new Set(names).size !== names.length) throw new Error('append names a stream twice');
    const result = await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${APPEND_LOCK_KEY}::bigint)`.execute(trx);

      const ids = writes.flatMap((write) => write.events.map((event) => event.id));
      // One round trip for both checks; it must come after the lock so its snapshot sees every earlier append.
      const { rows: checks } = await sql<{ revisions: Record<string, number>; existing: ExistingRow[] }>`
        select
          coalesce((select json_object_agg(stream_name, revision) from es_streams where stream_name = any(${names}::text[])), '{}'::json) as revisions,
          coalesce((
            select json_agg(json_build_object('event_id', event_id, 'stream_name', stream_name, 'stream_revision', stream_revision, 'position', position) order by position)
            from es_events where event_id = any(${ids}::uuid[])
          ), '[]'::json) as existing`.execute(trx);
      const { revisions, existing } = checks[0]!;
      if (existing.length > 0) return retriedAppend(writes, existing);

      const rows: RawBuilder<unknown>[] = [];
      const nextRevisions: number[] = [];
      for (const { streamName, events, expected } of writes) {
        const revision = revisions[streamName];
        const current = revision === undefined ? null : Number(revision);
        const actual = current === null ? 'no_stream' : current;
        const ok =
          expected === 'any' ||
          (expected === 'no_stream' && current === null) ||
          (expected === 'stream_exists' && current !== null) ||
          (typeof expected === 'number' && current === expected);
        if (!ok) throw new WrongExpectedRevisionError(streamName, expected, actual);
        const first = current === null ? 0 : current + 1;
        nextRevisions.push(first + events.length - 1);
        events.forEach((event, index) =>
          rows.push(
            sql`(${event.id}::uuid, ${streamName}, ${first + index}, ${event.type}, ${JSON.stringify(event.data)}::jsonb, ${JSON.stringify(event.metadata)}::jsonb)`,
          ),
        );
      }
      // Positions follow the order of the rows: the writes' order, then each stream's events.
      const { rows: written } = await sql<{ position: number }>`
        insert into es_events (event_id, stream_name, stream_revision, type, data, metadata)
        values ${sql.join(rows)}
        returning position`.execute(trx);
      // A crash here, with every event inserted and no stream bumped, must leave nothing behind.
      failpoint('event-store.before-commit');
      const bumps = writes.map((write, index) => sql`(${write.streamName}, ${nextRevisions[index]!})`);
      await sql`
        with bumped as (
          insert into es_streams (stream_name, revision) values ${sql.join(bumps)}
          on conflict (stream_name) do update set revision = excluded.revision
          returning 1
        )
        select (select count(*) from bumped) as bumped, pg_notify(${CHANNEL}, '') as notified`.execute(trx);
      const position = Math.max(...written.map((row) => Number(row.position)));
      return { nextRevisions, position, written: true };
    });
    if (result.written) this.local.emit('appended');
    return { nextRevisions: result.nextRevisions, position: result.position };
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    let query = this.db
      .selectFrom('es_events')
      .selectAll()
      .where('stream_name', '=', streamName)
      .where('stream_revision', '>=', options.fromRevision ?? 0)
      .orderBy('stream_revision');
    if (options.maxCount !== undefined) query = query.limit(options.maxCount);
    const rows = await query.execute();
    return rows.map((row) => toRecorded(row as EventRow));
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const rows = await this.db
      .selectFrom('es_events')
      .selectAll()
      .where('position', '>', options.after ?? 0)
      .orderBy('position')
      .limit(options.maxCount ?? 500)
      .execute();
    return rows.map((row) => toRecorded(row as EventRow));
  }

  async headPosition(): Promise<number> {
    const row = await this.db
      .selectFrom('es_events')
      .select((eb) => eb.fn.max('position').as('head'))
      .executeTakeFirst();
    return Number(row?.head ?? 0);
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    void this.ensureListening();
    return pollingSubscription(
      (after, maxCount) => this.readAll({ after, maxCount }),
      { ...options, pollIntervalMs: this.pollIntervalMs },
      (wake) => {
        this.local.on('appended', wake);
        return () => this.local.off('appended', wake);
      },
    );
  }

  /** NOTIFY from other processes wakes local subscribers; polling covers lost notifications. */
  private ensureListening(): Promise<void> {
    this.listening ??= this.database
      .listen(CHANNEL, () => this.local.emit('appended'))
      .then((unlisten) => {
        this.unlisten = unlisten;
      })
      .catch(() => {
        this.listening = null;
      });
    return this.listening;
  }

  async close(): Promise<void> {
    await this.listening;
    await this.unlisten?.();
    this.local.removeAllListeners();
  }
}
