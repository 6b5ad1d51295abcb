import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { grantAdminByEmail } from '@barteraid/command-api';
import { startTestApp, type ApiClient, type TestApp } from '../support/test-app';
import { solidPng, tinyPdf } from '../support/images';
import { tableSnapshot } from '../support/read-models';

let app: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = app.client();
  const profile = await admin.signUp();
  const granted = await grantAdminByEmail({ store: app.store, actorId: null, correlationId: randomUUID() }, profile.email, 'test');
  await app.projector.caughtUp(granted.position!);
});
afterAll(async () => {
  await app?.stop();
});

async function member(overrides: Record<string, unknown> = {}) {
  const client = app.client();
  const profile = await client.signUp(overrides);
  return { client, ...profile };
}

async function uploaded(client: ApiClient, purpose = 'avatar', bytes = solidPng(), type = 'image/png') {
  const { uploadURL, objectId } = (await client.post('/api/objects/upload', { purpose })).body;
  const response = await fetch(`${client.baseUrl}${uploadURL}`, {
    method: 'PUT',
    headers: { cookie: client.cookieHeader(), 'x-csrf-token': decodeURIComponent(client.cookies.get('barteraid.csrf')!), 'content-type': type },
    body: bytes,
  });
  expect(response.status).toBe(201);
  return { uploadURL: uploadURL as string, objectId: objectId as string };
}

describe('PUT /api/user/avatar', () => {
  it('points the profile at an image the member uploaded (the upload URL works as avatarURL too)', async () => {
    const { client, id } = await member();
    const { uploadURL, objectId } = await uploaded(client);
    const response = await client.request('PUT', '/api/user/avatar', { avatarURL: uploadURL });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ avatar: `/api/objects/${objectId}` });
    expect((await client.get('/api/auth/me')).body.avatar).toBe(`/api/objects/${objectId}`);
    const events = await app.store.readStream(streams.member(id));
    expect(events.at(-1)).toMatchObject({ type: 'MemberAvatarChanged', data: { memberId: id, objectId, avatarUrl: `/api/objects/${objectId}` } });

    // Setting the same avatar again records nothing new.
    await client.request('PUT', '/api/user/avatar', { avatarURL: `${app.url}/api/objects/${objectId}` });
    expect((await app.store.readStream(streams.member(id))).length).toBe(events.length);
  });

  it("refuses someone else's image, a document, an unknown object and other URLs with 400", async () => {
    const { client } = await member();
    const other = await member();
    const theirs = await uploaded(other.client);
    const myDocument = await uploaded(client, 'verification-document', tinyPdf(), 'application/pdf');
    const requestedOnly = (await client.post('/api/objects/upload')).body.uploadURL;
    for (const avatarURL of [
      `/api/objects/${theirs.objectId}`,
      `/api/objects/${myDocument.objectId}`,
      `/api/objects/${randomUUID()}`,
      requestedOnly,
      'https://example.org/me.png',
      'not a url at all',
    ]) {
      const response = await client.request('PUT', '/api/user/avatar', { avatarURL });
      expect(response.status, avatarURL).toBe(400);
      expect(response.body).toEqual({
        message: 'Please upload your image first: your avatar must be an image you uploaded.',
        field: 'avatarURL',
        code: 'account.avatarNotYours',
      });
    }
    expect((await client.get('/api/auth/me')).body.avatar).toBeNull();
    expect((await client.request('PUT', '/api/user/avatar', {})).status).toBe(400);
    expect((await app.client().request('PUT', '/api/user/avatar', { avatarURL: `/api/objects/${theirs.objectId}` })).status).toBe(401);
  });
});

