import type { EventOf } from './catalogue';
import type { catalogue } from './registry';

/** The union of every typed event: one member per entry of the catalogue (`registry.ts`). */
export type DomainEvent = EventOf<(typeof catalogue)[number]>;
export type DomainEventType = DomainEvent['type'];
