import { randomUUID } from 'node:crypto';
import { currentVersion, readEventData, validateForWrite, type DomainEvent } from '@barteraid/events';
import {
  IdempotencyConflictError,
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from '@barteraid/infra';
import type { Decider } from './decider';

/** Who asked, and which request this belongs to; copied into every event's metadata. */
export interface CommandContext {
  store: EventStore;
  actorId: string | null;
  correlationId: string;
  causationId?: string | null;
}

export function toDomainEvent(recorded: RecordedEvent): DomainEvent | null {
  const data = readEventData(recorded.type, recorded.data, recorded.metadata.schemaVersion);
  return data === null ? null : ({ type: recorded.type, data } as DomainEvent);
}

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
  const recorded = await store.readStream(streamName);
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
  eventIds?: (index: number, event: DomainEvent) => string;
  /** Re-read and re-decide this many times when another writer got in first. */
  retries?: number;
  /**
   * Upper bound of a random pause before each retry (growing with the attempt), so many writers
   * contending on one stream spread out instead of colliding again at once. 0: retry at once.
   */
  maxBackoffMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  const retries = options.retries ?? 5;
  for (let attempt = 0; ; attempt++) {
    const loaded = await loadStream(context.store, streamName, decider);
    const events = decider.decide(command, loaded.state);
    const state = events.reduce(decider.evolve, loaded.state);
    if (events.length === 0) return { events, state, position: null };
    const newEvents = events.map((event, index) => toNewEvent(event, context, options.eventIds?.(index, event)));
    try {
      const result = await context.store.append(streamName, newEvents, loaded.expected);
      return { events, state, position: result.position };
    } catch (error) {
      // With deterministic ids, an idempotency conflict means part of this decision was written meanwhile.
      const raced =
        error instanceof WrongExpectedRevisionError || (options.eventIds !== undefined && error instanceof IdempotencyConflictError);
      if (!raced || attempt >= retries) throw error;
      if (options.maxBackoffMs) await pause(Math.random() * Math.min(options.maxBackoffMs, 2 * (attempt + 1)));
    }
  }
}
