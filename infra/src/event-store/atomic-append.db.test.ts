import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, migrateToLatest, type Database } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { FAILPOINTS_VARIABLE, FailpointTriggered } from '../failpoints';
import { PostgresEventStore } from './postgres';
import type { NewEvent } from './port';

const newEvent = (type: string): NewEvent => ({
  id: randomUUID(),
  type,
  data: { at: type },
  metadata: { actorId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
});

let testDatabase: TestDatabase;
let database: Database;
let store: PostgresEventStore;

beforeAll(async () => {
  testDatabase = await createTestDatabase('atomic');
  database = await openDatabase({ url: testDatabase.url, poolSize: 4 });
  await migrateToLatest(database.db);
  store = new PostgresEventStore(database);
});
afterAll(async () => {
  await store?.close();
  await database?.close();
  await testDatabase?.drop();
});

describe('multi-stream append on PostgreSQL', () => {
  it('leaves nothing behind when the process fails after inserting every event but before commit', async () => {
    const [a, b] = [`ledger-${randomUUID()}`, `trade-${randomUUID()}`];
    const head = await store.headPosition();
    process.env[FAILPOINTS_VARIABLE] = 'event-store.before-commit';
    try {
      await expect(
        store.appendMultiple([
          { streamName: a, events: [newEvent('CreditsHeld')], expected: 'no_stream' },
          { streamName: b, events: [newEvent('TradeAccepted')], expected: 'no_stream' },
        ]),
      ).rejects.toBeInstanceOf(FailpointTriggered);
    } finally {
      delete process.env[FAILPOINTS_VARIABLE];
    }
    expect(await store.readStream(a)).toEqual([]);
    expect(await store.readStream(b)).toEqual([]);
    expect(await store.readAll({ after: head })).toEqual([]);
    // The streams are untouched: the same append now succeeds as if the first never happened.
    const done = await store.appendMultiple([
      { streamName: a, events: [newEvent('CreditsHeld')], expected: 'no_stream' },
      { streamName: b, events: [newEvent('TradeAccepted')], expected: 'no_stream' },
    ]);
    expect(done.nextRevisions).toEqual([0, 0]);
  });

  it('answers each append of a shared batch on its own: a refused or broken one fails alone', async () => {
    const [first, good, stale, broken, retried] = [1, 2, 3, 4, 5].map(() => `batch-${randomUUID()}`) as [string, string, string, string, string];
    const once = [newEvent('Once')];
    await store.append(retried, once, 'no_stream');
    await store.append(stale, [newEvent('Before')], 'no_stream');
    // Made in one tick while the first is being written: the rest queue up and go as one batch.
    const duplicate = newEvent('Twice');
    const results = await Promise.allSettled([
      store.append(first, [newEvent('First')], 'no_stream'),
      store.append(good, [newEvent('Good')], 'no_stream'),
      store.append(stale, [newEvent('Stale')], 'no_stream'),
      store.append(broken, [duplicate, duplicate], 'no_stream'),
      store.append(retried, once, 'no_stream'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ name: 'WrongExpectedRevisionError', actual: 0 });
    expect(results[4]).toMatchObject({ status: 'fulfilled', value: { nextRevision: 0 } });
    expect((await store.readStream(good)).map((event) => event.type)).toEqual(['Good']);
    expect((await store.readStream(stale)).map((event) => event.type)).toEqual(['Before']);
    expect(await store.readStream(broken)).toEqual([]);
    expect(await store.readStream(retried)).toHaveLength(1);
  });

  it('refuses a retry whose ids were stored in another stream', async () => {
    const events = [newEvent('A')];
    await store.append(`one-${randomUUID()}`, events, 'no_stream');
    await expect(
      store.appendMultiple([
        { streamName: `two-${randomUUID()}`, events, expected: 'no_stream' },
        { streamName: `three-${randomUUID()}`, events: [newEvent('B')], expected: 'no_stream' },
      ]),
    ).rejects.toMatchObject({ name: 'IdempotencyConflictError' });
  });
});
