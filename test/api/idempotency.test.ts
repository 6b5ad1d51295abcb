import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommandApi, createHourlyLimits } from '@barteraid/command-api';
import { apiRouting } from '@barteraid/gateway/routing/api-routing';
import { createTestDatabase } from '@barteraid/infra/testing/databases';
import { signUpAdmin, startTestApp, type ApiClient, type ApiResponse, type TestApp, signedUpMember } from '../support/test-app';
import { solidPng } from '../support/images';

let app: TestApp;
let admin: { client: ApiClient; id: string; email: string; password: string };
beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpAdmin(app);
});
afterAll(async () => {
  await app?.stop();
});

const member = () => signedUpMember(app);

const REUSED = { message: 'This Idempotency-Key was already used with a different request.', field: 'Idempotency-Key', code: 'request.idempotencyKeyReused' };

const issue = (client: ApiClient, body: Record<string, unknown>, key?: string) =>
  client.request('POST', '/api/admin/credits/issue', body, key === undefined ? {} : { 'idempotency-key': key });

/** The member's credit history: the welcome bonus plus whatever was issued. */
async function credits(client: ApiClient) {
  const response = await client.get('/api/user/credits');
  expect(response.status).toBe(200);
  return response.body as { balance: string; transactions: { amount: string; description: string }[] };
}

const grantsOf = (history: { transactions: { description: string }[] }, reason: string) =>
  history.transactions.filter((entry) => entry.description === `Credits issued by BarterAid: ${reason}`);

const answer = (response: ApiResponse) => ({ status: response.status, body: response.body });

describe('Idempotency-Key on an admin credit issue', () => {
  it('runs five parallel requests with one key once, and answers all five the same', async () => {
    const target = await member();
    const key = randomUUID();
    const body = { userId: target.id, amount: '7.25', reason: 'Flood relief parallel' };
    const responses = await Promise.all(Array.from({ length: 5 }, () => issue(admin.client, body, key)));

    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    for (const response of responses) expect(answer(response)).toEqual(answer(responses[0]!));
    expect(responses[0]!.body).toMatchObject({ message: 'Successfully issued 7.25 credits.', userId: target.id, amount: '7.25', balance: '57.25' });
    // One ran; the other four were answered from the stored result.
    expect(responses.filter((response) => response.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);

    const history = await credits(target.client);
    expect(history.balance).toBe('57.25');
    expect(grantsOf(history, 'Flood relief parallel')).toHaveLength(1);
    const listed = await admin.client.get(`/api/admin/all-users?search=${encodeURIComponent(target.email)}`);
    expect(listed.body.users).toEqual([expect.objectContaining({ id: target.id, barterCredits: '57.25' })]);
  });

  it('moves credits once when the admin retries after the first request timed out', async () => {
    const target = await member();
    const key = randomUUID();
    const body = { userId: target.id, amount: '3', reason: 'Retry after timeout' };

    // The first request reaches the server, then the browser gives up on it (a 504 or a dropped connection).
    const controller = new AbortController();
    const first = fetch(`${app.url}/api/admin/credits/issue`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': decodeURIComponent(admin.client.cookies.get('barteraid.csrf')!),
        cookie: admin.client.cookieHeader(),
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    }).catch((error: unknown) => error);
    await waitUntil(async () => Boolean(await keyRow(admin.id, key)));
    controller.abort();
    await first;

    const retried = await issue(admin.client, body, key);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(retried.body).toMatchObject({ amount: '3.00', balance: '53.00' });
    const again = await issue(admin.client, body, key);
    expect(answer(again)).toEqual(answer(retried));

    const history = await credits(target.client);
    expect(history.balance).toBe('53.00');
    expect(grantsOf(history, 'Retry after timeout')).toHaveLength(1);
  });

  it('refuses the same key with another amount or on another path: 422, nothing moves', async () => {
    const target = await member();
    const key = randomUUID();
    expect((await issue(admin.client, { userId: target.id, amount: '2', reason: 'Changed amount' }, key)).status).toBe(201);

    const changed = await issue(admin.client, { userId: target.id, amount: '20', reason: 'Changed amount' }, key);
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual(REUSED);
    const elsewhere = await admin.client.request(
      'POST',
      '/api/admin/send-message',
      { userId: target.id, subject: 'Hello', message: 'Checking in' },
      { 'idempotency-key': key },
    );
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body).toEqual(REUSED);

    const history = await credits(target.client);
    expect(history.balance).toBe('52.00');
    expect(grantsOf(history, 'Changed amount')).toHaveLength(1);
  });

  it('treats the same body with its fields in another order as the same request', async () => {
    const target = await member();
    const key = randomUUID();
    const first = await issue(admin.client, { userId: target.id, amount: '1', reason: 'Reordered' }, key);
    const second = await issue(admin.client, { reason: 'Reordered', amount: '1', userId: target.id }, key);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(answer(second)).toEqual(answer(first));
  });

  it('runs two requests with different keys twice, and requests without a key every time', async () => {
    const target = await member();
    const body = { userId: target.id, amount: '4', reason: 'Two grants' };
    expect((await issue(admin.client, body, randomUUID())).status).toBe(201);
    expect((await issue(admin.client, body, randomUUID())).status).toBe(201);
    expect((await issue(admin.client, body)).status).toBe(201);
    const history = await credits(target.client);
    expect(history.balance).toBe('62.00');
    expect(grantsOf(history, 'Two grants')).toHaveLength(3);
  });

  it('stores 4xx answers too: a retry of a refused request is refused the same way without running', async () => {
    const key = randomUUID();
    const unknown = { userId: randomUUID(), amount: '5', reason: 'Nobody' };
    const refused = await issue(admin.client, unknown, key);
    expect(refused.status).toBe(404);
    const again = await issue(admin.client, unknown, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(answer(again)).toEqual(answer(refused));
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not printable ASCII', 'schlüssel'],
  ])('answers 400 naming the header for a key that is %s, before running anything', async (_label, key) => {
    const target = await member();
    const response = await issue(admin.client, { userId: target.id, amount: '9', reason: 'Bad key' }, key);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Idempotency-Key must be 1 to 255 printable characters.', field: 'Idempotency-Key' });
    expect((await credits(target.client)).balance).toBe('50.00');
  });

  it('keeps keys per member: the same key from two members runs twice', async () => {
    const [first, second] = [await member(), await member()];
    const key = randomUUID();
    const contact = { name: 'Ada', email: 'ada@example.org', subject: 'Shared key', message: 'The same key from two callers.' };
    const a = await first.client.post('/api/support/contact', contact, { 'idempotency-key': key });
    const b = await second.client.post('/api/support/contact', contact, { 'idempotency-key': key });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(b.body.id).not.toBe(a.body.id);
  });
});

