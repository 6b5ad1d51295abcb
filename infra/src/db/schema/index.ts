import type { EventStoreTables } from './event-store';
import type { PlatformTables } from './platform';
import type { MemberTables } from './members';
import type { CreditTables } from './credits';

/** Every table the services query through kysely. Features add their table interfaces here. */
export type Schema = EventStoreTables & PlatformTables & MemberTables & CreditTables;

export type { EventStoreTables, PlatformTables, MemberTables, CreditTables };
