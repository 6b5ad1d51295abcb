import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_SERVER_URL, type TestDatabase } from '../testing/databases';
import { openDatabase, type Database } from './database';
import { isConnectionLoss } from './connection-loss';

/**
 * A backend terminated under the process (a restart, a failover, a pooler's restart,
 * idle_in_transaction_session_timeout): the work on it fails, the process lives on and
 * reconnects. An unhandled 'error' event here would end the test worker, not just fail a test.
 */
let test: TestDatabase;
let database: Database;
let admin: pg.Client;

const terminateAll = (except = -1) =>
  admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and pid <> $1`, [except]);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  test = await createTestDatabase('connection_loss');
  database = await openDatabase({ url: test.url, poolSize: 3 });
  admin = new pg.Client({ connectionString: test.url });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
  await database?.close();
  await test?.drop();
});

describe('a terminated backend', () => {
  it('fails a transaction that waited idle on it, and the pool serves the next query', async () => {
    let waiting!: () => void;
    const idle = new Promise<void>((resolve) => (waiting = resolve));
    let pid = 0;
    const transaction = database.db.transaction().execute(async (trx) => {
      pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid;
      waiting();
      await pause(300); // idle in transaction, checked out of the pool, while it is terminated
      await sql`select 1`.execute(trx);
    });
    await idle;
    await admin.query('select pg_terminate_backend($1)', [pid]);
    const failure = await transaction.then(() => null, (error: unknown) => error);
    expect(failure).not.toBeNull();
    expect(isConnectionLoss(failure)).toBe(true);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(rows[0]!.one).toBe(1);
  });

  it('fails a query running on it as a connection loss', async () => {
    const running = sql`select pg_sleep(5)`.execute(database.db).then(() => null, (error: unknown) => error);
    await pause(200);
    await terminateAll();
    const failure = await running;
    expect(isConnectionLoss(failure), String(failure)).toBe(true);
    await pause(100); // the idle connections' own notices of their end arrive just after
    expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows[0]!.one).toBe(1);
  });

  it('survives idle pool connections being terminated', async () => {
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(database.db)));
    await terminateAll();
    await pause(100);
    expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows[0]!.one).toBe(1);
  });

  it('listens again after its listening connection is terminated, and wakes its listeners', async () => {
    let wakes = 0;
    await database.listen('connection_loss_test', () => wakes++);
    await terminateAll();
    // The reconnect wakes every listener once (notifications may have been lost meanwhile)…
    await expect.poll(() => wakes, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const before = wakes;
    // …and a NOTIFY sent after it arrives again.
    await admin.query('notify connection_loss_test');
    await expect.poll(() => wakes, { timeout: 10_000 }).toBeGreaterThan(before);
  });

  it('keeps trying to listen while the database refuses connections, and listens once it lets them in', async () => {
    let wakes = 0;
    await database.listen('connection_loss_later', () => wakes++);
    // Allowing connections is the server's setting, changed from outside the database.
    const server = new pg.Client({ connectionString: TEST_SERVER_URL });
    await server.connect();
    const name = new URL(test.url).pathname.slice(1);
    try {
      await server.query(`alter database "${name}" with allow_connections false`);
      await terminateAll();
      await pause(2500); // several reconnects refused
      expect(wakes).toBe(0);
    } finally {
      await server.query(`alter database "${name}" with allow_connections true`);
      await server.end();
    }
    await expect.poll(() => wakes, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const before = wakes;
    await admin.query('notify connection_loss_later');
    await expect.poll(() => wakes, { timeout: 10_000 }).toBeGreaterThan(before);
  });
});

describe('isConnectionLoss', () => {
  it('knows the server shutting a connection down and a socket gone, not other errors', () => {
    const coded = (code: string) => Object.assign(new Error('x'), { code });
    for (const code of ['57P01', '57P02', '57P03', '08006', '08003', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE']) expect(isConnectionLoss(coded(code)), code).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionLoss(coded('23505'))).toBe(false);
    expect(isConnectionLoss(coded('42P01'))).toBe(false);
    expect(isConnectionLoss(new Error('a bug'))).toBe(false);
    expect(isConnectionLoss('57P01')).toBe(false);
  });
});
