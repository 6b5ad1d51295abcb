import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type JSONType,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
  type ReadStreamOptions as EsdbReadStreamOptions,
} from '@eventstore/db-client';
import { appendClock, recordAppend } from './append-metrics';
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

/** The server's "no position" marker (ulong.MaxValue): stream reads on servers older than 22.6. */
const NO_POSITION = 18_446_744_073_709_551_615n;

/** Projections and the server write `$`-prefixed streams and event types; they are not ours. */
const isSystemEvent = (event: EsdbRecordedEvent) => event.type.startsWith('$') || event.streamId.startsWith('$');

/**
 * Our position is the event's commit position. Events appended over gRPC are implicit transactions,
 * in which every event's commit position equals its own prepare position, so it is unique and increasing.
 * -1 means the server did not say (stream reads before 22.6).
 */
function positionOf(event: EsdbRecordedEvent): number {
  const commit = event.position?.commit;
  return commit === undefined || commit === NO_POSITION ? -1 : Number(commit);
}

function toRecorded(event: EsdbRecordedEvent): RecordedEvent {
  const metadata = (
    event.metadata && !(event.metadata instanceof Uint8Array) && !Array.isArray(event.metadata) ? event.metadata : {}
  ) as Partial<RecordedEvent['metadata']>;
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: {
      actorId: metadata.actorId ?? null,
      correlationId: metadata.correlationId ?? event.id,
      causationId: metadata.causationId ?? null,
      schemaVersion: metadata.schemaVersion ?? 1,
      ...(typeof metadata.requestId === 'string' ? { requestId: metadata.requestId } : {}),
    },
    streamName: event.streamId,
    revision: Number(event.revision),
    position: positionOf(event),
    createdAt: event.created,
  };
}

function toExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
}

async function drain<T>(read: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of read) items.push(item);
  return items;
}

export interface EventStoreDbEventStoreOptions {
  /** Upper bound on how long a subscriber waits when the live wake-up subscription misses an event. */
  pollIntervalMs?: number;
}

