import type { MemberEvent, UniqueValueEvent } from './members';
import type { LedgerEvent } from './ledger';
import type { ListingEvent } from './listings';

/** The union of every typed event. Extend it when a feature adds events. */
export type DomainEvent = MemberEvent | UniqueValueEvent | LedgerEvent | ListingEvent;
export type DomainEventType = DomainEvent['type'];
