import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@barteraid/events/messages/account';
import { projectorDbOf } from '@barteraid/projector';

const INVALID_EMAIL_CONFIRMATION_LINK = accountMessages.english('invalidEmailConfirmationLink');
const EMAIL_ALREADY_CONFIRMED = accountMessages.english('emailAlreadyConfirmed');
import { eventually } from '../support/eventually';
import { startSmtpServer, type ReceivedMail } from '../support/smtp';
import { ApiClient, newRegistration, signedUpMember, startTestApp, type TestApp } from '../support/test-app';

// The address given at registration is confirmed by a mailed link, against a real SMTP server.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let app: TestApp;
/** The command side's clock runs this far ahead of the real one, so a link can expire. */
let aheadMs = 0;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await startTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM: 'BarterAid <help@barteraid.test>', PUBLIC_URL: 'http://barteraid.test' },
    { mail: { sweepIntervalMs: 100 }, clock: () => new Date(Date.now() + aheadMs) },
  );
}, 60_000);
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

const mailsTo = (email: string, subject: RegExp) => smtp.received.filter((mail) => (mail.to === email.toLowerCase() || mail.to === email) && subject.test(mail.subject));
const arrives = (email: string, subject: RegExp, count = 1) =>
  eventually(
    () => {
      const mails = mailsTo(email, subject);
      expect(mails.length, `${count} mail(s) "${subject}" to ${email}`).toBeGreaterThanOrEqual(count);
      return mails[count - 1]!;
    },
    { timeoutMs: 20_000 },
  );
const tokenIn = (mail: ReceivedMail) => {
  const match = mail.text.match(/http:\/\/barteraid\.test\/auth\/confirm-email\?token=[^\s]+/);
  expect(match, `a confirmation link in ${mail.text}`).not.toBeNull();
  return new URL(match![0]).searchParams.get('token')!;
};
const profile = async (client: ApiClient) => (await client.get('/api/auth/me')).body as { email: string; emailConfirmed: boolean };

describe('confirming the email given at registration', () => {
  it('mails a link at registration; the member signs in meanwhile; the link confirms the address once', async () => {
    const member = await signedUpMember(app);
    expect(await profile(member.client)).toMatchObject({ email: member.email, emailConfirmed: false });
    const mail = await arrives(member.email, /Confirm your email for BarterAid/);
    expect(mail.listUnsubscribe).toBeNull();

    // Sent again on request: a second link, both working until one is used.
    const again = await member.client.post('/api/user/email/confirmation');
    expect(again.status, JSON.stringify(again.body)).toBe(202);
    expect(again.body.message).toBe(`We sent a new confirmation link to ${member.email}.`);
    const second = await arrives(member.email, /Confirm your email for BarterAid/, 2);

    // Opened without a session, wherever the inbox is read.
    const visitor = new ApiClient(app.url);
    const confirmed = await visitor.post('/api/auth/confirm-email', { token: tokenIn(second) });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ code: 'account.emailConfirmed',  message: `Thank you: ${member.email} is confirmed.`, email: member.email });
    expect((await profile(member.client)).emailConfirmed).toBe(true);

    // A used link, the other link once confirmed still confirms nothing new but is harmless; nothing more to send.
    const reused = await visitor.post('/api/auth/confirm-email', { token: tokenIn(second) });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(INVALID_EMAIL_CONFIRMATION_LINK);
    const more = await member.client.post('/api/user/email/confirmation');
    expect(more.status).toBe(400);
    expect(more.body).toMatchObject({ message: EMAIL_ALREADY_CONFIRMED, code: 'account.emailAlreadyConfirmed' });
    expect((await visitor.post('/api/auth/confirm-email', { token: 'not-a-token' })).status).toBe(400);
    expect((await visitor.post('/api/auth/confirm-email', {})).body.field).toBe('token');
  });

  it('lets a member who mistyped the address fix it: the email change’s link confirms the new address', async () => {
    const member = await signedUpMember(app);
    await arrives(member.email, /Confirm your email for BarterAid/);
    const fixed = newRegistration().email.replace('@example.org', '@fixed.example');
    const asked = await member.client.post('/api/user/email', { newEmail: fixed, currentPassword: member.password });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    const change = await arrives(fixed, /Confirm your new BarterAid email/);
    const token = new URL(change.text.match(/http:\/\/barteraid\.test\/settings\/confirm-email\?token=[^\s]+/)![0]).searchParams.get('token')!;
    expect((await new ApiClient(app.url).post('/api/user/email/confirm', { token })).status).toBe(200);
    const signedIn = new ApiClient(app.url);
    expect((await signedIn.post('/api/auth/login', { email: fixed, password: member.password })).status).toBe(200);
    expect(await profile(signedIn)).toMatchObject({ email: fixed, emailConfirmed: true });
  });

  it('refuses a link that expired, or one to an address the member no longer has', async () => {
    const member = await signedUpMember(app);
    const token = tokenIn(await arrives(member.email, /Confirm your email for BarterAid/));
    aheadMs = 8 * 24 * 60 * 60 * 1000;
    try {
      const late = await new ApiClient(app.url).post('/api/auth/confirm-email', { token });
      expect(late.status).toBe(400);
      expect(late.body.message).toBe(INVALID_EMAIL_CONFIRMATION_LINK);
    } finally {
      aheadMs = 0;
    }
    expect((await profile(member.client)).emailConfirmed).toBe(false);
  });

  it('rebuilds the same confirmation state from the log', async () => {
    const member = await signedUpMember(app);
    await arrives(member.email, /Confirm your email for BarterAid/);
    const before = await projectorDbOf(app.database.db).selectFrom('members').select(['id', 'email_confirmation']).orderBy('id').execute();
    expect(before.find((row) => row.id === member.id)?.email_confirmation).toBe('pending');
    await app.projector.rebuild('members');
    expect(await projectorDbOf(app.database.db).selectFrom('members').select(['id', 'email_confirmation']).orderBy('id').execute()).toEqual(before);
  });
});
