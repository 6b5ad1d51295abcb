import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@barteraid/events/messages/account';

const INVALID_EMAIL_CHANGE_LINK = accountMessages.english('invalidEmailChangeLink');
const SAME_EMAIL = accountMessages.english('sameEmail');
const WRONG_CURRENT_PASSWORD = accountMessages.english('wrongCurrentPassword');
import { checkInvariants, checkReadModels, describeViolations } from '../support/invariants';
import { startMailingApp, type MailingApp } from '../support/mailed-links';
import type { ReceivedMail } from '../support/smtp';
import { ApiClient, newRegistration, signedUpMember, type SignedUpMember, type TestApp } from '../support/test-app';

// Changing the email on /settings, against a real SMTP server: the mails are read back as a mail client would.
let mailing: MailingApp;
let app: TestApp;

beforeAll(async () => {
  mailing = await startMailingApp();
  app = mailing.app;
}, 60_000);
afterAll(async () => {
  await mailing?.stop();
});

const mailsTo = (email: string) => mailing.mailsTo(email);
const arrives = (email: string, subject: RegExp) => mailing.arrives(email, subject);
const tokenIn = (mail: ReceivedMail) => mailing.tokenIn(mail, '/settings/confirm-email');
const newAddress = () => newRegistration().email.replace('@example.org', '@new.example');
const signIn = (email: string, password: string) => new ApiClient(app.url).post('/api/auth/login', { email, password });

async function askForChange(member: SignedUpMember, newEmail: string): Promise<string> {
  const asked = await member.client.post('/api/user/email', { newEmail, currentPassword: member.password });
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  return tokenIn(await arrives(newEmail, /Confirm your new BarterAid email/));
}

