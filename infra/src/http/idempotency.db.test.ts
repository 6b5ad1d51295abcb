import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { apiErrorHandler } from './errors';
import { IdempotencyStore, idempotency, requestHashOf, type IdempotentRequest } from './idempotency';

let testDatabase: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDatabase = await createTestDatabase('idempotency');
  database = await openDatabase({ url: testDatabase.url, poolSize: 12 });
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const request = (overrides: Partial<IdempotentRequest> = {}): IdempotentRequest => ({
  scope: 'member-1',
  key: randomUUID(),
  method: 'POST',
  path: '/api/things',
  requestHash: 'a'.repeat(64),
  ...overrides,
});

const response = (status = 201) => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: Buffer.from(JSON.stringify({ id: 'x' })),
});

describe('IdempotencyStore', () => {
  it('lets one caller claim a key, keeps its answer and gives it to the next caller', async () => {
    const store = new IdempotencyStore(database.db);
    const first = request();
    const token = await store.claim(first);
    expect(token).toEqual(expect.any(String));
    expect(await store.claim(first)).toBeNull();
    expect(await store.find(first.scope, first.key)).toMatchObject({ status: 'in_progress', leaseExpired: false, response: null });

    expect(await store.complete(first.scope, first.key, token!, response())).toBe(true);
    const found = await store.find(first.scope, first.key);
    expect(found).toMatchObject({ status: 'completed', method: 'POST', path: '/api/things', requestHash: first.requestHash });
    expect(found?.response?.status).toBe(201);
    expect(found?.response?.headers).toEqual({ 'content-type': 'application/json; charset=utf-8' });
    expect(JSON.parse(found!.response!.body.toString('utf8'))).toEqual({ id: 'x' });
    // A completed key is never claimed again while it is kept, not even by the same request.
    expect(await store.claim(first)).toBeNull();
  });

  it('keeps keys per scope', async () => {
    const store = new IdempotencyStore(database.db);
    const key = randomUUID();
    expect(await store.claim(request({ key, scope: 'member-1' }))).not.toBeNull();
    expect(await store.claim(request({ key, scope: 'anonymous' }))).not.toBeNull();
  });

  it('releases a key so that a retry runs again', async () => {
    const store = new IdempotencyStore(database.db);
    const first = request();
    const token = await store.claim(first);
    expect(await store.release(first.scope, first.key, token!)).toBe(true);
    expect(await store.find(first.scope, first.key)).toBeNull();
    expect(await store.claim(first)).not.toBeNull();
  });

  it('lets the same request take over a claim whose lease ran out (its process died), and no other request', async () => {
    const store = new IdempotencyStore(database.db, { leaseMs: 100 });
    const first = request();
    const stale = await store.claim(first);
    expect(await store.claim(first)).toBeNull();
    await pause(150);
    expect((await store.find(first.scope, first.key))?.leaseExpired).toBe(true);
    expect(await store.claim({ ...first, requestHash: 'b'.repeat(64) })).toBeNull();
    const fresh = await store.claim(first);
    expect(fresh).not.toBeNull();
    // The process that lost the claim cannot overwrite or release the new holder's row.
    expect(await store.complete(first.scope, first.key, stale!, response(200))).toBe(false);
    expect(await store.release(first.scope, first.key, stale!)).toBe(false);
    expect(await store.extend(first.scope, first.key, fresh!)).toBe(true);
    expect(await store.complete(first.scope, first.key, fresh!, response(201))).toBe(true);
  });

  it('forgets keys after their time and deletes them', async () => {
    const store = new IdempotencyStore(database.db, { ttlMs: 100 });
    const first = request();
    await store.complete(first.scope, first.key, (await store.claim(first))!, response());
    await pause(150);
    expect(await store.find(first.scope, first.key)).toBeNull();
    expect(await store.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await store.claim(first)).not.toBeNull();
  });
});

describe('requestHashOf', () => {
  const hashOf = (originalUrl: string, body: unknown, contentType?: string) =>
    requestHashOf({ originalUrl, body, headers: contentType ? { 'content-type': contentType } : {} } as express.Request);

  it('ignores the order of fields, and treats no body as {}', () => {
    expect(hashOf('/api/x', { a: 1, b: { c: 2, d: [1, 2] } })).toBe(hashOf('/api/x', { b: { d: [1, 2], c: 2 }, a: 1 }));
    expect(hashOf('/api/x', undefined)).toBe(hashOf('/api/x', {}));
  });

  it('tells apart other values, other query strings and other bytes', () => {
    expect(hashOf('/api/x', { a: 1 })).not.toBe(hashOf('/api/x', { a: 2 }));
    expect(hashOf('/api/x', { d: [1, 2] })).not.toBe(hashOf('/api/x', { d: [2, 1] }));
    expect(hashOf('/api/x?token=1', {})).not.toBe(hashOf('/api/x?token=2', {}));
    expect(hashOf('/api/x', Buffer.from('one'), 'image/png')).not.toBe(hashOf('/api/x', Buffer.from('two'), 'image/png'));
    expect(hashOf('/api/x', Buffer.from('one'), 'image/png')).not.toBe(hashOf('/api/x', Buffer.from('one'), 'image/gif'));
  });

  it('keyed with a server secret, is no hash anyone could make of a guessed body', () => {
    const request = { originalUrl: '/api/user/location', body: { zip: '77002' }, headers: {} } as express.Request;
    expect(requestHashOf(request, 'server-secret-one')).toBe(requestHashOf(request, 'server-secret-one'));
    expect(requestHashOf(request, 'server-secret-one')).not.toBe(requestHashOf(request));
    expect(requestHashOf(request, 'server-secret-one')).not.toBe(requestHashOf(request, 'server-secret-two'));
  });
});

