import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { toNewEvent, type PasswordResetMail } from '@barteraid/command-api';
import { resetRequestId } from '@barteraid/command-api/password-reset/token';
import { eventually } from '../support/eventually';
import { capturingMailer } from '../support/mail';
import { startTestApp, type TestApp } from '../support/test-app';
import { projectorDbOf } from '@barteraid/projector';

const FORGOT_ANSWER = { message: 'If an account exists for that email, we have sent a link to reset the password.', code: 'auth.resetLinkSent' };
const INVALID_LINK = { message: 'This reset link is invalid or has expired. Please request a new one.', code: 'auth.invalidResetLink' };

/** Captures what would be emailed. */
const { outbox, mailer } = capturingMailer();

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { passwordResetMailer: mailer });
});
afterAll(async () => {
  await app?.stop();
});
beforeEach(() => {
  outbox.length = 0;
});

const tokenOf = (mail: PasswordResetMail) => new URL(mail.link).searchParams.get('token')!;
const signIn = (email: string, password: string) => app.client().post('/api/auth/login', { email, password });

async function member() {
  const client = app.client();
  return client.signUp();
}


const mailFor = (memberId: string) =>
  eventually(() => {
    const mail = outbox.find((each) => each.memberId === memberId);
    expect(mail, 'a reset link mailed').toBeDefined();
    return mail!;
  });

async function requestLink(email: string, memberId: string): Promise<string> {
  const response = await app.client().post('/api/auth/forgot-password', { email });
  expect(response.status).toBe(202);
  const mail = await mailFor(memberId);
  outbox.splice(outbox.indexOf(mail), 1);
  return tokenOf(mail);
}

const resetEvents = async () => (await app.store.readAll()).filter((event) => event.type === 'PasswordResetRequested');
const resetEventsOf = async (memberId: string) =>
  (await resetEvents()).filter((event) => (event.data as { memberId?: string }).memberId === memberId);

