import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants, checkReadModels, describeViolations } from '../support/invariants';
import { startMailingApp, type MailingApp } from '../support/mailed-links';
import type { ReceivedMail } from '../support/smtp';
import { ApiClient, newRegistration, signedUpMember, signUpAdmin, type SignedUpMember, type TestApp } from '../support/test-app';

// Signing in by a link mailed to the member, against a real SMTP server: the way in past the
// per-account failed-password limit, which stays in force for passwords.
let mailing: MailingApp;
let app: TestApp;
const IP_ATTEMPTS = 60;

beforeAll(async () => {
  mailing = await startMailingApp({ RATE_LIMIT_ACCOUNT_FAILURES: '3', RATE_LIMIT_IP_ATTEMPTS: String(IP_ATTEMPTS) });
  app = mailing.app;
}, 60_000);
afterAll(async () => {
  await mailing?.stop();
});

const LOCKED = /^Too many failed sign-in attempts for this account\. Please try again in \d+ minutes, reset your password, or ask for a sign-in link by email\.$/;
const SENT = 'If an account exists for that email, we have sent a sign-in link to it. It works once, for 15 minutes.';
const INVALID = 'This sign-in link is invalid, used or expired. Please ask for a new one.';

const mailsTo = (email: string) => mailing.mailsTo(email);
const arrives = (email: string, subject: RegExp) => mailing.arrives(email, subject);
const tokenIn = (mail: ReceivedMail) => mailing.tokenIn(mail, '/auth/sign-in-link');
const login = (client: ApiClient, email: string, password: string) => client.post('/api/auth/login', { email, password });

async function lockOut(member: SignedUpMember) {
  for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(app.client(), member.email, `wrong-${attempt}`)).status).toBe(401);
  const locked = await login(app.client(), member.email, member.password);
  expect(locked.status).toBe(429);
  expect(locked.body.message).toMatch(LOCKED);
}