describe('invitation codes', () => {
  it('are issued by admins only, single-use, and listed for admins', async () => {
    const issued = await admin.post('/api/admin/invitations', { note: 'For the Smith family' });
    expect(issued.status).toBe(201);
    expect(issued.body.code).toMatch(/^TRIAL-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const chosen = await admin.post('/api/admin/invitations', { code: ' church-2026 ' });
    expect(chosen.body.code).toBe('CHURCH-2026');
    expect((await admin.post('/api/admin/invitations', { code: 'church-2026' })).status).toBe(409);
    expect((await admin.post('/api/admin/invitations', { code: 'no spaces!' })).status).toBe(400);

    const { client } = await member();
    const refused = await client.post('/api/admin/invitations', {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Access Denied: Only admins can issue invitation codes.');
    expect((await client.get('/api/admin/invitations')).status).toBe(403);

    const guest = await member();
    expect((await guest.client.post('/api/membership/applications', { tier: 'guest_trial', invitationCode: issued.body.code.toLowerCase() })).status).toBe(201);
    const late = await member();
    const used = await late.client.post('/api/membership/applications', { tier: 'guest_trial', invitationCode: issued.body.code });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe('Invitation Code Used: This invitation code has already been used.');

    const list = await admin.get('/api/admin/invitations');
    expect(list.status).toBe(200);
    expect(list.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: issued.body.code, note: 'For the Smith family', redeemed: true, redeemedBy: guest.username }),
        expect.objectContaining({ code: 'CHURCH-2026', redeemed: false, redeemedBy: null }),
      ]),
    );
  });
});

describe('POST /api/membership/applications', () => {
  it('grants a 60-day guest trial for a valid code', async () => {
    const code = (await admin.post('/api/admin/invitations', {})).body.code as string;
    const { client, id } = await member({ membershipTier: 'free_assistance' });
    const before = Date.now();
    const response = await client.post('/api/membership/applications', { tier: 'guest_trial', invitationCode: `  ${code} ` });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'trial_granted', tier: 'guest_trial', message: 'Trial Access Granted! Enjoy 60 days of full access to BarterAid.' });
    const expiresAt = Date.parse(response.body.trialExpiresAt);
    const sixtyDays = 60 * 24 * 60 * 60 * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(before + sixtyDays);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + sixtyDays);

    const events = await app.store.readStream(streams.membership(id));
    expect(events.map((event) => event.type)).toEqual(['TrialGranted']);
    expect(events[0]!.data).toMatchObject({ memberId: id, invitationCode: code, trialExpiresAt: response.body.trialExpiresAt });

    const me = (await client.get('/api/auth/me')).body;
    expect(me).toMatchObject({ membershipTier: 'guest_trial', trialExpiresAt: response.body.trialExpiresAt });
    const membership = (await client.get('/api/membership')).body;
    expect(membership).toMatchObject({ tier: 'guest_trial', trialActive: true, trialDaysLeft: 60, trialExpiresAt: response.body.trialExpiresAt, pendingApplication: null });

    // One trial per member, and a retry with the same code changes nothing.
    const again = await client.post('/api/membership/applications', { tier: 'guest_trial', invitationCode: code });
    expect(again.status).toBe(201);
    const another = (await admin.post('/api/admin/invitations', {})).body.code;
    const second = await client.post('/api/membership/applications', { tier: 'guest_trial', invitationCode: another });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('Trial Already Used: Each member can start one guest trial.');
    // The refused second trial did not use up the other code.
    expect((await (await member()).client.post('/api/membership/applications', { tier: 'guest_trial', invitationCode: another })).status).toBe(201);
  });

  it.each([
    [{ tier: 'guest_trial' }, 'invitationCode', 'Invitation Code Required: Please enter a valid invitation code.'],
    [{ tier: 'guest_trial', invitationCode: '   ' }, 'invitationCode', 'Invitation Code Required: Please enter a valid invitation code.'],
    [{ tier: 'guest_trial', invitationCode: 'NOT-A-CODE' }, 'invitationCode', 'Invalid Invitation Code: Please enter a valid invitation code.'],
    [{ tier: 'free_assistance' }, 'reason', 'Incomplete Application: Please provide a reason for your application.'],
    [{ tier: 'emergency_business', reason: ' \n ' }, 'reason', 'Incomplete Application: Please provide a reason for your application.'],
  ])('refuses %j with 400 and the spec message', async (body, field, message) => {
    const { client } = await member();
    const response = await client.post('/api/membership/applications', body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, field });
  });

  it('refuses an unknown tier and visitors', async () => {
    const { client } = await member();
    const unknown = await client.post('/api/membership/applications', { tier: 'platinum' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('tier');
    const visitor = await app.client().post('/api/membership/applications', { tier: 'free_assistance', reason: 'x' });
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('Login Required: Please log in to select a membership tier.');
  });

  it('answers that payment is next for standard, and records nothing more than the wish registration recorded', async () => {
    const { client, id } = await member();
    const response = await client.post('/api/membership/applications', { tier: 'standard' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'payment_required', next: '/subscribe' });
    expect((await app.store.readStream(streams.membership(id))).map((event) => event.type)).toEqual(['StandardMembershipRequested']);
  });

  it('submits free tiers for review, once at a time', async () => {
    const { client, id } = await member({ membershipTier: 'free_assistance' });
    const response = await client.post('/api/membership/applications', { tier: 'free_assistance', reason: '  We receive SNAP benefits since the flood.  ' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'pending',
      message: 'Application Submitted: We will review your application within 3-5 business days.',
      application: { tier: 'free_assistance', reason: 'We receive SNAP benefits since the flood.', status: 'pending' },
    });
    const [event] = await app.store.readStream(streams.membership(id));
    expect(event).toMatchObject({ type: 'MembershipApplicationSubmitted', data: { memberId: id, tier: 'free_assistance' } });

    const membership = (await client.get('/api/membership')).body;
    expect(membership).toMatchObject({
      tier: 'free_assistance',
      trialExpiresAt: null,
      trialActive: false,
      pendingApplication: { id: response.body.application.id, tier: 'free_assistance', status: 'pending' },
    });
    const second = await client.post('/api/membership/applications', { tier: 'emergency_business', reason: 'We also run a tow service.' });
    expect(second.status).toBe(409);
    expect(second.body.message).toContain('You already have an application under review');
  });

  it('says a free tier chosen at registration is not verified yet until a verification is submitted', async () => {
    const { client } = await member({ membershipTier: 'free_assistance' });
    expect((await client.get('/api/membership')).body).toMatchObject({ tier: 'free_assistance', verified: false, verificationStatus: 'none' });
    // The profile keeps reading `pending`, as it always has.
    expect((await client.get('/api/auth/me')).body.verificationStatus).toBe('pending');
    const submitted = await client.post('/api/user/verification', {
      verificationType: 'ebt',
      formData: { ebtCardNumber: '4321', issuingState: 'Louisiana', householdSize: '4', monthlyBenefit: '$512' },
      documents: ['ebt-front.jpg'],
    });
    expect(submitted.status).toBe(201);
    expect((await client.get('/api/membership')).body).toMatchObject({ verificationStatus: 'pending' });
  });

  it('GET /api/membership needs a session', async () => {
    expect((await app.client().get('/api/membership')).status).toBe(401);
  });
});

