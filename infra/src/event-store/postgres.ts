import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import { preparedOf, type Database, type Db } from '../db/database';
import { failpoint, failpointArmed } from '../failpoints';
import { errorFields, log } from '../log';
import { appendClock, recordAppend } from './append-metrics';
import { pollingSubscription } from './catch-up';
import { StreamCache } from './stream-cache';
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

const CHANNEL = 'es_events';

interface ExistingRow {
  event_id: string;
  stream_name: string;
  stream_revision: number;
  position: number;
}

/** A row of `es_events` as stored. */
export interface EventRow {
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

/** What `es_append` answers for each append of a batch (migration 0003_event_store_append). */
type AppendOutcome =
  | { outcome: 'written'; nextRevisions: number[]; position: number }
  | { outcome: 'stored'; existing: ExistingRow[] }
  | { outcome: 'wrong_revision'; stream: string; actual: number | 'no_stream' };

interface QueuedAppend {
  writes: StreamWrite[];
  resolve: (result: MultiStreamAppendResult) => void;
  reject: (error: unknown) => void;
  /** When it was asked for, for the append latency metric. */
  startedAt: number;
}

/** Enough to share one commit among every writer of a busy process, small enough to stay one quick statement. */
const MAX_BATCH = 100;
const CRASH_BEFORE_COMMIT = 'event-store.before-commit';
/** Between two announcements of new events to other processes (see `announce`). */
const ANNOUNCE_GAP_MS = 5;

/** The stream named by `es_append`'s BA001 error: an append that met its own ids after writing part of itself. */
function storedAlready(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, detail } = error as { code?: unknown; detail?: unknown };
  return code === 'BA001' && typeof detail === 'string' ? detail : null;
}

function settle(writes: StreamWrite[], outcome: AppendOutcome): MultiStreamAppendResult {
  switch (outcome.outcome) {
    case 'written':
      return { nextRevisions: outcome.nextRevisions.map(Number), position: Number(outcome.position) };
    case 'stored': {
      const { nextRevisions, position } = retriedAppend(writes, outcome.existing);
      return { nextRevisions, position };
    }
    case 'wrong_revision': {
      const write = writes.find((each) => each.streamName === outcome.stream)!;
      const actual = outcome.actual === 'no_stream' ? 'no_stream' : Number(outcome.actual);
      throw new WrongExpectedRevisionError(outcome.stream, write.expected, actual);
    }
    default: {
      const unknown: never = outcome;
      throw new Error(`unexpected append outcome ${JSON.stringify(unknown)}`);
    }
  }
}

