import { HttpError } from '@barteraid/infra';
import type { DomainEvent } from '@barteraid/events';

/** A decider is pure: decide(command, state) → events, evolve(state, event) → state. */
export interface Decider<Command, State, Event extends DomainEvent = DomainEvent> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export type RejectionKind = 'invalid' | 'forbidden' | 'not_found' | 'conflict';

const statusOf: Record<RejectionKind, number> = { invalid: 422, forbidden: 403, not_found: 404, conflict: 409 };

/** A command the domain refuses; the message is shown to the member as is. */
export class CommandRejected extends HttpError {
  constructor(
    readonly kind: RejectionKind,
    message: string,
  ) {
    super(statusOf[kind], message);
    this.name = 'CommandRejected';
  }
}

export const reject = (kind: RejectionKind, message: string): never => {
  throw new CommandRejected(kind, message);
};

/** Folds past events into state: the same fold serves commands and tests. */
export function fold<S, E extends DomainEvent>(decider: Pick<Decider<unknown, S, E>, 'initialState' | 'evolve'>, events: E[]): S {
  return events.reduce(decider.evolve, decider.initialState);
}