describe('Idempotency-Key on other mutations', () => {
  it('replays a listing creation with the same listing', async () => {
    const owner = await member();
    const key = randomUUID();
    const listing = {
      title: 'Idempotent generator',
      description: 'A 3500W gas generator with two cans of fuel, pick up only.',
      category: 'tools-equipment',
      type: 'offer',
      credits: '10',
      location: 'Houston, TX',
    };
    const first = await owner.client.post('/api/listings', listing, { 'idempotency-key': key });
    const second = await owner.client.post('/api/listings', listing, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(answer(second)).toEqual(answer(first));
    const mine = (await owner.client.get('/api/user/listings')).body as { id: string; title: string }[];
    expect(mine.filter((row) => row.title === 'Idempotent generator').map((row) => row.id)).toEqual([first.body.listing.id]);
  });

  it('replays a message with the same message id', async () => {
    const [owner, buyer] = [await member(), await member()];
    const posted = await owner.client.post('/api/listings', {
      title: 'Warm wool blankets',
      description: 'Four warm wool blankets, clean and folded.',
      category: 'clothing',
      type: 'offer',
      credits: '5',
      location: 'Houston, TX',
    });
    expect(posted.status).toBe(201);
    const trade = await buyer.client.post('/api/trades', { listingId: posted.body.listing.id, proposedTerms: 'Pick up Saturday' });
    expect(trade.status).toBe(201);
    const key = randomUUID();
    const message = { tradeId: trade.body.id, recipientId: owner.id, content: 'Are they still available?', messageType: 'text' };
    const sent = await Promise.all([1, 2, 3].map(() => buyer.client.post('/api/messages', message, { 'idempotency-key': key })));
    expect(sent.map((response) => response.status)).toEqual([201, 201, 201]);
    expect(new Set(sent.map((response) => response.body.id)).size).toBe(1);
    const conversation = (await buyer.client.get(`/api/trades/${trade.body.id}/messages`)).body as { id: string }[];
    expect(conversation.map((row) => row.id)).toEqual([sent[0]!.body.id]);
  });

  it('replays a visitor form for the anonymous caller', async () => {
    const key = randomUUID();
    const report = { category: 'other', description: 'A report sent twice by a visitor whose connection dropped.' };
    const first = await app.client().post('/api/support/report', report, { 'idempotency-key': key });
    const second = await app.client().post('/api/support/report', report, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
  });

  it('replays both upload steps, and refuses other bytes under the same key', async () => {
    const { client } = await member();
    const requestKey = randomUUID();
    const requested = await client.post('/api/objects/upload', { purpose: 'avatar' }, { 'idempotency-key': requestKey });
    const requestedAgain = await client.post('/api/objects/upload', { purpose: 'avatar' }, { 'idempotency-key': requestKey });
    expect(requested.status).toBe(200);
    expect(requestedAgain.headers.get('idempotent-replayed')).toBe('true');
    expect(requestedAgain.body).toEqual(requested.body);
    expect(requestedAgain.headers.get('cache-control')).toBe('no-store');

    const put = (bytes: Buffer, key: string) =>
      fetch(`${app.url}${requested.body.uploadURL}`, {
        method: 'PUT',
        headers: {
          'content-type': 'image/png',
          'x-csrf-token': decodeURIComponent(client.cookies.get('barteraid.csrf')!),
          cookie: client.cookieHeader(),
          'idempotency-key': key,
        },
        body: bytes,
      });
    const png = solidPng();
    const putKey = randomUUID();
    const stored = await put(png, putKey);
    expect(stored.status).toBe(201);
    const storedBody = await stored.json();
    const replayed = await put(png, putKey);
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(await replayed.json()).toEqual(storedBody);

    const otherBytes = await put(solidPng(8, [200, 0, 0]), putKey);
    expect(otherBytes.status).toBe(422);
    expect(await otherBytes.json()).toEqual(REUSED);
    // Without the key, the used link is still refused as before.
    const withoutKey = await fetch(`${app.url}${requested.body.uploadURL}`, {
      method: 'PUT',
      headers: {
        'content-type': 'image/png',
        'x-csrf-token': decodeURIComponent(client.cookies.get('barteraid.csrf')!),
        cookie: client.cookieHeader(),
      },
      body: png,
    });
    expect(withoutKey.status).toBe(409);
  });
});

describe('Idempotency-Key through the split gateway', () => {
  it('passes the key to the command API over HTTP and the replay header back', async () => {
    // The command API in its own server, and a gateway-shaped front that proxies to it as the split deployment does.
    const commandApi = createCommandApi({
      store: app.store,
      db: app.database.db,
      config: app.config,
      internalSecret: app.config.INTERNAL_SECRET!,
      projections: { waitFor: async (position) => void (position !== null && (await app.projector.caughtUp(position, 3000))) },
      hourlyLimits: createHourlyLimits(app.config, null),
    });
    const servers: Server[] = [];
    const listen = async (handler: express.Express) => {
      const server = createServer(handler);
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    try {
      const commandUrl = await listen(commandApi);
      const front = express();
      front.use((req, _res, next) => {
        Object.assign(req, { session: { passport: { user: admin.id } }, sessionID: 'split-session' });
        next();
      });
      front.use(apiRouting(app.config.INTERNAL_SECRET!, commandUrl, commandUrl));
      const frontUrl = await listen(front);

      const target = await member();
      const key = randomUUID();
      const send = () =>
        fetch(`${frontUrl}/api/admin/credits/issue`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({ userId: target.id, amount: '6', reason: 'Split relief' }),
        });
      const answers = await Promise.all([send(), send(), send()]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
      expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(2);
      const bodies = await Promise.all(answers.map((answer) => answer.json()));
      expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
      const history = await credits(target.client);
      expect(history.balance).toBe('56.00');
      expect(grantsOf(history, 'Split relief')).toHaveLength(1);
    } finally {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }
  });
});

describe('Idempotency-Key across a restart', () => {
  it('replays an answer given before the app restarted on the same database', async () => {
    const database = await createTestDatabase('idempotency');
    // A restarted server keeps its secrets (the embedded start stores them, a split one is given
    // them): the stored request hashes are keyed with the internal one.
    const secrets = { INTERNAL_SECRET: randomBytes(24).toString('hex') };
    let first: TestApp | null = await startTestApp(secrets, { database });
    let second: TestApp | null = null;
    try {
      const owner = await signUpAdmin(first);
      const target = first.client();
      const profile = await target.signUp();
      const key = randomUUID();
      const body = { userId: profile.id, amount: '11', reason: 'Before the restart' };
      const issued = await issue(owner.client, body, key);
      expect(issued.status).toBe(201);
      await first.stop();
      first = null;

      second = await startTestApp(secrets, { database });
      const adminAgain = second.client();
      expect((await adminAgain.post('/api/auth/login', { email: owner.email, password: owner.password })).status).toBe(200);
      const replayed = await issue(adminAgain, body, key);
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      expect(answer(replayed)).toEqual(answer(issued));

      const memberAgain = second.client();
      expect((await memberAgain.post('/api/auth/login', { email: profile.email, password: profile.password })).status).toBe(200);
      const history = await credits(memberAgain);
      expect(history.balance).toBe('61.00');
      expect(grantsOf(history, 'Before the restart')).toHaveLength(1);
    } finally {
      await first?.stop();
      await second?.stop();
      await database.drop();
    }
  });
});

async function keyRow(scope: string, key: string) {
  return app.database.db.selectFrom('idempotency_keys').select(['status']).where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
