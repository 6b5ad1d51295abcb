import { HttpError } from '@barteraid/infra';
import type { DomainEvent } from '@barteraid/events';
import type { MessageData } from '@barteraid/events/messages/catalogue';

/**
 * A decider is pure: `decide(command, state)` → the events the command causes (or a rejection),
 * `evolve(state, event)` → the state after one event, from `initialState`. `Event` is every event
 * type the decider's stream holds, including those it leaves to other deciders of the same stream:
 * `evolve` names each of them, so a new event type on the stream cannot be forgotten.
 */
export interface Decider<Command, State, Event extends DomainEvent = DomainEvent> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

/**
 * The `default` of a `switch` over a union (commands, events, states): `value` is `never` there
 * only when every member has its case, so a forgotten one is a type error. At run time, without a
 * fallback it throws (a command of an unknown type is a bug); with one it returns it, so an event
 * the stream holds but the union does not name leaves the state as it was.
 */
export function exhaustive(value: never): never;
export function exhaustive<T>(value: never, fallback: T): T;
export function exhaustive<T>(value: never, ...fallback: [T?]): T {
  if (fallback.length > 0) return fallback[0] as T;
  throw new Error(`Unhandled case: ${JSON.stringify((value as { type?: unknown } | null)?.type ?? value)}`);
}

export type RejectionKind = 'invalid' | 'forbidden' | 'not_found' | 'conflict';

const statusOf: Record<RejectionKind, number> = { invalid: 422, forbidden: 403, not_found: 404, conflict: 409 };

/** A command the domain refuses, with a message of the feature's catalogue shown to the member. */
export class CommandRejected extends HttpError {
  constructor(
    readonly kind: RejectionKind,
    message: MessageData,
  ) {
    super(statusOf[kind], message);
    this.name = 'CommandRejected';
  }
}

export const reject = (kind: RejectionKind, message: MessageData): never => {
  throw new CommandRejected(kind, message);
};

/** Folds past events into state: the same fold serves commands and tests. */
export function fold<S, E extends DomainEvent>(decider: Pick<Decider<unknown, S, E>, 'initialState' | 'evolve'>, events: E[]): S {
  return events.reduce(decider.evolve, decider.initialState);
}
