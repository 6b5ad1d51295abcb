import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, migrateToLatest, type Database } from '../db/database';
import { platformMigrations } from '../db/migrations';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { latestVerification, recordAnchor, recordVerification, verifyLog } from './integrity';
import { PostgresEventStore } from './postgres';

const opened: { database: Database; store: PostgresEventStore; test: TestDatabase }[] = [];
afterEach(async () => {
  for (const { database, store, test } of opened.splice(0)) {
    await store.close();
    await database.close();
    await test.drop();
  }
});

async function freshLog(migrate: (database: Database) => Promise<void> = (database) => migrateToLatest(database.db)) {
  const test = await createTestDatabase('integrity');
  const database = await openDatabase({ url: test.url, poolSize: 4 });
  await migrate(database);
  const store = new PostgresEventStore(database);
  opened.push({ database, store, test });
  return { database, store, db: database.db };
}

const event = (type: string, data: Record<string, unknown>) => ({ id: randomUUID(), type, data, metadata: { correlationId: randomUUID(), causationId: null, actorId: null, schemaVersion: 1 } });

async function writeSome(store: PostgresEventStore, streams: string[], perStream: number) {
  for (let revision = 0; revision < perStream; revision++) {
    for (const stream of streams) await store.append(stream, [event('CreditsIssued', { amountCents: 100 * (revision + 1), note: `ünïcødé ${revision}` })], 'any');
  }
}

