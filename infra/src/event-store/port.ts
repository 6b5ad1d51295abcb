/** The event store port. Both adapters (PostgreSQL, EventStoreDB) pass one contract suite. */

export type ExpectedRevision = 'no_stream' | 'any' | 'stream_exists' | number;

export interface EventMetadata {
  actorId: string | null;
  correlationId: string;
  causationId: string | null;
  schemaVersion: number;
  /**
   * The id of the HTTP request that wrote the event (the gateway's X-Request-Id), to find a
   * request's whole path by one id. Events written before it was recorded, and events no request
   * wrote (settlement, seeds), have none.
   */
  requestId?: string;
  /** How the member gave the command when not on the web: `sms`, a reply to a text message. */
  via?: 'sms';
}

export interface NewEvent {
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface RecordedEvent extends NewEvent {
  streamName: string;
  /** Zero-based revision of the event in its stream. */
  revision: number;
  /** Position in the global log; strictly increasing in the order readers see events. */
  position: number;
  createdAt: Date;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextRevision: number;
  /** Global position of the last appended event (or of the already-stored one on an idempotent retry). */
  position: number;
}

/** One stream's part of a multi-stream append. */
export interface StreamWrite {
  streamName: string;
  events: NewEvent[];
  expected: ExpectedRevision;
}

export interface MultiStreamAppendResult {
  /** Global position of the last event written (or of the already-stored one on an idempotent retry). */
  position: number;
  /** Each stream's revision after the append, in the order of the writes. */
  nextRevisions: number[];
}

export interface ReadStreamOptions {
  fromRevision?: number;
  maxCount?: number;
  /**
   * Leave members' personal data as stored, sealed (a store that seals it; others ignore this): for a
   * reader whose decisions never look at it, which so needs no member's key and opens nothing.
   */
  sealed?: boolean;
}

export interface ReadAllOptions {
  /** Exclusive: events strictly after this position. Null or omitted reads from the start. */
  after?: number | null;
  maxCount?: number;
}

export interface SubscribeOptions {
  /** Exclusive checkpoint; null starts at the beginning of the log. */
  after: number | null;
  /** Called with one batch at a time; the next batch is read only after it resolves. */
  handle: (events: RecordedEvent[]) => Promise<void>;
  /** A failing batch is retried after this delay; the error goes to onError. */
  retryDelayMs?: number;
  onError?: (error: unknown) => void;
  batchSize?: number;
  /**
   * The event types whose personal data the handler reads: a sealing store opens only these and
   * hands the others on as stored (sealed), so a reactor that reads ids alone costs no key look-up
   * or decryption. Unset: every event is opened.
   */
  opening?: ReadonlySet<string>;
}

export interface Subscription {
  /** Stops after the batch in flight (if any) is handled. */
  stop(): Promise<void>;
  /** Resolves when the subscription has handled everything up to at least this position. */
  caughtUp(position: number, timeoutMs?: number): Promise<boolean>;
}

export interface EventStore {
  readonly name: string;
  append(streamName: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /**
   * Appends to several streams, each guarded by its own expected revision. Where
   * `atomicMultiStreamAppend` is true, all of it is written or none of it (one transaction).
   * Where it is false the writes happen one after another in the given order, and a crash can
   * leave a prefix written: commands list their streams so that such a prefix is an orphan the
   * reconciliation recognises and finishes or undoes.
   * Retrying with the same event ids, all already stored in their streams, is a no-op success.
   */
  appendMultiple(writes: StreamWrite[]): Promise<MultiStreamAppendResult>;
  readonly atomicMultiStreamAppend: boolean;
  readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Several whole streams at once (PostgreSQL: one query), each forwards; a stream with no events
   * maps to an empty list. For a command that checks several small streams before it decides.
   */
  readStreams(streamNames: readonly string[]): Promise<Map<string, RecordedEvent[]>>;
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catch-up subscription: history from the checkpoint, then live events. */
  subscribeToAll(options: SubscribeOptions): Subscription;
  /** Position of the last event in the log, or 0 when empty. */
  headPosition(): Promise<number>;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamName} changed concurrently: expected ${String(expected)}, found ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export class IdempotencyConflictError extends Error {
  constructor(readonly streamName: string) {
    super(`Some of these events were already appended elsewhere than ${streamName}`);
    this.name = 'IdempotencyConflictError';
  }
}
