import { connect, createServer, type Server, type Socket } from 'node:net';
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_SERVER_URL, type TestDatabase } from '@barteraid/infra/testing/databases';
import { launchBrowser, openPage } from '../support/browser';
import { signedUpMember, startTestApp, type TestApp } from '../support/test-app';

/**
 * The app reaches PostgreSQL through a relay the test can cut, as a network partition, a failover or
 * a restart cuts it: every connection is reset and new ones are refused for a moment. A change sent
 * then answers 503, and the client sends it once more with the same Idempotency-Key, which succeeds.
 */
class DatabaseRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(readonly port: number) {}

  static async open(): Promise<DatabaseRelay> {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const relay = new DatabaseRelay(port);
    await relay.listen();
    return relay;
  }

  listen(): Promise<void> {
    const target = new URL(TEST_SERVER_URL);
    this.server = createServer((socket) => {
      const upstream = connect(Number(target.port || 5432), target.hostname);
      for (const end of [socket, upstream]) {
        this.sockets.add(end);
        end.on('close', () => this.sockets.delete(end));
      }
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    return new Promise((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  /** Resets every connection and refuses new ones until `listen` again. */
  cut(): Promise<void> {
    this.sockets.forEach((socket) => socket.resetAndDestroy());
    const server = this.server;
    this.server = null;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  async close(): Promise<void> {
    await this.cut();
  }
}

let database: TestDatabase;
let relay: DatabaseRelay;
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  database = await createTestDatabase('drop_browser');
  relay = await DatabaseRelay.open();
  const url = new URL(database.url);
  url.hostname = '127.0.0.1';
  url.port = String(relay.port);
  [app, browser] = await Promise.all([startTestApp({ DATABASE_URL: url.toString() }, { database }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await relay?.close();
  await database?.drop();
});

describe('a change sent while the database connection is cut', () => {
  it('answers 503, and the page sends it again with the same Idempotency-Key and saves it', async () => {
    const member = await signedUpMember(app);
    const { page, context } = await openPage(browser, app.url);
    context.setDefaultTimeout(15_000);
    expect((await context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } })).status()).toBe(200);
    await page.goto('/settings');
    const profile = page.getByRole('form', { name: 'Profile' });
    await expect.poll(() => profile.getByLabel('First name').inputValue()).toBe('Test');

    const sent: { key: string | null }[] = [];
    const answered = new Map<Request, number>();
    page.on('requestfinished', async (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/user/profile')) answered.set(request, (await request.response())?.status() ?? 0);
    });
    // The first save reaches the server while the database is cut, and the database comes back
    // once that answer is in (not after a fixed delay, which a busy machine could outlast).
    let first = true;
    await page.route('**/api/user/profile', async (route) => {
      sent.push({ key: route.request().headers()['idempotency-key'] ?? null });
      if (!first) return route.continue();
      first = false;
      await relay.cut();
      const response = await route.fetch();
      await relay.listen();
      await route.fulfill({ response });
    });

    await profile.getByLabel('First name').fill('Dora');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByRole('status').filter({ hasText: 'Your profile has been saved.' }).waitFor();

    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toBeTruthy();
    expect(sent[1]!.key).toBe(sent[0]!.key);
    await expect.poll(() => [...answered.values()]).toEqual([503, 200]);
    expect((await member.client.get('/api/auth/me')).body).toMatchObject({ firstName: 'Dora' });
  });
});
