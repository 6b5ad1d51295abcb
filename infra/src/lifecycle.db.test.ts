import { createServer, connect, type Server } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openServiceDatabase } from './lifecycle';
import { createTestDatabase, TEST_SERVER_URL, type TestDatabase } from './testing/databases';

/**
 * A service started while PostgreSQL is still away (restarting, failing over) waits for it: here the
 * database's address refuses connections for the first 1.5 s, then leads to the test server.
 */
let test: TestDatabase;
let relay: Server;
let port: number;

beforeAll(async () => {
  test = await createTestDatabase('late_start');
  relay = createServer((socket) => {
    const server = new URL(TEST_SERVER_URL);
    const upstream = connect(Number(server.port || 5432), server.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  // A free port, closed again: nothing answers there until the relay listens on it.
  port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
});

afterAll(async () => {
  await new Promise((resolve) => relay?.close(resolve));
  await test?.drop();
});

it('waits for a database that refuses connections at start, then migrates and serves', async () => {
  const url = new URL(test.url);
  url.port = String(port);
  url.hostname = '127.0.0.1';
  // The service reads its address from the environment; put it back after (test files share a worker).
  const before = process.env.DATABASE_URL;
  process.env.DATABASE_URL = url.toString();
  const started = Date.now();
  setTimeout(() => relay.listen(port, '127.0.0.1'), 1500);
  const { database } = await openServiceDatabase();
  try {
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    const row = await database.db.selectFrom('checkpoints').select('name').executeTakeFirst();
    expect(row).toBeUndefined(); // migrated: the table exists, empty
  } finally {
    await database.close();
    if (before === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = before;
  }
});
