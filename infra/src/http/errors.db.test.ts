import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { apiErrorHandler } from './errors';

let test: TestDatabase;
let database: Database;
let server: Server;
let base: string;

beforeAll(async () => {
  test = await createTestDatabase('errors');
  database = await openDatabase({ url: test.url, poolSize: 2 });
  const app = express();
  // A read model the projector has not created yet (this database ran no migration at all).
  app.get('/read-model', async (_req, res) => {
    res.json(await sql`select * from trades`.execute(database.db));
  });
  // The server ends this request's own backend under it, as a restart or a failover would.
  app.get('/terminated', async (_req, res) => {
    res.json(await sql`select pg_terminate_backend(pg_backend_pid())`.execute(database.db));
  });
  app.get('/broken', () => {
    throw new Error('a bug');
  });
  app.use(apiErrorHandler);
  server = createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
  await test.drop();
});

describe('the API error handler', () => {
  it('answers 503 with Retry-After while a read model is not created yet, not 500', async () => {
    const response = await fetch(`${base}/read-model`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ message: 'BarterAid is starting up. Please try again in a moment.', code: 'request.startingUp' });
  });

  it('answers 503 with a message when the database connection is lost under the request, and the next request is served', async () => {
    const response = await fetch(`${base}/terminated`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toEqual({ message: 'The connection to our database was interrupted. Please try again in a moment.', code: 'request.databaseInterrupted' });
    expect((await fetch(`${base}/read-model`)).status).toBe(503); // answered again: the pool reconnected
  });

  it('still answers 500 for an error it does not know', async () => {
    const response = await fetch(`${base}/broken`);
    expect(response.status).toBe(500);
  });

  it('logs a failed request without the position searched near', async () => {
    const written: string[] = [];
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    try {
      expect((await fetch(`${base}/broken?search=water&lat=29.7594&lng=-95.3594&radiusMiles=5`)).status).toBe(500);
    } finally {
      stderr.mockRestore();
    }
    const line = written.map((text) => JSON.parse(text) as { message: string; path: string }).find((entry) => entry.message === 'request failed');
    expect(line?.path).toBe('/broken?search=water&lat=redacted&lng=redacted&radiusMiles=5');
    expect(written.join('')).not.toMatch(/29\.75|95\.35/);
  });
});