/** A stored row as the event it records (older rows' missing metadata filled as every reader sees it). */
export function toRecorded(row: EventRow): RecordedEvent {
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
      ...(typeof metadata.requestId === 'string' ? { requestId: metadata.requestId } : {}),
      ...(metadata.via === 'sms' ? { via: metadata.via } : {}),
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
 * PostgreSQL adapter. Appends run in `es_append`, which takes a transaction-scoped advisory lock, so
 * positions are handed out in commit order and a reader at position N never later finds an event
 * below N; concurrent appends of one process share a batch, a round trip and a commit.
 * Works over a pg pool and over PGlite through the same kysely code.
 */
export class PostgresEventStore implements EventStore {
  readonly name = 'postgres';
  private readonly db: Db;
  private readonly local = new EventEmitter();
  private readonly pollIntervalMs: number;
  private unlisten: (() => Promise<void>) | null = null;
  private listening: Promise<void> | null = null;
  private readonly queued: QueuedAppend[] = [];
  private writing = false;
  private announcing: Promise<void> | null = null;
  private announceGap: NodeJS.Timeout | null = null;
  private announceAgain = false;
  private closed = false;
  /** Counts the wake-ups ("appended", here or announced by another process): see `sharedPage`. */
  private wakes = 0;
  private readonly pagesInFlight = new Map<string, Promise<RecordedEvent[]>>();
  /** Only for the embedded database, which this process alone writes (see StreamCache). */
  private readonly cache: StreamCache | null;

  constructor(
    private readonly database: Database,
    options: PostgresEventStoreOptions = {},
  ) {
    // Its statements find rows by stream, position or id: prepared, one plan for every value.
    this.db = preparedOf(database.db);
    this.cache = database.kind === 'pglite' ? new StreamCache() : null;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.local.setMaxListeners(0);
    this.local.on('appended', () => this.wakes++);
  }

  readonly atomicMultiStreamAppend = true;

  async append(streamName: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const result = await this.appendMultiple([{ streamName, events, expected }]);
    return { nextRevision: result.nextRevisions[0]!, position: result.position };
  }

  /**
   * Every stream's check and write in one transaction: all of it is stored or none of it. Appends
   * made while another batch is being written wait and go together in the next one (group commit):
   * one round trip and one commit for all of them, each still checked on its own.
   */
  appendMultiple(writes: StreamWrite[]): Promise<MultiStreamAppendResult> {
    if (writes.length === 0 || writes.some((write) => write.events.length === 0)) return Promise.reject(new Error('append needs at least one event per stream'));
    const names = writes.map((write) => write.streamName);
    if (new Set(names).size !== names.length) return Promise.reject(new Error('append names a stream twice'));
    const appended = this.cache?.appendingTo(names);
    const result = new Promise<MultiStreamAppendResult>((resolve, reject) => {
      this.queued.push({ writes, resolve, reject, startedAt: appendClock() });
      if (!this.writing) void this.writeQueued();
    });
    return appended ? result.finally(appended) : result;
  }

  /** One batch in flight per store: whatever queued meanwhile is the next batch. */
  private async writeQueued(): Promise<void> {
    this.writing = true;
    try {
      while (this.queued.length > 0) await this.writeBatch(this.queued.splice(0, MAX_BATCH));
    } finally {
      this.writing = false;
    }
  }

  private async writeBatch(batch: QueuedAppend[]): Promise<void> {
    let outcomes: AppendOutcome[];
    try {
      outcomes = await this.callAppend(batch);
    } catch (error) {
      // One bad append (ids partly stored, say) must not fail the others: each goes alone.
      if (batch.length > 1) {
        for (const each of batch) await this.writeBatch([each]);
        return;
      }
      recordAppend(storedAlready(error) ? 'conflict' : 'failed', batch[0]!.startedAt, batch[0]!.writes);
      batch[0]!.reject(storedAlready(error) ? new IdempotencyConflictError(storedAlready(error)!) : error);
      return;
    }
    if (outcomes.some((outcome) => outcome.outcome === 'written')) {
      this.local.emit('appended');
      this.announce();
    }
    batch.forEach((append, index) => {
      const outcome = outcomes[index]!;
      recordAppend(outcome.outcome === 'written' ? 'written' : outcome.outcome === 'stored' ? 'retried' : 'conflict', append.startedAt, append.writes);
      try {
        append.resolve(settle(append.writes, outcome));
      } catch (error) {
        append.reject(error);
      }
    });
  }

  /**
   * Wakes other processes' subscribers with a NOTIFY sent after the commit, outside the append: the
   * append's commit stays free of the notify lock, and a listener never wakes before the events are
   * visible. The first append after a quiet spell is announced at once; those that follow within
   * ANNOUNCE_GAP_MS share one announcement at its end, so a busy writer sends a few per second
   * rather than one per append. A lost one costs only latency: subscribers also poll.
   */
  private announce(): void {
    // The embedded database is open in this process alone (the data-dir lock): no one else to wake.
    if (this.database.kind === 'pglite') return;
    if (this.announcing || this.announceGap) {
      this.announceAgain = true;
      return;
    }
    this.announceAgain = false;
    this.announcing = sql`select pg_notify(${CHANNEL}, '')`
      .execute(this.db)
      .then(
        () => undefined,
        (error: unknown) => log.warn('event notification failed', errorFields(error)),
      )
      .finally(() => {
        this.announcing = null;
        if (this.closed) return;
        this.announceGap = setTimeout(() => {
          this.announceGap = null;
          if (this.announceAgain) this.announce();
        }, ANNOUNCE_GAP_MS);
        this.announceGap.unref();
      });
  }

  /** One statement in autocommit; a test that arms the crash point inside the append gets a transaction to crash in. */
  private async callAppend(batch: QueuedAppend[]): Promise<AppendOutcome[]> {
    const payload = JSON.stringify(
      batch.map(({ writes }) => ({
        writes: writes.map(({ streamName, expected, events }) => ({
          stream: streamName,
          expected,
          events: events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })),
        })),
      })),
    );
    const call = sql<{ outcomes: AppendOutcome[] }>`select es_append(${payload}::jsonb) as outcomes`;
    if (!failpointArmed(CRASH_BEFORE_COMMIT)) return (await call.execute(this.db)).rows[0]!.outcomes;
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await call.execute(trx);
      // A crash here, with every event inserted and every stream bumped but nothing committed, must leave nothing behind.
      failpoint(CRASH_BEFORE_COMMIT);
      return rows[0]!.outcomes;
    });
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const whole = options.fromRevision === undefined && options.maxCount === undefined;
    if (this.cache && whole) return (await this.readStreams([streamName])).get(streamName)!;
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

  async readStreams(streamNames: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const streams = new Map<string, RecordedEvent[]>();
    const missing: string[] = [];
    for (const name of new Set(streamNames)) {
      const kept = this.cache?.get(name);
      if (kept) streams.set(name, kept);
      else missing.push(name);
    }
    if (missing.length === 0) return streams;
    const reads = missing.map((name) => this.cache?.reading(name));
    for (const name of missing) streams.set(name, []);
    let rows: EventRow[];
    try {
      rows = (await this.db
        .selectFrom('es_events')
        .selectAll()
        .where('stream_name', 'in', missing)
        .orderBy('stream_name')
        .orderBy('stream_revision')
        .execute()) as EventRow[];
    } catch (error) {
      reads.forEach((read) => read?.finish(null));
      throw error;
    }
    for (const row of rows) streams.get(row.stream_name)!.push(toRecorded(row));
    missing.forEach((name, index) => reads[index]?.finish(streams.get(name)!));
    return streams;
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
      (after, maxCount) => this.sharedPage(after, maxCount),
      { ...options, pollIntervalMs: this.pollIntervalMs },
      (wake) => {
        this.local.on('appended', wake);
        return () => this.local.off('appended', wake);
      },
    );
  }

  /**
   * One wake-up sets every subscription of this process reading at once, and those that keep up ask
   * for the same page of the log: they share one query rather than each sending its own (a reactor
   * process follows the log three times). A read is shared only within the wake-up it started in, so
   * a subscription woken by a newer append never takes a page read before that append was visible.
   * Each gets its own array.
   */
  private sharedPage(after: number | null, maxCount: number): Promise<RecordedEvent[]> {
    const key = `${this.wakes}:${after ?? 0}:${maxCount}`;
    let page = this.pagesInFlight.get(key);
    if (!page) {
      page = this.readAll({ after, maxCount }).finally(() => this.pagesInFlight.delete(key));
      this.pagesInFlight.set(key, page);
    }
    return page.then((events) => [...events]);
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
    this.closed = true;
    await this.announcing;
    if (this.announceGap) clearTimeout(this.announceGap);
    await this.listening;
    await this.unlisten?.();
    this.local.removeAllListeners();
  }
}
