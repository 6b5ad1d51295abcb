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
