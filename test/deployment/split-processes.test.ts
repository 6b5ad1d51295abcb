import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@barteraid/infra/testing/databases';
import { ApiClient, TEST_REDIS_URL } from '../support/test-app';
import { openSocket } from '../support/sockets';
import { solidPng } from '../support/images';

/** The production shape: each service its own process, talking over HTTP, PostgreSQL and Redis. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitForHttp(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

const children: ChildProcess[] = [];
let database: TestDatabase;
let gatewayUrl: string;

function startService(workspace: string, env: Record<string, string>, entry = 'src/main.ts') {
  // node with the tsx loader (not npx) so SIGTERM reaches the service itself.
  const child = spawn(process.execPath, ['--import', 'tsx', `${workspace}/${entry}`], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${workspace}] ${chunk}`));
  children.push(child);
  return child;
}

beforeAll(async () => {
  database = await createTestDatabase('split');
  const [commandPort, queryPort, gatewayPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: `test_split_${randomBytes(4).toString('hex')}`,
    SESSION_SECRET: randomBytes(24).toString('hex'),
    INTERNAL_SECRET: randomBytes(24).toString('hex'),
    LOG_LEVEL: 'warn',
  };
  // Migrations run at every service start; start the command API first so they are applied once.
  startService('services/command-api', { ...env, PORT: String(commandPort) });
  await waitForHttp(`http://127.0.0.1:${commandPort}/api/nothing`);
  startService('services/query-api', { ...env, PORT: String(queryPort) });
  startService('services/projector', env);
  startService('services/command-api', env, 'src/settlement/main.ts');
  startService('services/gateway', {
    ...env,
    PORT: String(gatewayPort),
    COMMAND_API_URL: `http://127.0.0.1:${commandPort}`,
    QUERY_API_URL: `http://127.0.0.1:${queryPort}`,
  });
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await waitForHttp(`http://127.0.0.1:${queryPort}/api/health`);
  // Ready, not just alive: sign-in's read models exist once the projector has run its migrations.
  await waitForHttp(`${gatewayUrl}/readyz`);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await database?.drop();
}, 60_000);

describe('split deployment', () => {
  it('registers, signs in and shows the balance through separate processes', async () => {
    const client = new ApiClient(gatewayUrl);
    const member = await client.signUp();
    expect(member.user.barterCredits).toBe('50.00');
    const credits = await client.get('/api/user/credits');
    expect(credits.status).toBe(200);
    expect(credits.body.balance).toBe('50.00');
    const socket = await openSocket(gatewayUrl, client.cookieHeader());
    socket.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await socket.next((message) => message.type === 'pong')).toEqual({ type: 'pong' });
    socket.close();
    expect((await client.get('/api/nope')).status).toBe(404);
  });

  it('settles a trade through the separate settlement process and BullMQ', async () => {
    const owner = new ApiClient(gatewayUrl);
    const buyer = new ApiClient(gatewayUrl);
    await owner.signUp();
    await buyer.signUp();
    const listing = await owner.post('/api/listings', {
      title: 'Chainsaw for storm cleanup',
      description: 'Gas chainsaw with a sharp chain, for clearing fallen trees.',
      category: 'tools-equipment',
      type: 'offer',
      credits: '12.50',
      location: 'Tulsa, OK',
    });
    expect(listing.status, JSON.stringify(listing.body)).toBe(201);
    const trade = await buyer.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'Saturday morning' });
    expect(trade.status, JSON.stringify(trade.body)).toBe(201);
    expect((await owner.patch(`/api/trades/${trade.body.id}/status`, { status: 'accepted' })).status).toBe(200);
    expect((await buyer.patch(`/api/trades/${trade.body.id}/status`, { status: 'completed' })).status).toBe(200);
    const deadline = Date.now() + 30_000;
    let balances: string[] = [];
    while (Date.now() < deadline) {
      balances = [(await buyer.get('/api/user/credits')).body.balance, (await owner.get('/api/user/credits')).body.balance];
      if (balances[0] === '37.50') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(balances).toEqual(['37.50', '62.50']);
  }, 60_000);

  it('uploads an avatar through the gateway proxy; the query API serves it from the blob table', async () => {
    const client = new ApiClient(gatewayUrl);
    await client.signUp();
    const put = (url: string, body: Buffer) =>
      fetch(`${gatewayUrl}${url}`, {
        method: 'PUT',
        headers: { cookie: client.cookieHeader(), 'x-csrf-token': decodeURIComponent(client.cookies.get('barteraid.csrf')!), 'content-type': 'image/png' },
        body,
      });
    const tooBig = (await client.post('/api/objects/upload')).body.uploadURL;
    const refused = await put(tooBig, Buffer.concat([solidPng(), Buffer.alloc(6 * 1024 * 1024)]));
    expect(refused.status).toBe(413);

    const { uploadURL, objectId } = (await client.post('/api/objects/upload')).body;
    const png = solidPng(32);
    expect((await put(uploadURL, png)).status).toBe(201);
    expect((await client.request('PUT', '/api/user/avatar', { avatarURL: uploadURL })).status).toBe(200);
    expect((await client.get('/api/auth/me')).body.avatar).toBe(`/api/objects/${objectId}`);
    const served = await fetch(`${gatewayUrl}/api/objects/${objectId}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  }, 60_000);

  it('stops every service cleanly on SIGTERM', async () => {
    const exits = children.map(
      (child) => new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)))),
    );
    children.forEach((child) => child.kill('SIGTERM'));
    expect(await Promise.all(exits)).toEqual(children.map(() => 0));
  }, 30_000);
});