describe('a sign-in link by email', () => {
  it('lets a member locked out by wrong passwords in, once; the password limit stays for passwords', async () => {
    const member = await signedUpMember(app);
    await lockOut(member);

    const asked = await app.client().post('/api/auth/sign-in-link', { email: member.email.toUpperCase() });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ message: SENT });
    const mail = await arrives(member.email, /^Your BarterAid sign-in link$/);
    expect(mail.text).toContain('The link below signs you in once, until');
    const token = tokenIn(mail);
    // Only the hash is in the log.
    const logged = await app.database.db.selectFrom('es_events').select('data').where('type', '=', 'SignInLinkRequested').execute();
    expect(JSON.stringify(logged)).not.toContain(token);

    const browser = new ApiClient(app.url);
    const used = await browser.post('/api/auth/sign-in-link/use', { token });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body).toMatchObject({ message: 'You are signed in.' });
    expect(used.headers.get('x-barteraid-signed-in-member')).toBeNull();
    expect(used.headers.get('x-barteraid-credential-stamp')).toBeNull();
    expect((await browser.get('/api/auth/me')).body).toMatchObject({ id: member.id, email: member.email });
    // A signed-in member's mutation goes through (the session has its CSRF token).
    expect((await browser.put('/api/user/language', { language: 'en' })).status).toBe(200);

    // Used once only.
    const again = await new ApiClient(app.url).post('/api/auth/sign-in-link/use', { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: INVALID });
    // The password is still refused while the window lasts.
    expect((await login(app.client(), member.email, member.password)).status).toBe(429);
  });

  it('answers the same for an address with no account, and mails nothing', async () => {
    const nobody = newRegistration().email;
    const asked = await app.client().post('/api/auth/sign-in-link', { email: nobody });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ message: SENT });
    const member = await signedUpMember(app);
    await app.client().post('/api/auth/sign-in-link', { email: member.email });
    await arrives(member.email, /sign-in link/);
    await app.mail.sweep();
    expect(mailsTo(nobody)).toEqual([]);
  });

  it('writes the mail in Spanish to a member who chose it', async () => {
    const member = await signedUpMember(app);
    expect((await member.client.put('/api/user/language', { language: 'es' })).status).toBe(200);
    expect((await app.client().post('/api/auth/sign-in-link', { email: member.email })).status).toBe(202);
    const mail = await arrives(member.email, /^Su enlace para entrar a BarterAid$/);
    expect(mail.text).toContain('Con el enlace de abajo entra una sola vez, hasta el');
    expect((await new ApiClient(app.url).post('/api/auth/sign-in-link/use', { token: tokenIn(mail) })).status).toBe(200);
  });

  it('refuses a link after 15 minutes, an unknown token, and bad input, with a clear 400', async () => {
    const member = await signedUpMember(app);
    await app.client().post('/api/auth/sign-in-link', { email: member.email });
    const token = tokenIn(await arrives(member.email, /sign-in link/));
    mailing.aheadMs = 15 * 60 * 1000 + 1000;
    try {
      const expired = await new ApiClient(app.url).post('/api/auth/sign-in-link/use', { token });
      expect(expired.status).toBe(400);
      expect(expired.body).toMatchObject({ message: INVALID });
    } finally {
      mailing.aheadMs = 0;
    }
    expect((await new ApiClient(app.url).post('/api/auth/sign-in-link/use', { token: 'x'.repeat(43) })).body).toMatchObject({ message: INVALID });
    expect((await new ApiClient(app.url).post('/api/auth/sign-in-link/use', {})).status).toBe(400);
    const malformed = await app.client().post('/api/auth/sign-in-link', { email: 'not-an-email' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ field: 'email' });
  });

  it('opens nothing once the account is closed', async () => {
    const member = await signedUpMember(app);
    await app.client().post('/api/auth/sign-in-link', { email: member.email });
    const token = tokenIn(await arrives(member.email, /sign-in link/));
    expect((await member.client.post('/api/user/close', { password: member.password })).status).toBe(200);
    const browser = new ApiClient(app.url);
    expect((await browser.post('/api/auth/sign-in-link/use', { token })).status).toBe(400);
    expect((await browser.get('/api/auth/me')).status).toBe(401);
  });

  it('refuses a member suspended since it was sent, with the way to appeal, and leaves it unused', async () => {
    const admin = await signUpAdmin(app);
    const member = await signedUpMember(app);
    const reporter = await signedUpMember(app);
    await app.client().post('/api/auth/sign-in-link', { email: member.email });
    const token = tokenIn(await arrives(member.email, /sign-in link/));
    const filed = await reporter.client.post('/api/reports', { subject: 'member', memberId: member.id, category: 'fraud', description: 'Asked me to pay outside BarterAid twice.' });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect((await admin.client.post(`/api/admin/reports/${filed.body.id}/suspend`, { reason: 'Fraud' })).status).toBe(200);
    const browser = new ApiClient(app.url);
    const refused = await browser.post('/api/auth/sign-in-link/use', { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Your account is suspended. If you think this is a mistake, you can appeal through our contact form at /contact.' });
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    const events = (await app.store.readAll()).filter((event) => event.type === 'SignInLinkUsed' && (event.data as { memberId: string }).memberId === member.id);
    expect(events).toEqual([]);
  });

  it('leaves the log and the read models agreeing', async () => {
    const report = await checkInvariants(app.store);
    expect(report.violations, describeViolations(report)).toEqual([]);
    expect((await checkReadModels(app.database.db)).mismatches).toEqual([]);
  });

  it('keeps the per-IP limit on asking for and using links', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt <= IP_ATTEMPTS; attempt += 1) {
      answers.push((await new ApiClient(app.url).post('/api/auth/sign-in-link/use', { token: `guess-${attempt}` })).status);
      if (answers.at(-1) === 429) break;
    }
    expect(answers.at(-1)).toBe(429);
    expect((await app.client().post('/api/auth/sign-in-link', { email: newRegistration().email })).status).toBe(429);
  });
});
