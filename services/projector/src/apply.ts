import type { RecordedEvent } from '@barteraid/infra';
import { readEventData, type DomainEvent } from '@barteraid/events';
import type { Outbox, ProjectedEvent, Projection, ProjectionTransaction } from './projection';

/** A recorded event as projections see it; null for an event type this version does not know. */
export function toProjected(recorded: RecordedEvent): ProjectedEvent | null {
  const data = readEventData(recorded.type, recorded.data, recorded.metadata.schemaVersion);
  if (data === null) return null;
  return {
    ...({ type: recorded.type, data } as DomainEvent),
    id: recorded.id,
    streamName: recorded.streamName,
    revision: recorded.revision,
    position: recorded.position,
    createdAt: recorded.createdAt,
    actorId: recorded.metadata.actorId,
    correlationId: recorded.metadata.correlationId,
    causationId: recorded.metadata.causationId,
  };
}

/** Whether a projection declares the event type (events of other types never reach it). */
export const handlesType = (projection: Projection, type: string) => (projection.handles as readonly string[]).includes(type);

/**
 * Applies the events of the projection's declared types, in log order: through its batch path
 * when it has one and there is more than one such event, else one by one.
 */
export async function applyProjected(projection: Projection, events: readonly ProjectedEvent[], trx: ProjectionTransaction, outbox: Outbox): Promise<void> {
  const handled = events.filter((event) => handlesType(projection, event.type));
  if (handled.length === 0) return;
  if (projection.applyMany && handled.length > 1) return projection.applyMany(handled, trx, outbox);
  for (const event of handled) await projection.apply(event, trx, outbox);
}