describe('changing the email', () => {
  it('mails a link to the new address and a notice to the old; the link moves sign-in and mail to the new address', async () => {
    const member = await signedUpMember(app);
    const newEmail = newAddress();
    const asked = await member.client.post('/api/user/email', { newEmail, currentPassword: member.password });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(asked.body.message).toContain(newEmail);

    const confirmation = await arrives(newEmail, /Confirm your new BarterAid email/);
    expect(confirmation.listUnsubscribe).toBeNull();
    const notice = await arrives(member.email, /Your BarterAid email is about to change/);
    expect(notice.text).toContain(`change the email of your BarterAid account to ${newEmail}`);
    expect(notice.text).toContain('change your password');
    // Only the hash is in the log; the token itself is nowhere in it.
    const token = tokenIn(confirmation);
    const logged = await app.database.db.selectFrom('es_events').select('data').where('type', '=', 'EmailChangeRequested').execute();
    expect(JSON.stringify(logged)).not.toContain(token);

    // Until the link is used nothing changes.
    expect((await signIn(member.email, member.password)).status).toBe(200);
    expect((await signIn(newEmail, member.password)).status).toBe(401);

    // Opened where the new inbox is read: no session needed.
    const confirmed = await new ApiClient(app.url).post('/api/user/email/confirm', { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ message: `Your email is now ${newEmail}. Sign in with it from now on.`, email: newEmail });
    // The change signed the member's session out, as a new password does; the new address signs in.
    expect((await member.client.get('/api/auth/me')).status).toBe(401);
    const newSession = new ApiClient(app.url);
    expect((await newSession.post('/api/auth/login', { email: newEmail, password: member.password })).status).toBe(200);
    expect((await newSession.get('/api/auth/me')).body).toMatchObject({ id: member.id, email: newEmail });
    expect((await signIn(member.email, member.password)).status).toBe(401);

    // Used once only.
    const again = await new ApiClient(app.url).post('/api/user/email/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: INVALID_EMAIL_CHANGE_LINK });

    // The old address gets nothing more: a reset asked for it finds no account, one for the new address arrives there.
    const mailsToOld = mailsTo(member.email).length;
    expect((await app.client().post('/api/auth/forgot-password', { email: member.email })).status).toBe(202);
    expect((await app.client().post('/api/auth/forgot-password', { email: newEmail })).status).toBe(202);
    await arrives(newEmail, /Reset your BarterAid password/);
    await app.mail.sweep();
    expect(mailsTo(member.email)).toHaveLength(mailsToOld);

    // The old address is free for someone else.
    const taker = await new ApiClient(app.url).post('/api/auth/register', newRegistration({ email: member.email }));
    expect(taker.status, JSON.stringify(taker.body)).toBe(201);
  });

  it('ends every other session of the member; the session that opened the link stays signed in', async () => {
    const member = await signedUpMember(app);
    const elsewhere = new ApiClient(app.url);
    expect((await elsewhere.post('/api/auth/login', { email: member.email, password: member.password })).status).toBe(200);
    const stranger = await signedUpMember(app);
    const newEmail = newAddress();
    const token = await askForChange(member, newEmail);

    const confirmed = await member.client.post('/api/user/email/confirm', { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect((await member.client.get('/api/auth/me')).body).toMatchObject({ id: member.id, email: newEmail });
    const ended = await elsewhere.get('/api/auth/me');
    expect(ended.status).toBe(401);
    expect((await elsewhere.get('/api/user/credits')).status).toBe(401);
    // Another member's session is untouched.
    expect((await stranger.client.get('/api/auth/me')).status).toBe(200);

    // The session that stayed can change the password and stays signed in again; others end.
    const later = new ApiClient(app.url);
    expect((await later.post('/api/auth/login', { email: newEmail, password: member.password })).status).toBe(200);
    const changed = await member.client.post('/api/user/password', { currentPassword: member.password, newPassword: 'another-long-password' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await member.client.get('/api/auth/me')).status).toBe(200);
    expect((await later.get('/api/auth/me')).status).toBe(401);
  });

  it('refuses a wrong current password, an address another member holds, the same address and a malformed one, naming the field', async () => {
    const member = await signedUpMember(app);
    const other = await signedUpMember(app);
    const wrong = await member.client.post('/api/user/email', { newEmail: newAddress(), currentPassword: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: WRONG_CURRENT_PASSWORD, field: 'currentPassword' });

    const taken = await member.client.post('/api/user/email', { newEmail: other.email.toUpperCase(), currentPassword: member.password });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: 'Email Taken: An account with this email already exists.', field: 'newEmail' });

    const same = await member.client.post('/api/user/email', { newEmail: member.email.toUpperCase(), currentPassword: member.password });
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ message: SAME_EMAIL, field: 'newEmail' });

    const malformed = await member.client.post('/api/user/email', { newEmail: 'not-an-email', currentPassword: member.password });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ field: 'newEmail' });

    expect((await new ApiClient(app.url).post('/api/user/email', { newEmail: newAddress(), currentPassword: 'x' })).status).toBe(401);
  });

  it('refuses a link whose address another member took meanwhile, and leaves the member as they were', async () => {
    const member = await signedUpMember(app);
    const newEmail = newAddress();
    const token = await askForChange(member, newEmail);
    expect((await new ApiClient(app.url).post('/api/auth/register', newRegistration({ email: newEmail }))).status).toBe(201);
    const refused = await new ApiClient(app.url).post('/api/user/email/confirm', { token });
    expect(refused.status).toBe(409);
    expect((await signIn(member.email, member.password)).status).toBe(200);
  });

  it('refuses an expired link, a link outdated by a password change, and an unknown token, with a clear 400', async () => {
    const member = await signedUpMember(app);
    const expiring = await askForChange(member, newAddress());
    mailing.aheadMs = 24 * 60 * 60 * 1000 + 60_000;
    try {
      const expired = await new ApiClient(app.url).post('/api/user/email/confirm', { token: expiring });
      expect(expired.status).toBe(400);
      expect(expired.body).toMatchObject({ message: INVALID_EMAIL_CHANGE_LINK });
    } finally {
      mailing.aheadMs = 0;
    }

    const outdated = await askForChange(member, newAddress());
    const changed = await member.client.post('/api/user/password', { currentPassword: member.password, newPassword: 'a-new-long-password' });
    expect(changed.status).toBe(200);
    const refused = await new ApiClient(app.url).post('/api/user/email/confirm', { token: outdated });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: INVALID_EMAIL_CHANGE_LINK });
    expect((await signIn(member.email, 'a-new-long-password')).status).toBe(200);

    const unknown = await new ApiClient(app.url).post('/api/user/email/confirm', { token: 'x'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: INVALID_EMAIL_CHANGE_LINK });
  });

  it('leaves every address claimed by exactly the member who has it, and read models that agree with the log', async () => {
    const report = await checkInvariants(app.store);
    expect(report.violations, describeViolations(report)).toEqual([]);
    expect((await checkReadModels(app.database.db)).mismatches).toEqual([]);
  });
});
