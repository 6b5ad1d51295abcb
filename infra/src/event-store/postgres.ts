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
      const existing = await trx
        .selectFrom('es_events')
        .select(['event_id', 'stream_name', 'stream_revision', 'position'])
        .where('event_id', 'in', ids)
        .orderBy('position')
        .execute();
      if (existing.length > 0) {
        // Retrying an append that already happened succeeds without writing, as EventStoreDB does.
        const sameStream = existing.every((row) => row.stream_name === streamName);
        if (existing.length === ids.length && sameStream) {
          const last = existing[existing.length - 1]!;
          return { nextRevision: Number(last.stream_revision), position: Number(last.position), written: false };
        }
        throw new IdempotencyConflictError(streamName);
      }

      const stream = await trx
        .selectFrom('es_streams')
        .select('revision')
        .where('stream_name', '=', streamName)
        .executeTakeFirst();
      const current = stream ? Number(stream.revision) : null;
      const actual = current === null ? 'no_stream' : current;
      const ok =
        expected === 'any' ||
        (expected === 'no_stream' && current === null) ||
        (expected === 'stream_exists' && current !== null) ||
        (typeof expected === 'number' && current === expected);
      if (!ok) throw new WrongExpectedRevisionError(streamName, expected, actual);

      const first = current === null ? 0 : current + 1;
      const inserted = await trx
        .insertInto('es_events')
        .values(
          events.map((event, index) => ({
            event_id: event.id,
            stream_name: streamName,
            stream_revision: first + index,
            type: event.type,
            data: JSON.stringify(event.data),
            metadata: JSON.stringify(event.metadata),
          })),
        )
        .returning('position')
        .execute();
      const nextRevision = first + events.length - 1;
      await trx
        .insertInto('es_streams')
        .values({ stream_name: streamName, revision: nextRevision })
        .onConflict((oc) => oc.column('stream_name').doUpdateSet({ revision: nextRevision }))
        .execute();
      await sql`select pg_notify(${CHANNEL}, '')`.execute(trx);
      const position = Math.max(...inserted.map((row) => Number(row.position)));
      return { nextRevision, position, written: true };
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
