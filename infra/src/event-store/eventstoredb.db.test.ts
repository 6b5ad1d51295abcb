import { describe, it } from 'vitest';
import { eventStoreContract } from './contract';
import { EventStoreDbEventStore } from './eventstoredb';

const url = process.env.EVENTSTORE_URL;

if (url) {
  // Every contract test uses fresh stream names, so a shared (even long-lived) server is fine.
  eventStoreContract('EventStoreDB', async () => {
    const store = new EventStoreDbEventStore(url);
    // A second client plays another process: it learns of appends only from ESDB itself.
    const secondStore = new EventStoreDbEventStore(url, { pollIntervalMs: 200 });
    return {
      store,
      secondStore,
      async teardown() {
        await store.close();
        await secondStore.close();
      },
    };
  });
} else {
  console.warn('EventStoreDB contract suite SKIPPED: set EVENTSTORE_URL=esdb://… to run it');
  describe.skip('event store contract: EventStoreDB (EVENTSTORE_URL not set)', () => {
    it('needs a running EventStoreDB', () => {});
  });
}