/**
 * EventStoreDB adapter (server 22.6 or later, for positions on stream reads).
 * Subscriptions page through readAll exactly like the PostgreSQL adapter, so backpressure and retries
 * come from pollingSubscription; a live ESDB subscription only wakes them early.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly name = 'eventstoredb';
  private readonly client: EventStoreDBClient;
  private readonly pollIntervalMs: number;
  private readonly wakeups = new Set<AllStreamSubscription>();

  constructor(connectionString: string, options: EventStoreDbEventStoreOptions = {}) {
    this.client = EventStoreDBClient.connectionString(connectionString);
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
  }

  /**
   * EventStoreDB (and this client, @eventstore/db-client) has no multi-stream transaction; KurrentDB 25.1
   * adds one (`multiStreamAppend` in @kurrent/kurrentdb-client), which is where this adapter should move.
   * Until then the writes go one after another in the caller's order, and a crash between them leaves a
   * prefix: an orphan that the reconciliation finishes or undoes (ARCHITECTURE.md, "Exactly once").
   */
  readonly atomicMultiStreamAppend = false;

  async appendMultiple(writes: StreamWrite[]): Promise<MultiStreamAppendResult> {
    if (writes.length === 0) throw new Error('append needs at least one stream');
    const startedAt = appendClock();
    const results: AppendResult[] = [];
    try {
      for (const write of writes) results.push(await this.append(write.streamName, write.events, write.expected));
    } catch (error) {
      recordAppend(error instanceof WrongExpectedRevisionError || error instanceof IdempotencyConflictError ? 'conflict' : 'failed', startedAt, writes);
      throw error;
    }
    recordAppend('written', startedAt, writes);
    return { position: Math.max(...results.map((result) => result.position)), nextRevisions: results.map((result) => result.nextRevision) };
  }

  async append(streamName: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const proposed = events.map((event) =>
      // JSON.stringify accepts any serialisable data; the client's JSONType is narrower than our `unknown`.
      jsonEvent({ id: event.id, type: event.type, data: event.data as JSONType, metadata: { ...event.metadata } }),
    );
    try {
      const result = await this.client.appendToStream(streamName, proposed, {
        expectedRevision: toExpectedRevision(expected),
      });
      const nextRevision = Number(result.nextExpectedRevision);
      const commit = result.position?.commit;
      if (commit !== undefined && commit !== NO_POSITION) return { nextRevision, position: Number(commit) };
      // ESDB answers an idempotent retry without a position: take it from the stored event.
      const [stored] = await this.readStream(streamName, { fromRevision: nextRevision, maxCount: 1 });
      return { nextRevision, position: stored?.position ?? -1 };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const retried = await this.alreadyAppended(streamName, events);
      if (retried) return retried;
      const actual = error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion);
      throw new WrongExpectedRevisionError(streamName, expected, actual);
    }
  }

  /**
   * ESDB only recognises a retry when the expected revision still lines up; a retry that lost that race
   * (or used a stale revision) is still a success if exactly these events sit at the stream's tail.
   */
  private async alreadyAppended(streamName: string, events: NewEvent[]): Promise<AppendResult | null> {
    const tail = (
      await this.read(streamName, { fromRevision: END, direction: BACKWARDS, maxCount: events.length })
    ).reverse();
    const ids = events.map((event) => event.id);
    if (tail.length === ids.length && tail.every((event, index) => event.id === ids[index])) {
      const last = tail[tail.length - 1]!;
      return { nextRevision: last.revision, position: last.position };
    }
    if (tail.some((event) => ids.includes(event.id))) throw new IdempotencyConflictError(streamName);
    return null;
  }

  readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    return this.read(streamName, {
      fromRevision: BigInt(options.fromRevision ?? 0),
      maxCount: options.maxCount,
      direction: FORWARDS,
    });
  }

  async readStreams(streamNames: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const names = [...new Set(streamNames)];
    const read = await Promise.all(names.map((name) => this.readStream(name)));
    return new Map(names.map((name, index) => [name, read[index]!]));
  }

  private async read(streamName: string, options: EsdbReadStreamOptions): Promise<RecordedEvent[]> {
    try {
      const resolved = await drain(this.client.readStream(streamName, options));
      return resolved.flatMap(({ event }) => (event ? [toRecorded(event)] : []));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const maxCount = options.maxCount ?? 500;
    // fromPosition is inclusive, so each page asks for one extra event: the one at the cursor itself.
    const pageSize = maxCount + 1;
    let cursor = options.after ?? -1;
    let from: ReadPosition = cursor < 0 ? START : { commit: BigInt(cursor), prepare: BigInt(cursor) };
    const found: RecordedEvent[] = [];
    // System events are dropped after reading, so keep paging until we have enough or reach the end.
    for (;;) {
      const page = await drain(this.client.readAll({ fromPosition: from, maxCount: pageSize, direction: FORWARDS }));
      const pageStart = cursor;
      for (const { event } of page) {
        if (!event || Number(event.position.commit) <= cursor) continue;
        cursor = Number(event.position.commit);
        if (!isSystemEvent(event)) found.push(toRecorded(event));
      }
      // A page that cannot move the cursor would loop forever (only legacy explicit transactions share positions).
      if (found.length >= maxCount || page.length < pageSize || cursor === pageStart) return found.slice(0, maxCount);
      from = { commit: BigInt(cursor), prepare: BigInt(cursor) };
    }
  }

  /** The last non-system event, so a subscriber can actually reach it in caughtUp(). */
  async headPosition(): Promise<number> {
    const pageSize = 100;
    let from: ReadPosition = END;
    for (;;) {
      const page: AllStreamResolvedEvent[] = await drain(
        this.client.readAll({ fromPosition: from, maxCount: pageSize, direction: BACKWARDS }),
      );
      const ours = page.find(({ event }) => event && !isSystemEvent(event))?.event;
      if (ours) return Number(ours.position.commit);
      const oldest = page[page.length - 1]?.event;
      if (page.length < pageSize || !oldest) return 0;
      from = oldest.position;
    }
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    return pollingSubscription(
      (after, maxCount) => this.readAll({ after, maxCount }),
      { ...options, pollIntervalMs: this.pollIntervalMs },
      (wake) => {
        // Delivers nothing itself: correctness rests on readAll, this only cuts latency below the poll interval.
        const live = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
        this.wakeups.add(live);
        live.on('data', wake);
        // A dropped wake-up subscription only costs latency; polling carries on.
        live.on('error', () => this.wakeups.delete(live));
        return () => {
          this.wakeups.delete(live);
          void live.unsubscribe().catch(() => undefined);
        };
      },
    );
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.wakeups].map((live) => live.unsubscribe()));
    this.wakeups.clear();
    await this.client.dispose();
  }
}