describe('POST /api/auth/forgot-password', () => {
  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const before = (await resetEvents()).length;
    const response = await app.client().post('/api/auth/forgot-password', { email: 'nobody-here@example.org' });
    expect(response.status).toBe(202);
    expect(response.body).toEqual(FORGOT_ANSWER);
    // A member asking afterwards has been mailed, so the unknown email's lookup (asked first, less work) is done too.
    const { email, id } = await member();
    await requestLink(email, id);
    expect(outbox).toEqual([]);
    expect(await resetEvents()).toHaveLength(before + 1);
  });

  it('answers before looking anything up, so known and unknown emails take the same path to the answer', async () => {
    const { email, id } = await member();
    const locker = new pg.Client({ connectionString: app.testDatabase.url });
    await locker.connect();
    let locked = true;
    try {
      // While this transaction holds the event log, nothing can read or append to it.
      await locker.query('begin');
      await locker.query('lock table es_events in access exclusive mode');
      const ask = (address: string) =>
        fetch(`${app.url}/api/auth/forgot-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: address }),
          signal: AbortSignal.timeout(5000),
        });
      const [known, unknown] = await Promise.all([ask(email), ask('nobody-else@example.org')]);
      expect([known.status, unknown.status]).toEqual([202, 202]);
      expect(await known.json()).toEqual(FORGOT_ANSWER);
      expect(await unknown.json()).toEqual(FORGOT_ANSWER);
      expect(outbox).toEqual([]);

      await locker.query('commit');
      locked = false;
      // The member's link is recorded and mailed after the answer.
      const mail = await mailFor(id);
      expect(await resetEventsOf(id)).toHaveLength(1);
      expect(outbox).toEqual([mail]);
    } finally {
      if (locked) await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }
  });

  it('for a member (any letter case), records only a hash of a one-hour token and mails the link', async () => {
    const { email, id } = await member();
    const response = await app.client().post('/api/auth/forgot-password', { email: `  ${email.toUpperCase()} ` });
    expect(response.status).toBe(202);
    expect(response.body).toEqual(FORGOT_ANSWER);

    const mail = await mailFor(id);
    expect(outbox).toHaveLength(1);
    expect(mail.link).toMatch(/\/auth\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(mail);
    const tokenHash = createHash('sha256').update(token).digest('hex');

    const [event] = await app.store.readStream(streams.passwordReset(resetRequestId(tokenHash)));
    expect(event).toMatchObject({ type: 'PasswordResetRequested', data: { memberId: id, tokenHash } });
    expect(JSON.stringify(event)).not.toContain(token);
    const data = event!.data as { requestedAt: string; expiresAt: string };
    expect(Date.parse(data.expiresAt) - Date.parse(data.requestedAt)).toBe(60 * 60 * 1000);
    expect(mail.expiresAt).toBe(data.expiresAt);
  });

  it.each([
    [{}, 'Missing Information: Please enter your email address.'],
    [{ email: '  ' }, 'Missing Information: Please enter your email address.'],
    [{ email: 'not-an-email' }, 'Invalid Email: Please enter a valid email address.'],
  ])('refuses %j', async (body, message) => {
    const response = await app.client().post('/api/auth/forgot-password', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, field: 'email' });
  });

  it('needs no CSRF token when signed in', async () => {
    const client = app.client();
    const { email, id } = await client.signUp();
    client.cookies.delete('barteraid.csrf');
    expect((await client.post('/api/auth/forgot-password', { email })).status).toBe(202);
    await mailFor(id);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once: sign-in works with it, not with the old one, and the link is then dead', async () => {
    const { email, id, password } = await member();
    const token = await requestLink(email, id);

    const reset = await app.client().post('/api/auth/reset-password', { token, password: 'brand-new-secret' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Your password has been changed. You can now sign in with your new password.');

    expect((await signIn(email, 'brand-new-secret')).status).toBe(200);
    expect((await signIn(email, password)).status).toBe(401);

    const again = await app.client().post('/api/auth/reset-password', { token, password: 'another-new-secret' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(INVALID_LINK);
    expect((await signIn(email, 'another-new-secret')).status).toBe(401);
  });

  it('refuses an unknown token', async () => {
    const response = await app.client().post('/api/auth/reset-password', {
      token: randomBytes(32).toString('base64url'),
      password: 'long-enough-pw',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_LINK);
  });

  it('refuses an expired link', async () => {
    const { email, id, password } = await member();
    const token = randomBytes(32).toString('base64url');
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const requestId = resetRequestId(tokenHash);
    const sentAt = new Date(Date.now() - 61 * 60 * 1000);
    // A link sent 61 minutes ago, recorded as the forgot-password route records it.
    await app.store.append(
      streams.passwordReset(requestId),
      [
        toNewEvent(
          {
            type: 'PasswordResetRequested',
            data: {
              requestId,
              memberId: id,
              tokenHash,
              requestedAt: sentAt.toISOString(),
              expiresAt: new Date(sentAt.getTime() + 60 * 60 * 1000).toISOString(),
            },
          },
          { store: app.store, actorId: null, correlationId: requestId },
        ),
      ],
      'no_stream',
    );
    const response = await app.client().post('/api/auth/reset-password', { token, password: 'long-enough-pw' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_LINK);
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('retires older links once the password has been reset with a newer one', async () => {
    const { email, id } = await member();
    const older = await requestLink(email, id);
    const newer = await requestLink(email, id);
    expect((await app.client().post('/api/auth/reset-password', { token: newer, password: 'newer-password' })).status).toBe(200);
    const response = await app.client().post('/api/auth/reset-password', { token: older, password: 'older-password' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID_LINK);
    expect((await signIn(email, 'newer-password')).status).toBe(200);
  });

  it.each([
    [{ password: 'long-enough-pw' }, 'token', INVALID_LINK.message],
    [{ token: '', password: 'long-enough-pw' }, 'token', INVALID_LINK.message],
    [{ token: 'x'.repeat(43) }, 'password', 'Missing Information: Please enter a new password.'],
    [{ token: 'x'.repeat(43), password: 'short' }, 'password', 'Weak Password: Password must be at least 8 characters long.'],
  ])('refuses %j', async (body, field, message) => {
    const response = await app.client().post('/api/auth/reset-password', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, field });
  });

  it('checks the password length before spending the link', async () => {
    const { email, id } = await member();
    const token = await requestLink(email, id);
    expect((await app.client().post('/api/auth/reset-password', { token, password: 'short' })).status).toBe(400);
    expect((await app.client().post('/api/auth/reset-password', { token, password: 'long-enough-now' })).status).toBe(200);
  });

  it('keeps the new password when the members read model is rebuilt', async () => {
    const { email, id } = await member();
    const token = await requestLink(email, id);
    await app.client().post('/api/auth/reset-password', { token, password: 'survives-rebuild' });
    const snapshot = () => projectorDbOf(app.database.db).selectFrom('member_credentials').selectAll().orderBy('member_id').execute();
    const before = await snapshot();
    await app.projector.rebuild('members');
    expect(await snapshot()).toEqual(before);
    expect((await signIn(email, 'survives-rebuild')).status).toBe(200);
  });
});
