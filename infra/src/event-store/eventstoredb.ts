import {
  ANY,
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  UnsupportedError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendStreamState,
  type EventData,
  type JSONType,
  type ReadPosition,
  type RecordedEvent as EsdbRecordedEvent,
  type ReadStreamOptions as EsdbReadStreamOptions,
} from '@kurrent/kurrentdb-client';
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

/**
 * Metadata as the adapter writes it: plain JSON on a single-stream append, and on a multi-stream
 * append (which takes string values only) the same fields as strings, a null left out. Both read
 * back to the same envelope.
 */
type StoredMetadata = Partial<Record<keyof RecordedEvent['metadata'], unknown>>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function toRecorded(event: EsdbRecordedEvent): RecordedEvent {
  const metadata = (
    event.metadata && !(event.metadata instanceof Uint8Array) && !Array.isArray(event.metadata) ? event.metadata : {}
  ) as StoredMetadata;
  const requestId = text(metadata.requestId);
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: {
      actorId: text(metadata.actorId),
      correlationId: text(metadata.correlationId) ?? event.id,
      causationId: text(metadata.causationId),
      schemaVersion: Number(metadata.schemaVersion ?? 1),
      ...(requestId ? { requestId } : {}),
      ...(metadata.via === 'sms' ? { via: 'sms' as const } : {}),
    },
    streamName: event.streamId,
    revision: Number(event.revision),
    position: positionOf(event),
    createdAt: event.created,
  };
}

/** The metadata of a multi-stream append, whose values the server takes as strings only. */
export function asStrings(metadata: NewEvent['metadata']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(metadata).flatMap(([key, value]) => (value === null || value === undefined ? [] : [[key, String(value)]])),
  );
}

function toStreamState(expected: ExpectedRevision): AppendStreamState {
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

/** The server has no multi-stream append (EventStoreDB, KurrentDB before 25.1): the client says so before calling, or the server answers UNIMPLEMENTED. */
const lacksMultiStreamAppend = (error: unknown) =>
  error instanceof UnsupportedError || (error instanceof Error && 'code' in error && error.code === 12);

const proposed = (event: NewEvent, metadata: Record<string, unknown>): EventData =>
  // JSON.stringify accepts any serialisable data; the client's JSONType is narrower than our `unknown`.
  jsonEvent({ id: event.id, type: event.type, data: event.data as JSONType, metadata });

/**
 * EventStoreDB / KurrentDB adapter (server 22.6 or later, for positions on stream reads), on the
 * KurrentDB client (`@kurrent/kurrentdb-client`).
 * Subscriptions page through readAll exactly like the PostgreSQL adapter, so backpressure and retries
 * come from pollingSubscription; a live subscription only wakes them early.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly name = 'eventstoredb';
  private readonly client: KurrentDBClient;
  private readonly pollIntervalMs: number;
  private readonly wakeups = new Set<AllStreamSubscription>();
  /** Whether the server appends to several streams in one transaction; null until the first multi-stream append asks. */
  private multiStream: boolean | null = null;

  constructor(connectionString: string, options: EventStoreDbEventStoreOptions = {}) {
    this.client = KurrentDBClient.connectionString(connectionString);
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
  }

  /**
   * KurrentDB 25.1 and later append to several streams in one transaction (`multiStreamAppend`):
   * all of it is written or none of it, as on PostgreSQL. Older servers (EventStoreDB) have no such
   * transaction: there the writes go one after another in the caller's order, and a crash between them
   * leaves a prefix, an orphan that the reconciliation finishes or undoes (ARCHITECTURE.md, "Exactly
   * once"). False until a multi-stream append has found out which kind of server this is.
   */
  get atomicMultiStreamAppend(): boolean {
    return this.multiStream === true;
  }

  async appendMultiple(writes: StreamWrite[]): Promise<MultiStreamAppendResult> {
    if (writes.length === 0) throw new Error('append needs at least one stream');
    const startedAt = appendClock();
    let result: MultiStreamAppendResult;
    try {
      result = writes.length > 1 && this.multiStream !== false ? await this.appendAtomically(writes) : await this.appendInTurn(writes);
    } catch (error) {
      recordAppend(error instanceof WrongExpectedRevisionError || error instanceof IdempotencyConflictError ? 'conflict' : 'failed', startedAt, writes);
      throw error;
    }
    recordAppend('written', startedAt, writes);
    return result;
  }

  /** One stream after another, each with its own expected revision (a server without multi-stream appends). */
  private async appendInTurn(writes: StreamWrite[]): Promise<MultiStreamAppendResult> {
    const results: AppendResult[] = [];
    for (const write of writes) results.push(await this.append(write.streamName, write.events, write.expected));
    return { position: Math.max(...results.map((result) => result.position)), nextRevisions: results.map((result) => result.nextRevision) };
  }

  /** Every stream in one transaction; on a server that lacks it, remembers so and goes one stream after another. */
  private async appendAtomically(writes: StreamWrite[]): Promise<MultiStreamAppendResult> {
    try {
      const result = await this.client.multiStreamAppend(
        writes.map((write) => ({
          streamName: write.streamName,
          events: write.events.map((event) => proposed(event, asStrings(event.metadata))),
          expectedState: toStreamState(write.expected),
        })),
      );
      this.multiStream = true;
      const revisions = new Map(result.responses.map((response) => [response.streamName, Number(response.revision)]));
      return { position: Number(result.position), nextRevisions: writes.map((write) => revisions.get(write.streamName) ?? -1) };
    } catch (error) {
      if (lacksMultiStreamAppend(error)) {
        this.multiStream = false;
        return this.appendInTurn(writes);
      }
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      this.multiStream = true; // the server ran the transaction and refused it whole
      // A retry of an append that was written finds every stream moved on, with its own events at their tails.
      const stored = await Promise.all(writes.map((write) => this.alreadyAppended(write.streamName, write.events)));
      if (stored.every((each) => each !== null)) {
        return { position: Math.max(...stored.map((each) => each!.position)), nextRevisions: stored.map((each) => each!.nextRevision) };
      }
      const refused = writes.find((write) => write.streamName === error.streamName) ?? writes[0]!;
      throw new WrongExpectedRevisionError(refused.streamName, refused.expected, error.actualState === NO_STREAM ? 'no_stream' : Number(error.actualState));
    }
  }

  async append(streamName: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    try {
      const result = await this.client.appendToStream(streamName, events.map((event) => proposed(event, { ...event.metadata })), {
        streamState: toStreamState(expected),
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
      const actual = error.actualState === NO_STREAM ? 'no_stream' : Number(error.actualState);
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
