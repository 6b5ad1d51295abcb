import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '@barteraid/projector';
import { serveSettlementOperations } from '@barteraid/command-api';
import { newRegistration, startTestApp, type TestApp } from '../support/test-app';
import { eventually } from '../support/eventually';

/** The one-process start: one port answers /healthz, /readyz and /metrics for everything the process runs. */
const token = randomBytes(16).toString('hex');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ METRICS_TOKEN: token, PROJECTION_STALL_SECONDS: '1' });
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

const metrics = async (base: string) => {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.text();
};

describe('health, readiness and metrics of the one-process start', () => {
  it('is alive and ready: database, Redis, event store, projections and the settlement reactor', async () => {
    expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'ok', eventStore: 'ok', projections: 'ok', settlementReactor: 'ok' },
    });
  });

  it('refuses /metrics without the token, and answers every metric of the process with it after real traffic', async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(403);
    expect((await fetch(`${app.url}/metrics`, { headers: { authorization: 'Bearer not-the-token' } })).status).toBe(403);
    const client = app.client();
    await client.signUp();
    expect((await client.get('/api/user/credits')).status).toBe(200);
    const text = await metrics(app.url);
    expect(text).toMatch(/barteraid_event_store_appends_total\{outcome="written"\} [1-9]/);
    expect(text).toMatch(/barteraid_event_store_append_duration_seconds_count\{outcome="written"\} [1-9]/);
    expect(text).toMatch(/barteraid_http_request_duration_seconds_count\{service="gateway",method="POST",route="\/api\/\*",status="201"\} [1-9]/);
    // The API behind the gateway times the same request under its route pattern, never the raw path.
    expect(text).toMatch(/barteraid_http_request_duration_seconds_count\{service="command-api",method="POST",route="\/api\/auth\/register",status="201"\} [1-9]/);
    for (const projection of allProjections) {
      expect(text).toMatch(new RegExp(`barteraid_projection_lag_events\\{kind="projection",projection="${projection.name}"\\} \\d+`));
      expect(text).toMatch(new RegExp(`barteraid_projection_lag_seconds\\{kind="projection",projection="${projection.name}"\\} [\\d.e-]+`));
    }
    expect(text).toMatch(/barteraid_projection_lag_events\{kind="process",projection="settlement"\} \d+/);
    expect(text).toMatch(/barteraid_queue_jobs\{queue="settlement",state="waiting"\} \d+/);
    expect(text).toContain('barteraid_queue_job_failures_total');
    expect(text).toMatch(/barteraid_websocket_connections \d+/);
    expect(text).toContain('barteraid_mails_sent_total');
    expect(text).toContain('barteraid_mails_failed_total');
  });

  it('carries the client\'s X-Request-Id into the answer and every event the request wrote, and replaces an unusable one', async () => {
    const requestId = randomUUID();
    const registered = await app.client().request('POST', '/api/auth/register', newRegistration(), { 'x-request-id': requestId });
    expect(registered.status).toBe(201);
    expect(registered.headers.get('x-request-id')).toBe(requestId);
    const events = (await app.store.readAll({ after: 0, maxCount: 100_000 })).filter((event) => event.metadata.requestId === requestId);
    expect(events.length).toBeGreaterThan(0);
    // Correlation stays what it was (the admin page groups a trade's events by it); the request id is beside it.
    expect(events.every((event) => typeof event.metadata.correlationId === 'string')).toBe(true);

    const unusable = await app.client().request('POST', '/api/auth/register', newRegistration(), { 'x-request-id': 'no spaces or <tags> allowed' });
    expect(unusable.status).toBe(201);
    expect(unusable.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is not ready while a projection stalls behind the log, and ready again once it moves', async () => {
    const stuck = allProjections.find((projection) => projection.name === 'support') ?? allProjections[0]!;
    // Another transaction holds the projection's checkpoint row (as a rebuild would): it cannot move.
    const holder = new pg.Client({ connectionString: app.testDatabase.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(`select position from checkpoints where kind = 'projection' and name = $1 for update`, [stuck.name]);
      await app.client().signUp();
      const stalled = await eventually(
        async () => {
          const ready = await fetch(`${app.url}/readyz`);
          expect(ready.status).toBe(503);
          return (await ready.json()) as any;
        },
        { timeoutMs: 30_000, everyMs: 200 },
      );
      expect(stalled.checks).toMatchObject({ database: 'ok', projections: 'down' });
      expect(stalled.reasons.projections).toContain(stuck.name);
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
      await holder.query('rollback');
      await eventually(async () => expect((await fetch(`${app.url}/readyz`)).status).toBe(200), { timeoutMs: 30_000, everyMs: 200 });
    } finally {
      await holder.end();
    }
  }, 90_000);

  it('gives the split settlement worker its own port: alive, ready, and /metrics only with the token', async () => {
    const operations = await serveSettlementOperations({ config: { ...app.config, SETTLEMENT_PORT: 0 }, db: app.database.db, store: app.store, redis: null });
    try {
      const base = `http://127.0.0.1:${operations.server.port}`;
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const ready = await fetch(`${base}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', eventStore: 'ok', settlementReactor: 'ok', redis: 'not configured' } });
      expect((await fetch(`${base}/metrics`)).status).toBe(403);
      expect(await metrics(base)).toMatch(/barteraid_projection_lag_seconds\{kind="process",projection="settlement"\} [\d.e-]+/);
    } finally {
      await operations.close();
    }
  });
});
