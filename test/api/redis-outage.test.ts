import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { startTestApp, type ApiClient, type TestApp } from '../support/test-app';

/** Reconnecting to a restarted Redis takes a few of the client's backoff steps. */
const afterRestart = { timeoutMs: 20_000, everyMs: 200 };
import { openSocket } from '../support/sockets';

const UNAVAILABLE = { message: 'The service is temporarily unavailable. Please try again in a moment.', code: 'request.serviceUnavailable' };

/** A Redis of this test's own, on a free port, that the test stops and starts again. */
class ThrowawayRedis {
  private child: ChildProcess | null = null;
  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    });
  }

  /** Kills it outright, as a crash would. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    this.child = null;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  get running() {
    return this.child !== null;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A request that must answer: a hang fails the test instead of passing as "slow". */
async function call(app: TestApp, path: string, init: RequestInit & { cookie?: string } = {}) {
  const response = await fetch(`${app.url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) },
    signal: AbortSignal.timeout(5000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}


let redis: ThrowawayRedis;
let app: TestApp;
beforeAll(async () => {
  redis = new ThrowawayRedis(await freePort());
  await redis.start();
  app = await startTestApp({ REDIS_URL: redis.url });
});
afterAll(async () => {
  if (redis && !redis.running) await redis.start().catch(() => undefined);
  await app?.stop();
  await redis?.kill();
});

describe('when Redis goes away', () => {
  it('answers what needs it with a quick 503, says so on /readyz, and recovers by itself when Redis is back', async () => {
    const member = app.client();
    const { email, password } = await member.signUp();
    const signedIn = member.cookieHeader();
    expect((await call(app, '/api/auth/me', { cookie: signedIn })).status).toBe(200);
    expect(await call(app, '/readyz')).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'ok', redis: 'ok', eventStore: 'ok', projections: 'ok', settlementReactor: 'ok' } } });

    await redis.kill();

    // A signed-in request needs its session, which lives in Redis.
    expect(await call(app, '/api/auth/me', { cookie: signedIn })).toEqual({ status: 503, body: UNAVAILABLE });
    // Signing in needs the rate limits and the new session, both in Redis.
    const signIn = () => call(app, '/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) });
    expect(await signIn()).toEqual({ status: 503, body: UNAVAILABLE });
    // Visitors' reads need no Redis.
    expect((await call(app, '/api/listings/stats')).status).toBe(200);
    expect((await call(app, '/healthz')).status).toBe(200);

    const ready = await call(app, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'unavailable', checks: { database: 'ok', redis: 'down' } });
    expect((ready.body!.reasons as Record<string, string>).redis).toEqual(expect.any(String));

    await redis.start();

    // The restarted Redis is empty: the old session is gone, a fresh sign-in works.
    let fresh: ApiClient = app.client();
    await eventually(async () => {
      fresh = app.client();
      expect((await fresh.post('/api/auth/login', { email, password })).status).toBe(200);
    }, afterRestart);
    expect((await fresh.get('/api/auth/me')).status).toBe(200);
    expect((await call(app, '/api/auth/me', { cookie: signedIn })).status).toBe(401);
    await eventually(async () => expect((await call(app, '/readyz')).status).toBe(200), afterRestart);

    // The bus resubscribed: live notifications reach the member again.
    const socket = await openSocket(app.url, fresh.cookieHeader());
    try {
      const me = (await fresh.get('/api/auth/me')).body.id as string;
      await eventually(async () => {
        await app.bus.publish({ userId: me, payload: { type: 'notification', marker: 'after-outage' } });
        await socket.next((message) => message.marker === 'after-outage', 500);
      }, afterRestart);
    } finally {
      socket.close();
    }
  });
});
