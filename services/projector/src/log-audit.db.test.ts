import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestVerification, migrateToLatest, openDatabase, PostgresEventStore, type Database } from '@barteraid/infra';
import { createTestDatabase, type TestDatabase } from '@barteraid/infra/testing/databases';
import { LogAudit } from './log-audit';

let test: TestDatabase;
let database: Database;
let store: PostgresEventStore;
beforeAll(async () => {
  test = await createTestDatabase('audit');
  database = await openDatabase({ url: test.url, poolSize: 3 });
  await migrateToLatest(database.db);
  store = new PostgresEventStore(database);
});
afterAll(async () => {
  await store.close();
  await database.close();
  await test.drop();
});

const credit = (amountCents: number) => ({
  id: randomUUID(),
  type: 'CreditsIssued',
  data: { amountCents },
  metadata: { actorId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
});

describe('the scheduled audit of the event log', () => {
  it('anchors and verifies on its schedule, recording each outcome, and records the break once an event was changed', async () => {
    const stream = `ledger-${randomUUID()}`;
    await store.append(stream, [credit(100), credit(200)], 'any');
    const audit = new LogAudit(database.db, { firstAfterMs: 1, everyMs: 20 });
    audit.start();
    await expect.poll(async () => Number((await sql<{ n: string }>`select count(*) as n from es_verifications`.execute(database.db)).rows[0]!.n), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await audit.stop();
    // The first after the start read the whole log; the ones after it had nothing new to read.
    expect(await latestVerification(database.db)).toMatchObject({ ok: true, events: 0, throughPosition: await store.headPosition() });
    const counts = await sql<{ events: string }>`select events from es_verifications order by id`.execute(database.db);
    expect(counts.rows.map((row) => Number(row.events))[0]).toBe(2);
    const anchors = await sql<{ position: string }>`select position from es_anchors`.execute(database.db);
    expect(anchors.rows.map((row) => Number(row.position))).toEqual([await store.headPosition()]);

    await sql`update es_events set data = '{"amountCents": 100000}' where stream_name = ${stream} and stream_revision = 1`.execute(database.db);
    await new LogAudit(database.db).runOnce();
    expect(await latestVerification(database.db)).toMatchObject({ ok: false, stream, revision: 1 });
    await sql`update es_events set data = '{"amountCents": 200}' where stream_name = ${stream} and stream_revision = 1`.execute(database.db);
  });

  it('between whole verifications checks only what was written since, and keeps a break reported until a whole one finds the log sound', async () => {
    let now = 0;
    const audit = new LogAudit(database.db, { wholeEveryMs: 1000, clock: () => now });
    const stream = `ledger-${randomUUID()}`;
    await store.append(stream, [credit(100), credit(200)], 'any');
    const all = Number((await sql<{ n: string }>`select count(*) as n from es_events`.execute(database.db)).rows[0]!.n);

    await audit.runOnce();
    expect(await latestVerification(database.db)).toMatchObject({ ok: true, events: all });
    await store.append(stream, [credit(300)], 'any');
    now = 500;
    await audit.runOnce();
    expect(await latestVerification(database.db)).toMatchObject({ ok: true, events: 1, throughPosition: await store.headPosition() });

    // An old event changed in place: the steps between do not read it, the day's whole one does.
    await sql`update es_events set data = '{"amountCents": 100000}' where stream_name = ${stream} and stream_revision = 0`.execute(database.db);
    now = 900;
    await audit.runOnce();
    expect(await latestVerification(database.db)).toMatchObject({ ok: true, events: 0 });
    now = 1500;
    await audit.runOnce();
    expect(await latestVerification(database.db)).toMatchObject({ ok: false, stream, revision: 0 });
    // The next one reads the whole log again: the break is still there, and still reported.
    now = 1600;
    await audit.runOnce();
    expect(await latestVerification(database.db)).toMatchObject({ ok: false, stream, revision: 0 });
  });
});
