import { readEventData, type DomainEvent } from '@barteraid/events';
import type { RecordedEvent } from '@barteraid/infra';

/** A stored event as its domain type, upcast to the current version; null for a type no decider knows. */
export function toDomainEvent(recorded: RecordedEvent): DomainEvent | null {
  const data = readEventData(recorded.type, recorded.data, recorded.metadata.schemaVersion);
  return data === null ? null : ({ type: recorded.type, data } as DomainEvent);
}
