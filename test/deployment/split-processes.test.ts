import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@barteraid/infra/testing/databases';
import { ApiClient, newRegistration } from '../support/test-app';
import { splitServices, startSplitDeployment, type SplitDeployment, type SplitService } from '../support/split-deployment';
import { eventually } from '../support/eventually';
import { openSocket } from '../support/sockets';
import { solidPng } from '../support/images';

/** The production shape: each service its own process, talking over HTTP, PostgreSQL and Redis. */
let database: TestDatabase;
let deployment: SplitDeployment;
let gatewayUrl: string;
const metricsToken = randomBytes(16).toString('hex');
/** The projector's log (LOG_LEVEL=debug), one parsed JSON line each. */
const projectorLog: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase('split', { migrated: true });
  deployment = await startSplitDeployment(database, {
    env: { METRICS_TOKEN: metricsToken },
    serviceEnv: { projector: { LOG_LEVEL: 'debug' } },
    onLogLine: {
      projector: (line) => {
        try {
          projectorLog.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          // not a log line
        }
      },
    },
  });
  gatewayUrl = deployment.gatewayUrl;
}, 240_000);

afterAll(async () => {
  await deployment?.stop();
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
      // Settlement pays the buyer's hold, then credits the owner: both must have happened.
      if (balances[0] === '37.50' && balances[1] === '62.50') break;
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

  it('answers /healthz and /readyz on every service\'s own port', async () => {
    for (const [service, port] of Object.entries(deployment.ports)) {
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status, service).toBe(200);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      const body = (await ready.json()) as any;
      expect(ready.status, `${service}: ${JSON.stringify(body)}`).toBe(200);
      expect(body.status).toBe('ready');
    }
    const projector = (await (await fetch(`http://127.0.0.1:${deployment.ports.projector}/readyz`)).json()) as any;
    expect(projector.checks).toEqual({ database: 'ok', eventStore: 'ok', redis: 'ok', projections: 'ok' });
  });

  it('answers /metrics only with the token, each service with its own metrics after real traffic', async () => {
    await new ApiClient(gatewayUrl).signUp();
    const scrape = async (service: string, token?: string) =>
      fetch(`http://127.0.0.1:${deployment.ports[service as SplitService]}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
    for (const service of splitServices) expect((await scrape(service)).status, service).toBe(403);
    const command = await (await scrape('command-api', metricsToken)).text();
    expect(command).toMatch(/barteraid_event_store_appends_total\{outcome="written"\} [1-9]/);
    expect(command).toMatch(/barteraid_http_request_duration_seconds_count\{service="command-api",method="POST",route="\/api\/auth\/register",status="201"\} [1-9]/);
    const gateway = await (await scrape('gateway', metricsToken)).text();
    expect(gateway).toMatch(/barteraid_http_request_duration_seconds_count\{service="gateway",method="POST",route="\/api\/\*",status="201"\} [1-9]/);
    const projector = await (await scrape('projector', metricsToken)).text();
    expect(projector).toMatch(/barteraid_projection_lag_events\{kind="projection",projection="members"\} \d+/);
    expect(projector).toMatch(/barteraid_projection_lag_seconds\{kind="projection",projection="members"\} [\d.e-]+/);
  });

  it('follows one request id from the gateway into the stored events and the projector\'s log line for their batch', async () => {
    const client = new ApiClient(gatewayUrl);
    const requestId = randomUUID();
    const registered = await client.request('POST', '/api/auth/register', newRegistration(), { 'x-request-id': requestId });
    expect(registered.status).toBe(201);
    expect(registered.headers.get('x-request-id')).toBe(requestId);
    const stored = new pg.Client({ connectionString: database.url });
    await stored.connect();
    try {
      const { rows } = await stored.query(`select type from es_events where metadata->>'requestId' = $1`, [requestId]);
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await stored.end();
    }
    const line = await eventually(
      () => {
        const found = projectorLog.find((entry) => Array.isArray(entry.requestIds) && entry.requestIds.includes(requestId));
        expect(found).toBeDefined();
        return found!;
      },
      { timeoutMs: 30_000, everyMs: 100 },
    );
    expect(line).toMatchObject({ level: 'debug', message: 'projector batch applied' });
  });

  it('stops every service cleanly on SIGTERM', async () => {
    expect(await deployment.stop()).toEqual(splitServices.map(() => 0));
  }, 30_000);
});