describe('POST /api/create-subscription', () => {
  it('answers 503 with the reason when Stripe is not configured', async () => {
    const { client } = await member();
    const response = await client.post('/api/create-subscription');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ message: 'Payments are not set up on this server yet.' });
    expect((await app.client().post('/api/create-subscription')).status).toBe(401);
  });
});

describe('read models', () => {
  it('rebuild the members, uploads and membership read models to exactly the rows built incrementally', async () => {
    // Something of every kind: an avatar, a document, a trial, an application, invitations.
    const { client } = await member();
    const { uploadURL } = await uploaded(client);
    await client.request('PUT', '/api/user/avatar', { avatarURL: uploadURL });
    await uploaded(client, 'verification-document', tinyPdf(), 'application/pdf');
    await client.post('/api/membership/applications', { tier: 'emergency_business', reason: 'Generator repair shop.' });
    const code = (await admin.post('/api/admin/invitations', {})).body.code;
    await (await member()).client.post('/api/membership/applications', { tier: 'guest_trial', invitationCode: code });
    await app.projector.caughtUp(await app.store.headPosition());

    const tables = ['members', 'uploaded_objects', 'invitations', 'membership_applications', 'member_subscriptions'];
    const snapshot = () => tableSnapshot(app.database.db, tables);
    const incremental = await snapshot();
    expect(incremental.uploaded_objects!.length).toBeGreaterThanOrEqual(2);
    expect(incremental.membership_applications!.length).toBeGreaterThanOrEqual(1);
    expect(incremental.members!.some((row) => row.includes('"membership_tier":"guest_trial"'))).toBe(true);
    for (const name of ['members', 'uploads', 'membership']) await app.projector.rebuild(name);
    expect(await snapshot()).toEqual(incremental);
    // The blob table is not a read model: a rebuild leaves the bytes alone.
    expect(Number((await sql<{ n: number }>`select count(*)::int as n from stored_objects`.execute(app.database.db)).rows[0]!.n)).toBeGreaterThanOrEqual(2);
  });
});