describe('the event log’s hash chains and anchors', () => {
  it('verifies an untouched log, then names the first stream and revision whose stored data was changed', async () => {
    const { store, db } = await freshLog();
    const ledger = `ledger-${randomUUID()}`;
    const other = `ledger-${randomUUID()}`;
    await writeSome(store, [ledger, other], 4);
    // Several events of one stream in one append chain to each other too.
    await store.append(ledger, [event('CreditsHeld', { amountCents: 5 }), event('CreditsHeld', { amountCents: 6 })], 'any');

    const clean = await verifyLog(db);
    expect(clean.broken).toBeNull();
    // Read a few events at a time, each read chaining on from the last event of the one before.
    const progress: number[] = [];
    expect(await verifyLog(db, {}, { chunkSize: 3, onProgress: (checked) => progress.push(checked) })).toMatchObject({ events: 10, broken: null });
    expect(progress).toEqual([3, 6, 9, 10]);
    expect(clean.events).toBe(10);
    expect(clean.streams).toBe(2);

    await sql`update es_events set data = jsonb_set(data, '{amountCents}', '100000') where stream_name = ${ledger} and stream_revision = 2`.execute(db);
    const tampered = await verifyLog(db);
    expect(tampered.broken).toMatchObject({ stream: ledger, revision: 2 });
    expect((await verifyLog(db, {}, { chunkSize: 2 })).broken).toMatchObject({ stream: ledger, revision: 2 });
    expect((await verifyLog(db, { stream: other })).broken).toBeNull();
    expect((await verifyLog(db, { stream: ledger })).broken).toMatchObject({ stream: ledger, revision: 2 });
  });

  it('after a position, checks only what was written since, chained to the events before it', async () => {
    const { store, db } = await freshLog();
    const ledger = `ledger-${randomUUID()}`;
    const quiet = `ledger-${randomUUID()}`;
    await writeSome(store, [ledger, quiet], 3);
    const before = (await verifyLog(db)).throughPosition;
    const born = `ledger-${randomUUID()}`;
    await writeSome(store, [ledger, born], 2);

    const since = await verifyLog(db, { afterPosition: before }, { chunkSize: 2 });
    expect(since).toMatchObject({ events: 4, streams: 2, broken: null });
    expect(since.throughPosition).toBe(await store.headPosition());
    // Nothing new: nothing to check, and still sound.
    expect(await verifyLog(db, { afterPosition: since.throughPosition })).toMatchObject({ events: 0, broken: null });

    // A new event changed: found. Its predecessor's stored hash is what it must chain to.
    await sql`update es_events set data = jsonb_set(data, '{amountCents}', '7') where stream_name = ${ledger} and stream_revision = 3`.execute(db);
    expect((await verifyLog(db, { afterPosition: before })).broken).toMatchObject({ stream: ledger, revision: 3 });
    await sql`update es_events set data = jsonb_set(data, '{amountCents}', '100') where stream_name = ${ledger} and stream_revision = 3`.execute(db);
    expect((await verifyLog(db, { afterPosition: before })).broken).toBeNull();

    // The event the new ones chain to deleted: the gap is found.
    await sql`delete from es_events where stream_name = ${ledger} and stream_revision = 2`.execute(db);
    expect((await verifyLog(db, { afterPosition: before })).broken).toMatchObject({ stream: ledger, problem: expect.stringMatching(/missing/) });

    // An older event changed in place (its stored hash kept) is only found by a whole verification.
    const other = await freshLog();
    const stream = `ledger-${randomUUID()}`;
    await writeSome(other.store, [stream], 3);
    const head = (await verifyLog(other.db)).throughPosition;
    await writeSome(other.store, [stream], 1);
    await sql`update es_events set data = jsonb_set(data, '{amountCents}', '9') where stream_name = ${stream} and stream_revision = 0`.execute(other.db);
    expect((await verifyLog(other.db, { afterPosition: head })).broken).toBeNull();
    expect((await verifyLog(other.db)).broken).toMatchObject({ stream, revision: 0 });
  });

  it('names the gap where an event in the middle of a stream was deleted', async () => {
    const { store, db } = await freshLog();
    const stream = `member-${randomUUID()}`;
    await writeSome(store, [stream], 5);
    await sql`delete from es_events where stream_name = ${stream} and stream_revision = 1`.execute(db);
    const result = await verifyLog(db, { memberId: stream.slice('member-'.length) });
    expect(result.broken).toMatchObject({ stream, revision: 2, problem: 'revisions 1 to 1 are missing' });
  });

  it('catches the newest events of a stream deleted, which no chain can show, through the anchor', async () => {
    const { store, db } = await freshLog();
    const stream = `ledger-${randomUUID()}`;
    await writeSome(store, [stream, `ledger-${randomUUID()}`], 3);
    const anchor = await recordAnchor(db);
    expect(anchor).toMatchObject({ streams: 2, problem: null });
    expect(await recordAnchor(db)).toMatchObject({ position: anchor!.position, headsHash: anchor!.headsHash });
    expect((await verifyLog(db)).anchor?.problem).toBeNull();

    await sql`delete from es_events where stream_name = ${stream} and stream_revision = 2`.execute(db);
    const result = await verifyLog(db);
    // Every chain that is left is whole...
    expect(result.broken).toBeNull();
    // ...but the heads at the anchored position are not what was anchored.
    expect(result.anchor?.problem).toMatch(/removed or rewritten/);
    await recordVerification(db, result);
    expect(await latestVerification(db)).toMatchObject({ ok: false, problem: expect.stringMatching(/removed or rewritten/) });
  });

  it('gives the events stored before the hashes existed theirs, in stream order, so they verify like new ones', async () => {
    const { database, store, db } = await freshLog(async (database) => {
      const before = Object.fromEntries(Object.entries(platformMigrations).filter(([name]) => name < '0120'));
      const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => before } });
      const { error } = await migrator.migrateToLatest();
      if (error) throw error;
    });
    const stream = `ledger-${randomUUID()}`;
    await writeSome(store, [stream, `member-${randomUUID()}`], 3);
    await migrateToLatest(database.db);
    await store.append(stream, [event('CreditsIssued', { amountCents: 1 })], 'any');
    const result = await verifyLog(db);
    expect(result).toMatchObject({ events: 7, broken: null });
    await recordVerification(db, result);
    expect(await latestVerification(db)).toMatchObject({ ok: true, events: 7, problem: null });
  });
});