describe('the middleware', () => {
  let server: Server;
  let url: string;
  const runs = new Map<string, number>();

  beforeAll(async () => {
    const app = express();
    app.use((req, _res, next) => {
      const member = req.header('x-member');
      req.actor = member ? { memberId: member, sessionId: 's' } : null;
      next();
    });
    app.use(express.json());
    app.use(idempotency(database.db, { leaseMs: 300, waitMs: 600, pollMs: 20 }));
    app.post('/api/things', async (req, res) => {
      const label = String(req.body.label);
      const run = (runs.get(label) ?? 0) + 1;
      runs.set(label, run);
      if (req.body.delayMs) await pause(Number(req.body.delayMs));
      if (req.body.failFirst && run === 1) throw new Error('the database went away');
      if (req.body.limitFirst && run === 1) return void res.status(429).json({ message: 'Too many requests.' });
      res.status(201).set('Cache-Control', 'no-store').json({ label, run, requestKey: req.idempotency?.requestKey ?? null });
    });
    app.use(apiErrorHandler);
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  async function post(body: Record<string, unknown>, key?: string, member = 'member-1') {
    const answer = await fetch(`${url}/api/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-member': member, ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: await answer.json(), replayed: answer.headers.get('idempotent-replayed'), cache: answer.headers.get('cache-control') };
  }

  it('runs parallel requests with one key once and answers each with the first answer', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post({ label: 'parallel', delayMs: 100 }, key)));
    expect(runs.get('parallel')).toBe(1);
    expect(answers.map((answer) => answer.body)).toEqual(
      Array(5).fill({ label: 'parallel', run: 1, requestKey: `member-1:POST /api/things:${key}` }),
    );
    expect(answers.filter((answer) => answer.replayed === 'true')).toHaveLength(4);
    expect(answers.every((answer) => answer.status === 201 && answer.cache === 'no-store')).toBe(true);
  });

  it('keeps no 5xx answer: the retry runs again, and its answer is kept', async () => {
    const key = randomUUID();
    expect((await post({ label: 'flaky', failFirst: true }, key)).status).toBe(500);
    const retried = await post({ label: 'flaky', failFirst: true }, key);
    expect(retried).toMatchObject({ status: 201, body: { run: 2 }, replayed: null });
    expect(await post({ label: 'flaky', failFirst: true }, key)).toMatchObject({ status: 201, body: { run: 2 }, replayed: 'true' });
    expect(runs.get('flaky')).toBe(2);
  });

  it('keeps no 429 either: it says to try again later', async () => {
    const key = randomUUID();
    expect((await post({ label: 'limited', limitFirst: true }, key)).status).toBe(429);
    expect(await post({ label: 'limited', limitFirst: true }, key)).toMatchObject({ status: 201, body: { run: 2 }, replayed: null });
  });

  it('answers 409 when the request with the key is still running after the wait, and keeps its lease alive', async () => {
    const key = randomUUID();
    const slow = post({ label: 'slow', delayMs: 1000 }, key);
    await pause(50);
    const waiting = await post({ label: 'slow', delayMs: 1000 }, key);
    expect(waiting.status).toBe(409);
    expect(waiting.body).toEqual({
      message: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
      field: 'Idempotency-Key',
      code: 'request.idempotencyKeyInProgress',
    });
    expect((await slow).status).toBe(201);
    // The heartbeat kept the 300 ms lease while the request ran for a second: nobody ran it twice.
    expect(runs.get('slow')).toBe(1);
  });

  it('passes requests without a key straight through, and refuses a malformed key', async () => {
    await post({ label: 'plain' });
    await post({ label: 'plain' });
    expect(runs.get('plain')).toBe(2);
    const bad = await post({ label: 'bad' }, 'with\ttab');
    expect(bad).toMatchObject({ status: 400, body: { field: 'Idempotency-Key' } });
    expect(runs.get('bad')).toBeUndefined();
  });
});
