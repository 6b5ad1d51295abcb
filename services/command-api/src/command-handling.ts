import { randomUUID } from 'node:crypto';
import { currentVersion, deterministicId, validateForWrite, type DomainEvent } from '@barteraid/events';
import {
  IdempotencyConflictError,
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from '@barteraid/infra';
import type { Decider } from './decider';
import { forgetFoldsAhead } from './folded-streams';
import { toDomainEvent } from './domain-events';

// Every command module reads stored events through it from here.
export { toDomainEvent };

/** Where commands get the time from: one per process, which tests may set. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** Who asked, and which request this belongs to; copied into every event's metadata. */
export interface CommandContext {
  store: EventStore;
  actorId: string | null;
  correlationId: string;
  causationId?: string | null;
  /** The HTTP request's id (the gateway's X-Request-Id), recorded in each event's metadata; none outside a request. */
  requestId?: string;
  /**
   * The clock every time a command decides on comes from (the `now` of its commands, expiries,
   * timestamps); the system clock when unset. Read it with `nowOf(context)`.
   */
  now?: Clock;
  /**
   * Set when the request carries an Idempotency-Key: the actor, the route and the key. Events
   * and new entities without ids of their own derive them from it (see requestEventId).
   */
  requestKey?: string;
  /** The command came as a reply to a text message: recorded in each event's metadata. */
  via?: 'sms';
}

/** The time now, by the command's clock. */
export const nowOf = (context: CommandContext): Date => (context.now ?? systemClock)();


export function toNewEvent(event: DomainEvent, context: CommandContext, id: string = randomUUID()): NewEvent {
  return {
    id,
    type: event.type,
    data: validateForWrite(event.type, event.data),
    metadata: {
      actorId: context.actorId,
      correlationId: context.correlationId,
      causationId: context.causationId ?? null,
      schemaVersion: currentVersion(event.type),
      ...(context.requestId ? { requestId: context.requestId } : {}),
      ...(context.via ? { via: context.via } : {}),
    },
  };
}

export interface LoadedStream<S> {
  state: S;
  expected: ExpectedRevision;
  recorded: RecordedEvent[];
}

export async function loadStream<S, E extends DomainEvent>(
  store: EventStore,
  streamName: string,
  decider: Pick<Decider<unknown, S, E>, 'initialState' | 'evolve'>,
): Promise<LoadedStream<S>> {
  return stateOf(await store.readStream(streamName), decider);
}

/** A stream's state from its recorded events (read on their own or with other streams). */
export function stateOf<S, E extends DomainEvent>(
  recorded: RecordedEvent[],
  decider: Pick<Decider<unknown, S, E>, 'initialState' | 'evolve'>,
): LoadedStream<S> {
  let state = decider.initialState;
  for (const event of recorded) {
    const domainEvent = toDomainEvent(event);
    if (domainEvent) state = decider.evolve(state, domainEvent as E);
  }
  const last = recorded[recorded.length - 1];
  return { state, expected: last ? last.revision : 'no_stream', recorded };
}

export interface Decided<S, E> {
  events: E[];
  state: S;
  /** Global position of the last event written, or null when the command produced none. */
  position: number | null;
}

export interface ExecuteOptions {
  /** Deterministic ids make a retried step idempotent; the decided event is passed so ids can follow its data. */
  eventIds?: (index: number, event: DomainEvent) => string | undefined;
  /** Re-read and re-decide this many times when another writer got in first. */
  retries?: number;
  /**
   * Upper bound of a random pause before each retry (growing with the attempt), so many writers
   * contending on one stream spread out instead of colliding again at once. 0: retry at once.
   */
  maxBackoffMs?: number;
  /**
   * The decision never depends on the stream's past (a message added to a conversation): it is made
   * on the initial state and appended at any revision without reading the stream, whose growing
   * length would otherwise slow every command down. Only with `eventIds`: the stored ids are what
   * keep a retried command from writing twice.
   */
  independentOfHistory?: boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Did another writer get in first? Then the command is decided again on fresh state. */
function lostRace(error: unknown, deterministicIds: boolean): boolean {
  // With deterministic ids, an idempotency conflict means part of this decision was written meanwhile.
  return error instanceof WrongExpectedRevisionError || (deterministicIds && error instanceof IdempotencyConflictError);
}

/**
 * Runs `attempt` (load → decide → append) until its append is not beaten by a concurrent writer,
 * at most `retries` more times, pausing a random moment (growing with the attempt) between tries
 * when `maxBackoffMs` is set, so many writers on one stream spread out instead of colliding again.
 */
async function retryOnConflict<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  options: { retries: number; maxBackoffMs?: number; deterministicIds?: boolean },
): Promise<T> {
  for (let attemptNumber = 0; ; attemptNumber++) {
    try {
      return await attempt(attemptNumber);
    } catch (error) {
      if (!lostRace(error, options.deterministicIds ?? false) || attemptNumber >= options.retries) throw error;
      if (options.maxBackoffMs) await pause(Math.random() * Math.min(options.maxBackoffMs, 2 * (attemptNumber + 1)));
    }
  }
}

/** What one attempt of a command decided, for `decideAcross` to carry out. */
export type Decision<T> =
  /** Append these streams' events in one atomic write, then answer `answer(position)`. */
  | { writes: PlannedWrite[]; answer: (position: number | null) => T }
  /** Nothing (more) to write, e.g. an earlier run of this very command already did it: answer this. */
  | { done: T };

/**
 * The command loop. `decide` is its one hook: it loads the streams the command needs and decides
 * each (a refusal throws); the loop appends every stream's events in one atomic write, each stream
 * expecting the revision it was decided on, and when another writer got in first it calls `decide`
 * again on fresh state (see retryOnConflict; `attemptNumber` 0 is the first decision). `execute`
 * runs one stream through it; registration, acceptance, trials, password resets and uploads span
 * several.
 */
export async function decideAcross<T>(
  context: CommandContext,
  decide: (attemptNumber: number) => Promise<Decision<T>>,
  options: { retries: number; maxBackoffMs?: number; deterministicIds?: boolean },
): Promise<T> {
  return retryOnConflict(async (attemptNumber) => {
    const decision = await decide(attemptNumber);
    if ('done' in decision) return decision.done;
    try {
      return decision.answer(await appendAcross(context, decision.writes));
    } catch (error) {
      forgetFoldsAhead(context.store, error);
      throw error;
    }
  }, options);
}

/**
 * Loads the stream, decides, and appends with the revision that was read. A concurrent
 * writer makes the append fail; the command is then decided again against the new state.
 */
export async function execute<C, S, E extends DomainEvent>(
  context: CommandContext,
  streamName: string,
  decider: Decider<C, S, E>,
  command: C,
  options: ExecuteOptions = {},
): Promise<Decided<S, E>> {
  if (options.independentOfHistory && !options.eventIds) throw new Error('a command decided without its stream needs deterministic event ids');
  return decideAcross<Decided<S, E>>(
    context,
    async () => {
      const loaded: LoadedStream<S> = options.independentOfHistory
        ? { state: decider.initialState, expected: 'any', recorded: [] }
        : await loadStream(context.store, streamName, decider);
      // An earlier run of this very request (its process died before answering) already wrote here.
      const done = writtenByThisRequest(context, streamName, loaded.recorded);
      if (done) return { done: { events: [], state: loaded.state, position: done.position } };
      const events = decider.decide(command, loaded.state);
      const state = events.reduce(decider.evolve, loaded.state);
      if (events.length === 0) return { done: { events, state, position: null } };
      return {
        writes: [{ streamName, expected: loaded.expected, events, eventIds: options.eventIds }],
        answer: (position) => ({ events, state, position }),
      };
    },
    { retries: options.retries ?? 5, maxBackoffMs: options.maxBackoffMs, deterministicIds: options.eventIds !== undefined },
  );
}

/** One stream's share of a decision that spans several streams. */
export interface PlannedWrite {
  streamName: string;
  /** The revision the decision was made on. */
  expected: ExpectedRevision;
  events: DomainEvent[];
  /** Deterministic ids; undefined for an event leaves it to the request's key or a random id. */
  eventIds?: (index: number, event: DomainEvent) => string | undefined;
  /** The event this part follows from, when it is not the command's (a settlement's payment, then its receipt). */
  causationId?: string | null;
}

/**
 * Appends a decision over several streams in one atomic write (PostgreSQL: one transaction):
 * every stream is checked against the revision its part was decided on, and either all of it
 * is stored or none. Streams with nothing to write are left out. Returns the last position, or
 * null when nothing was decided.
 */
async function appendAcross(context: CommandContext, writes: PlannedWrite[]): Promise<number | null> {
  const nonEmpty = writes.filter((write) => write.events.length > 0);
  if (nonEmpty.length === 0) return null;
  const result = await context.store.appendMultiple(
    nonEmpty.map((write) => ({
      streamName: write.streamName,
      expected: write.expected,
      events: write.events.map((event, index) =>
        toNewEvent(
          event,
          write.causationId === undefined ? context : { ...context, causationId: write.causationId },
          write.eventIds?.(index, event) ?? requestEventId(context, write.streamName, index),
        ),
      ),
    })),
  );
  for (const write of nonEmpty) countAppend(context, write.streamName);
  return result.position;
}

/** Appends a request has made to each stream so far, so its second write to a stream gets other ids than its first. */
const appendsOfRequest = new WeakMap<CommandContext, Map<string, number>>();

function countAppend(context: CommandContext, streamName: string) {
  if (!context.requestKey) return;
  const counts = appendsOfRequest.get(context) ?? new Map<string, number>();
  counts.set(streamName, (counts.get(streamName) ?? 0) + 1);
  appendsOfRequest.set(context, counts);
}

/**
 * Without a deterministic id of its own, an event written for a request that carries an
 * Idempotency-Key gets an id derived from that key, its stream and its place: if the process dies
 * after the append but before the answer is stored, the retried request writes the same ids again,
 * which the store treats as already done.
 */
function requestEventId(context: CommandContext, streamName: string, index: number): string {
  if (!context.requestKey) return randomUUID();
  const earlier = appendsOfRequest.get(context)?.get(streamName) ?? 0;
  return deterministicId('request-event', context.requestKey, streamName, String(earlier), String(index));
}

/** The first event this request would write to the stream, if an earlier run of it already did. */
function writtenByThisRequest(context: CommandContext, streamName: string, recorded: RecordedEvent[]): RecordedEvent | undefined {
  if (!context.requestKey) return undefined;
  const id = requestEventId(context, streamName, 0);
  return recorded.find((event) => event.id === id);
}

/**
 * The id of an entity a request creates (a listing, a trade, a message): derived from the request's
 * Idempotency-Key when it has one, so a retried request names the same entity instead of a new one.
 */
export function newEntityId(context: CommandContext, kind: string): string {
  return context.requestKey ? deterministicId('request-entity', context.requestKey, kind) : randomUUID();
}
