import { expect, type Assertion } from 'vitest';
import type { DomainEvent } from '@barteraid/events';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { fold, type Decider, type RejectionKind } from '../decider';

/** What `toThrowError` accepts: a message part, a pattern, an error class or an asymmetric matcher. */
type ThrownCheck = Parameters<Assertion['toThrow']>[0];

export interface DeciderWhen<S, E> {
  /** The command decides exactly these events (deep equality); returns them, so they can be given next. */
  then(expected: E[]): E[];
  /** The decided events pass `check` (any assertions); returns them. */
  then(check: (events: E[], state: S) => void): E[];
  /** The decided events match these partial events (`toMatchObject`); returns them. */
  thenMatches(expected: unknown[]): E[];
  /** The command decides nothing: it was already done. */
  thenNothingHappened(): void;
  /** The command is refused with an error `toThrowError(expected)` accepts, or with this catalogue message. */
  thenThrows(expected?: ThrownCheck | MessageData): void;
  /** The command is refused as a `CommandRejected` of this kind (and with this message: its English text, or as data). */
  thenRejects(kind: RejectionKind, message?: string | MessageData): void;
}

export interface DeciderGiven<C, S, E> {
  /** The state the given events fold to. */
  readonly state: S;
  when(command: C): DeciderWhen<S, E>;
}

/**
 * given past events, when a command, then new events or a refusal — for every decider
 * (after Emmett's `DeciderSpecification`):
 *
 *   const spec = DeciderSpecification.for(tradeDecider);
 *   spec.given([proposed]).when(accept(owner)).then([accepted]);
 *   spec.given([proposed]).when(accept(stranger)).thenRejects('not_found', tradeMessages.notFound);
 */
const isMessage = (value: unknown): value is MessageData =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string' && !(value instanceof Error);

export const DeciderSpecification = {
  for<C, S, E extends DomainEvent>(decider: Decider<C, S, E>) {
    return {
      given(events: E[]): DeciderGiven<C, S, E> {
        const state = fold(decider, events);
        return {
          state,
          when(command: C): DeciderWhen<S, E> {
            const decide = () => decider.decide(command, state);
            function then(expected: E[] | ((events: E[], state: S) => void)): E[] {
              const decided = decide();
              if (typeof expected === 'function') expected(decided, decided.reduce(decider.evolve, state));
              else expect(decided).toEqual(expected);
              return decided;
            }
            return {
              then,
              thenMatches(expected) {
                const decided = decide();
                expect(decided).toMatchObject(expected);
                return decided;
              },
              thenNothingHappened() {
                expect(decide()).toEqual([]);
              },
              thenThrows(expected) {
                if (expected === undefined) expect(decide).toThrowError();
                else if (isMessage(expected)) expect(decide).toThrowError(expect.objectContaining({ data: expected }));
                else expect(decide).toThrowError(expected);
              },
              thenRejects(kind, message) {
                const said = message === undefined ? {} : typeof message === 'string' ? { message } : { data: message };
                expect(decide).toThrowError(expect.objectContaining({ kind, ...said }));
              },
            };
          },
        };
      },
    };
  },
};
