import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type { Database, Db } from '../db/database';
import { pollingSubscription } from './catch-up';
import {
  IdempotencyConflictError,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from './port';

/** Any constant works; it only has to be the same for every writer of this database. */
const APPEND_LOCK_KEY = 7_340_120_001;
const CHANNEL = 'es_events';

interface ExistingRow {
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

  async append(streamName: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const result = await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${APPEND_LOCK_KEY}::bigint)`.execute(trx);

      const ids = events.map((event) => event.id);
      // One round trip for both checks; it must come after the lock so its snapshot sees every earlier append.
      const { rows: checks } = await sql<{ revision: number | null; existing: ExistingRow[] }>`
        select
          (select revision from es_streams where stream_name = ${streamName}) as revision,
          coalesce((
            select json_agg(json_build_object('stream_name', stream_name, 'stream_revision', stream_revision, 'position', position) order by position)
            from es_events where event_id = any(${ids}::uuid[])
          ), '[]'::json) as existing`.execute(trx);
      const existing = checks[0]!.existing;
      if (existing.length > 0) {
        // Retrying an append that already happened succeeds without writing, as EventStoreDB does.
        const sameStream = existing.every((row) => row.stream_name === streamName);
        if (existing.length === ids.length && sameStream) {
          const last = existing[existing.length - 1]!;
          return { nextRevision: Number(last.stream_revision), position: Number(last.position), written: false };
        }
        throw new IdempotencyConflictError(streamName);
      }

      const revision = checks[0]!.revision;
      const current = revision === null ? null : Number(revision);
      const actual = current === null ? 'no_stream' : current;
      const ok =
        expected === 'any' ||
        (expected === 'no_stream' && current === null) ||
        (expected === 'stream_exists' && current !== null) ||
        (typeof expected === 'number' && current === expected);
      if (!ok) throw new WrongExpectedRevisionError(streamName, expected, actual);

      const first = current === null ? 0 : current + 1;
      const nextRevision = first + events.length - 1;
      const rows = events.map(
        (event, index) =>
          sql`(${event.id}::uuid, ${streamName}, ${first + index}, ${event.type}, ${JSON.stringify(event.data)}::jsonb, ${JSON.stringify(event.metadata)}::jsonb)`,
      );
      // Insert, bump the stream revision and notify readers in one statement.
      const { rows: written } = await sql<{ position: number }>`
        with inserted as (
          insert into es_events (event_id, stream_name, stream_revision, type, data, metadata)
          values ${sql.join(rows)}
          returning position
        ), bumped as (
          insert into es_streams (stream_name, revision) values (${streamName}, ${nextRevision})
          on conflict (stream_name) do update set revision = excluded.revision
          returning 1
        )
        select (select max(position) from inserted) as position,
               (select count(*) from bumped) as bumped,
               pg_notify(${CHANNEL}, '') as notified`.execute(trx);
      return { nextRevision, position: Number(written[0]!.position), written: true };
    });
    if (result.written) this.local.emit('appended');
    return { nextRevision: result.nextRevision, position: result.position };
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
