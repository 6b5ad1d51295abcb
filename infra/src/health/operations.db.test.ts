import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../testing/databases';
import { databaseAnswers } from './checks';
import { serveOperations, type OperationsServer } from './operations';

let test: TestDatabase;
let database: Database;
let operations: OperationsServer;
let base: string;
const token = 'a-metrics-token-of-some-length';

beforeAll(async () => {
  test = await createTestDatabase('operations');
  database = await openDatabase({ url: test.url, poolSize: 2 });
  operations = await serveOperations(
    0,
    { service: 'probe', readiness: { checks: { database: databaseAnswers(database.db) }, notConfigured: ['redis'] }, metrics: { token, openWithoutToken: false } },
    '127.0.0.1',
  );
  base = `http://127.0.0.1:${operations.port}`;
});

afterAll(async () => {
  await operations?.close();
  await database?.close();
  await test?.drop();
});

describe('a service\'s operations port', () => {
  it('answers /healthz and /readyz while its database answers', async () => {
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'not configured' } });
  });

  it('answers /metrics only with the token, and has timed its own requests', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(403);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer wrong-token-of-the-same-size' } })).status).toBe(403);
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await metrics.text()).toMatch(/barteraid_http_request_duration_seconds_count\{service="probe",method="GET",route="\/readyz",status="200"\} \d+/);
  });

  it('is not ready once its database is gone, and says why; it stays alive', async () => {
    await test.drop();
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    const body = (await ready.json()) as { reasons: Record<string, string> };
    expect(body).toMatchObject({ status: 'unavailable', checks: { database: 'down' } });
    expect(body.reasons.database).toEqual(expect.any(String));
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});
