import type { Database } from '../db/database';
import type { EventStore } from './port';
import { PostgresEventStore } from './postgres';
import { SealingEventStore } from '../personal-data/sealing-store';

export * from './port';
export { PostgresEventStore, toRecorded, type EventRow } from './postgres';
export * from './integrity';

/**
 * EVENTSTORE_URL=kurrentdb://… selects KurrentDB / EventStoreDB; otherwise (the default) events live in the PostgreSQL database.
 * Either way members' personal data is sealed with keys kept in the PostgreSQL database.
 */
export async function createEventStore(database: Database, eventStoreUrl?: string): Promise<EventStore> {
  if (eventStoreUrl) {
    const { EventStoreDbEventStore } = await import('./eventstoredb');
    return new SealingEventStore(new EventStoreDbEventStore(eventStoreUrl), database.db);
  }
  return new SealingEventStore(new PostgresEventStore(database), database.db);
}
