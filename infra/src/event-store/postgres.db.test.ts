import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { eventStoreContract } from './contract';
import { openDatabase, migrateToLatest } from '../db/database';
import { createTestDatabase } from '../testing/databases';
import { PostgresEventStore } from './postgres';

eventStoreContract('PostgreSQL (pg pool)', async () => {
  const testDb = await createTestDatabase('es');
  const writerDb = await openDatabase({ url: testDb.url, poolSize: 12 });
  await migrateToLatest(writerDb.db);
  // A second pool plays another process: it only learns of appends through NOTIFY or polling.
  const readerDb = await openDatabase({ url: testDb.url, poolSize: 2 });
  const store = new PostgresEventStore(writerDb);
  const secondStore = new PostgresEventStore(readerDb, { pollIntervalMs: 200 });
  return {
    store,
    secondStore,
    async teardown() {
      await store.close();
      await secondStore.close();
      await writerDb.close();
      await readerDb.close();
      await testDb.drop();
    },
  };
});

eventStoreContract('PostgreSQL (embedded PGlite)', async () => {
  const database = await openDatabase({});
  await migrateToLatest(database.db);
  const store = new PostgresEventStore(database);
  return {
    store,
    async teardown() {
      await store.close();
      await database.close();
    },
  };
});

describe('subscriptions of one process', () => {
  it('share one read of the page an append woke them all for, and each gets every event', async () => {
    const database = await openDatabase({});
    await migrateToLatest(database.db);
    const store = new PostgresEventStore(database);
    try {
      const seen: number[][] = [[], [], []];
      const subscriptions = seen.map((list) =>
        store.subscribeToAll({
          after: 0,
          handle: async (batch) => {
            list.push(...batch.map((event) => event.position));
          },
        }),
      );
      // All three have found the log empty and are asleep.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const reads = vi.spyOn(store, 'readAll');
      await store.append('shared-page-1', [{ id: randomUUID(), type: 'Noted', data: {}, metadata: { actorId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 } }], 'no_stream');
      const head = await store.headPosition();
      for (const subscription of subscriptions) expect(await subscription.caughtUp(head, 5_000)).toBe(true);
      expect(seen).toEqual([[head], [head], [head]]);
      // Woken together, all three asked for the page after 0: one query answered them.
      expect(reads.mock.calls.filter(([options]) => (options?.after ?? 0) === 0)).toHaveLength(1);
      await Promise.all(subscriptions.map((subscription) => subscription.stop()));
    } finally {
      await store.close();
      await database.close();
    }
  });
});
