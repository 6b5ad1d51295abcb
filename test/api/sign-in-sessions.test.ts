import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingMailer } from '../support/mail';
import { startTestApp, type TestApp } from '../support/test-app';

const LOCKED = /^Too many failed sign-in attempts for this account\. Please try again in \d+ minutes, reset your password, or ask for a sign-in link by email\.$/;

const { outbox, mailer } = capturingMailer();

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_ACCOUNT_FAILURES: '10' }, { passwordResetMailer: mailer });
});
afterAll(async () => {
  await app?.stop();
});

/** The reset link mailed to this member (recorded and mailed just after the 202). */
async function mailedToken(memberId: string): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const mail = outbox.find((each) => each.memberId === memberId);
    if (mail) return new URL(mail.link).searchParams.get('token')!;
    if (Date.now() > deadline) throw new Error('no reset link was mailed');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the per-account failure limit', () => {
  it('counts an attempt before checking its password, so parallel guesses past the limit are never checked', async () => {
    const member = await app.client().signUp();
    const attempts = Array.from({ length: 60 }, (_, index) => (index === 30 ? member.password : `wrong-password-${index}`));
    const answers = await Promise.all(
      attempts.map((password) => app.client().post('/api/auth/login', { email: member.email, password })),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    const checked = answers.filter((answer) => answer.status !== 429);
    expect(refused.length).toBeGreaterThanOrEqual(50);
    expect(checked.length).toBeLessThanOrEqual(10);
    for (const answer of checked) expect([200, 401]).toContain(answer.status);
    for (const answer of refused) expect(answer.body.message).toMatch(LOCKED);
  });
});

describe('a password reset', () => {
  it('ends every session of the member; signing in with the new password works', async () => {
    const first = app.client();
    const member = await first.signUp();
    const second = app.client();
    expect((await second.post('/api/auth/login', { email: member.email, password: member.password })).status).toBe(200);
    expect((await first.get('/api/auth/me')).status).toBe(200);
    expect((await second.get('/api/auth/me')).status).toBe(200);

    expect((await app.client().post('/api/auth/forgot-password', { email: member.email })).status).toBe(202);
    const token = await mailedToken(member.id);
    const reset = await app.client().post('/api/auth/reset-password', { token, password: 'a-brand-new-secret' });
    expect(reset.status).toBe(200);

    for (const client of [first, second]) {
      const me = await client.get('/api/auth/me');
      expect(me.status).toBe(401);
      // The ended session stays ended (it was removed, not only refused once).
      expect((await client.get('/api/user/credits')).status).toBe(401);
    }

    const fresh = app.client();
    expect((await fresh.post('/api/auth/login', { email: member.email, password: 'a-brand-new-secret' })).status).toBe(200);
    const me = await fresh.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(member.id);
  });
});
