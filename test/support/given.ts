import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@barteraid/events';
import { toNewEvent } from '@barteraid/command-api/command-handling';
import type { RunningApp } from '@barteraid/gateway/compose';

/** Events a stream already holds before the behaviour under test (Emmett's `existingStream`). */
export interface ExistingStream {
  stream: string;
  events: DomainEvent[];
  /** Who did it, as the events' metadata names them (as a signed-in member's command would); nobody by default. */
  actorId?: string | null;
}

export const existingStream = (stream: string, ...events: DomainEvent[]): ExistingStream => ({ stream, events });

/** The same stream's events, done by a member. */
export const by = (actorId: string, existing: ExistingStream): ExistingStream => ({ ...existing, actorId });

/** What `given` needs of the running product: its event store and its projector. */
export type GivenTarget = Pick<RunningApp, 'store' | 'projector'>;

/**
 * The "given" of an API test: appends the streams' events through the product's event store in one
 * atomic append — validated against the event catalogue and sealed like any command's events, so
 * what follows reads them as if members had sent the commands — then waits until the projector's
 * checkpoint has passed them, so every read model shows them. Returns the log position written.
 * Reactors (settlement, mail) see them as they see any event; `reactedWith` waits for one. Each
 * stream appears once per call: what several members did to one stream in turn is several calls.
 */
export async function given(app: GivenTarget, ...streams: ExistingStream[]): Promise<number> {
  const correlationId = randomUUID();
  const { position } = await app.store.appendMultiple(
    streams.map(({ stream, events, actorId }) => {
      const context = { store: app.store, actorId: actorId ?? null, correlationId };
      return { streamName: stream, expected: 'any' as const, events: events.map((event) => toNewEvent(event, context)) };
    }),
  );
  await readModelsAt(app, position);
  return position;
}

/** Waits until every read model has applied the log up to `position` (the head when omitted). */
export async function readModelsAt(app: GivenTarget, position?: number): Promise<void> {
  const at = position ?? (await app.store.headPosition());
  if (!(await app.projector.caughtUp(at))) throw new Error(`the read models did not reach position ${at}`);
}

/**
 * Waits until the stream holds an event of the type (written by a reactor: settlement, mail), then
 * until the read models have applied it. A plain loop, so `beforeAll` can use it too.
 */
export async function reactedWith(app: GivenTarget, stream: string, type: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await app.store.readStream(stream)).find((event) => event.type === type);
    if (found) return readModelsAt(app, found.position);
    if (Date.now() > deadline) throw new Error(`${stream} has no ${type} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
