import { eventStoreContract } from './contract';
import { EventStoreDbEventStore } from './eventstoredb';

/**
 * The event-store contract against a KurrentDB / EventStoreDB server. vitest.config.ts includes this
 * file only when EVENTSTORE_URL names one (see docs/eventstoredb.md).
 */
const url = process.env.EVENTSTORE_URL;
if (!url) throw new Error('The KurrentDB contract suite needs a server: set EVENTSTORE_URL=kurrentdb://…');

// Every contract test uses fresh stream names, so a shared (even long-lived) server is fine.
eventStoreContract('EventStoreDB', async () => {
  const store = new EventStoreDbEventStore(url);
  // A second client plays another process: it learns of appends only from the server itself.
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
