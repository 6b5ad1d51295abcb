import type { KyselyPlugin } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from './db/database';
import { announceProjectorProgress, checkpointWatermark } from './projection-watermark';
import { createTestDatabase, type TestDatabase } from './testing/databases';

let testDatabase: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDatabase = await createTestDatabase('watermark');
  database = await openDatabase({ url: testDatabase.url });
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

const CHANNEL = 'barteraid_projections';

/** The statements the watermark sends, counted on their way to the database. */
function counted() {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      counter.statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { counter, db: database.db.withPlugin(plugin) };
}

async function checkpointAt(position: number) {
  await database.db
    .insertInto('checkpoints')
    .values({ kind: 'projection', name: 'trades', position, updated_at: new Date() })
    .onConflict((oc) => oc.columns(['kind', 'name']).doUpdateSet({ position }))
    .execute();
}

/** Resolves with how long the wait took. */
async function timed(wait: Promise<void>): Promise<number> {
  const started = Date.now();
  await wait;
  return Date.now() - started;
}

// Every test starts with no checkpoint rows.
beforeEach(async () => {
  await database.db.deleteFrom('checkpoints').execute();
});

describe('checkpointWatermark', () => {
  it('answers from the positions the projector announces, without reading the checkpoint table again', async () => {
    await checkpointAt(0);
    const { counter, db } = counted();
    // Neither the fallback nor the deadline comes during the test: only an announcement can answer.
    const watermark = checkpointWatermark({ db, listen: database.listen }, { fallbackMs: 60_000, timeoutMs: 60_000 });
    const announce = announceProjectorProgress(database.db);
    const first = watermark.waitFor(3);
    await expect.poll(() => counter.statements).toBe(1); // the first read, after LISTEN
    // The table still says 0: the answer comes from the announcement.
    announce(3);
    await first;
    announce(7);
    const second = watermark.waitFor(7);
    await second;
    await watermark.waitFor(5); // already announced
    expect(counter.statements).toBe(1);
  });

  it('reads the table after an announcement without a position (the listening connection came back)', async () => {
    await checkpointAt(0);
    const { counter, db } = counted();
    const watermark = checkpointWatermark({ db, listen: database.listen }, { fallbackMs: 60_000, timeoutMs: 60_000 });
    const waiting = watermark.waitFor(4);
    await expect.poll(() => counter.statements).toBe(1);
    await checkpointAt(4);
    await sql`select pg_notify(${CHANNEL}, '')`.execute(database.db);
    await waiting;
    expect(counter.statements).toBe(2);
  });

  it('reads the table when nothing is announced for fallbackMs, and answers at the deadline if it never passes', async () => {
    await checkpointAt(0);
    const watermark = checkpointWatermark(database, { fallbackMs: 200, timeoutMs: 60_000 });
    const waiting = watermark.waitFor(9);
    // Moved by another process (a rebuild) that announces nothing.
    await checkpointAt(9);
    expect(await timed(waiting)).toBeLessThan(10_000);

    const short = checkpointWatermark(database, { fallbackMs: 50, timeoutMs: 300 });
    expect(await timed(short.waitFor(1_000))).toBeGreaterThanOrEqual(290);
  });

  it('answers at once while no projection has a checkpoint row', async () => {
    const watermark = checkpointWatermark(database, { fallbackMs: 60_000, timeoutMs: 60_000 });
    expect(await timed(watermark.waitFor(50))).toBeLessThan(10_000);
    expect(await timed(watermark.waitFor(60))).toBeLessThan(10_000);
  });
});

describe('checkpointWatermark.reached (the mail and alert reactors)', () => {
  it('answers true on the announcement that covers the position, without polling the table', async () => {
    await checkpointAt(0);
    const { counter, db } = counted();
    const watermark = checkpointWatermark({ db, listen: database.listen }, { fallbackMs: 60_000, timeoutMs: 60_000 });
    const announce = announceProjectorProgress(database.db);
    const reached = watermark.reached(5, 60_000);
    await expect.poll(() => counter.statements).toBe(1);
    announce(5);
    expect(await reached).toBe(true);
    expect(await watermark.reached(4, 60_000)).toBe(true);
    expect(counter.statements).toBe(1);
  });

  it('answers false when the read models are still behind at the end of the wait', async () => {
    await checkpointAt(3);
    const watermark = checkpointWatermark(database, { fallbackMs: 50 });
    expect(await watermark.reached(8, 300)).toBe(false);
    await checkpointAt(8);
    expect(await watermark.reached(8, 5_000)).toBe(true);
  });

  it('waits while no projection has a checkpoint row, and answers once one has passed the position', async () => {
    const watermark = checkpointWatermark(database, { fallbackMs: 50 });
    expect(await watermark.reached(2, 300)).toBe(false);
    const reached = watermark.reached(2, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await checkpointAt(2);
    expect(await reached).toBe(true);
  });
});
