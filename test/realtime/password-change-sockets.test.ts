import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import { capturingMailer } from '../support/mail';
import { openSocket } from '../support/sockets';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * With the default 30 s heartbeat, a password change must not leave the member's old sockets open
 * until the next heartbeat: the projector tells every gateway, which checks that member's sockets
 * at once.
 */
let app: TestApp;
const { outbox, mailer } = capturingMailer();

beforeAll(async () => {
  app = await startTestApp({}, { passwordResetMailer: mailer });
});
afterAll(async () => {
  await app?.stop();
});

describe('a password change', () => {
  it('closes the member’s open sockets without waiting for the heartbeat', async () => {
    const client = app.client();
    const member = await client.signUp();
    const open = await openSocket(app.url, client.cookieHeader());
    try {
      const code = new Promise<number>((resolve) => open.socket.once('close', resolve));
      expect((await app.client().post('/api/auth/forgot-password', { email: member.email })).status).toBe(202);
      const mail = await eventually(() => {
        const found = outbox.find((each) => each.memberId === member.id);
        if (!found) throw new Error('no reset link yet');
        return found;
      });
      const token = new URL(mail.link).searchParams.get('token');
      expect((await app.client().post('/api/auth/reset-password', { token, password: 'a-new-password' })).status).toBe(200);
      // Bounded well below the 30 s heartbeat: only the change itself can have closed it.
      const closedWith = await Promise.race([code, new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 10_000))]);
      expect(closedWith).toBe(4401);
      expect(open.socket.readyState).toBe(WebSocket.CLOSED);
    } finally {
      open.close();
    }
  });
});
