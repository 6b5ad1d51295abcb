import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasswordResetMail, PasswordResetMailer } from '@barteraid/command-api';
import { startTestApp, type ApiClient, type TestApp } from '../support/test-app';
import { openSocket, type OpenSocket } from '../support/sockets';

/** Two gateway instances sharing one database and one Redis, as in a scaled deployment. */
let first: TestApp;
let second: TestApp;
const shared = {
  REDIS_KEY_PREFIX: `test_ws_sessions_${randomBytes(4).toString('hex')}`,
  SESSION_SECRET: randomBytes(24).toString('hex'),
  INTERNAL_SECRET: randomBytes(24).toString('hex'),
};

const outbox: PasswordResetMail[] = [];
const mailer: PasswordResetMailer = {
  async sendPasswordReset(mail) {
    outbox.push(mail);
  },
};

beforeAll(async () => {
  // Sessions are checked again every 200 ms instead of every 30 s.
  first = await startTestApp(shared, { passwordResetMailer: mailer, realtimeHeartbeatMs: 200 });
  second = await startTestApp(shared, { database: first.testDatabase, realtimeHeartbeatMs: 200 });
});
afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

/** Resolves with the close code when the server closes the socket (bounded, so a socket left open fails the test). */
function closed(open: OpenSocket, timeoutMs = 5000): Promise<number> {
  return new Promise((resolve, reject) => {
    if (open.socket.readyState === WebSocket.CLOSED) return reject(new Error('already closed before we listened'));
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), timeoutMs);
    open.socket.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

const publish = (app: TestApp, userId: string, marker: string) =>
  app.bus.publish({ userId, payload: { type: 'notification', marker } });

async function secondSession(client: ApiClient, email: string, password: string) {
  const login = await client.post('/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  return client;
}

describe('a socket lives as long as its session', () => {
  it('signing out closes that session’s sockets on every gateway; the member’s other sessions keep theirs', async () => {
    const leaving = first.client();
    const member = await leaving.signUp();
    const staying = await secondSession(first.client(), member.email, member.password);

    const leavingHere = await openSocket(first.url, leaving.cookieHeader());
    const leavingThere = await openSocket(second.url, leaving.cookieHeader());
    const stayingThere = await openSocket(second.url, staying.cookieHeader());
    try {
      const here = closed(leavingHere);
      const there = closed(leavingThere);
      expect((await leaving.post('/api/auth/logout')).status).toBe(200);
      expect(await here).toBe(4401);
      expect(await there).toBe(4401);

      await publish(first, member.id, 'after-logout');
      expect(await stayingThere.next((message) => message.marker === 'after-logout')).toMatchObject({ marker: 'after-logout' });
      expect(leavingHere.messages.filter((message) => message.marker === 'after-logout')).toEqual([]);
      expect(leavingThere.messages.filter((message) => message.marker === 'after-logout')).toEqual([]);

      // The signed-out cookie opens no new socket.
      await expect(openSocket(first.url, leaving.cookieHeader())).rejects.toThrow('upgrade refused: 401');
    } finally {
      for (const open of [leavingHere, leavingThere, stayingThere]) open.close();
    }
  });

  it('closes every socket of the member at the next check after a password reset', async () => {
    const client = first.client();
    const member = await client.signUp();
    const other = await secondSession(first.client(), member.email, member.password);
    const sockets = [await openSocket(first.url, client.cookieHeader()), await openSocket(second.url, other.cookieHeader())];
    try {
      const ends = sockets.map((open) => closed(open));
      expect((await first.client().post('/api/auth/forgot-password', { email: member.email })).status).toBe(202);
      const deadline = Date.now() + 5000;
      let mail: PasswordResetMail | undefined;
      while (!(mail = outbox.find((each) => each.memberId === member.id)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const token = new URL(mail!.link).searchParams.get('token');
      expect((await first.client().post('/api/auth/reset-password', { token, password: 'a-new-password' })).status).toBe(200);
      expect(await Promise.all(ends)).toEqual([4401, 4401]);
    } finally {
      for (const open of sockets) open.close();
    }
  });

  it('closes a socket whose session is gone from the store (expired)', async () => {
    const client = first.client();
    const member = await client.signUp();
    const open = await openSocket(first.url, client.cookieHeader());
    try {
      const end = closed(open);
      // What expiry looks like to the gateway: the store no longer has the session.
      const sessionId = decodeURIComponent(client.cookies.get('barteraid.sid')!).slice(2).split('.')[0]!;
      await new Promise<void>((resolve, reject) =>
        first.gateway.sessions.store.destroy(sessionId, (error?: unknown) => (error ? reject(error) : resolve())),
      );
      expect(await end).toBe(4401);
      // The server forgets the socket once the closing handshake completes.
      await expect.poll(() => first.gateway.realtime.socketCount(member.id), { timeout: 2000 }).toBe(0);
    } finally {
      open.close();
    }
  });
});

describe('/ws origin check', () => {
  const upgrade = (app: TestApp, cookie: string, origin?: string) =>
    new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${app.url.replace(/^http/, 'ws')}/ws`, { headers: { cookie, ...(origin ? { origin } : {}) } });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('error', reject);
    });

  it('refuses a page from another site with 403, accepts our own origin and clients that send none', async () => {
    const client = first.client();
    await client.signUp();
    expect(await upgrade(first, client.cookieHeader(), 'https://evil.example')).toBe(403);
    expect(await upgrade(first, client.cookieHeader(), first.url.replace('127.0.0.1', 'localhost'))).toBe(403);
    expect(await upgrade(first, client.cookieHeader(), first.url)).toBe(101);
    expect(await upgrade(first, client.cookieHeader())).toBe(101);
  });
});
