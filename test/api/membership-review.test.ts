import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { grantAdminByEmail } from '@barteraid/command-api';
import { startTestApp, type ApiClient, type TestApp } from '../support/test-app';
import { openSocket } from '../support/sockets';
import { tableSnapshot } from '../support/read-models';

let app: TestApp;
let admin: ApiClient;
let adminId: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = app.client();
  const profile = await admin.signUp();
  adminId = profile.id;
  const granted = await grantAdminByEmail({ store: app.store, actorId: null, correlationId: randomUUID() }, profile.email, 'test');
  await app.projector.caughtUp(granted.position!);
});
afterAll(async () => {
  await app?.stop();
});

/** A member with a pending application for the given free tier. */
async function applicant(tier = 'free_assistance', reason = 'We lost our home in the flood.') {
  const client = app.client();
  const profile = await client.signUp();
  const applied = await client.post('/api/membership/applications', { tier, reason });
  expect(applied.status).toBe(201);
  return { client, ...profile, applicationId: applied.body.application.id as string };
}

const queue = async (status = 'pending') => (await admin.get(`/api/admin/membership-applications?status=${status}`)).body as Record<string, unknown>[];
const decide = (id: string, body: Record<string, unknown>, client = admin) => client.request('PATCH', `/api/admin/membership-applications/${id}`, body);

describe('membership application review (admin dashboard)', () => {
  it('is for admins only: 401 signed out, 403 for members whatever they send', async () => {
    const { client, applicationId } = await applicant();
    expect((await app.client().get('/api/admin/membership-applications')).status).toBe(401);
    expect((await app.client().request('PATCH', `/api/admin/membership-applications/${applicationId}`, { status: 'approved' })).status).toBe(401);
    const listed = await client.get('/api/admin/membership-applications');
    expect(listed.status).toBe(403);
    const approvedOwn = await decide(applicationId, { status: 'approved' }, client);
    expect(approvedOwn.status).toBe(403);
    expect(approvedOwn.body.message).toBe("Access Denied: You don't have permission to access the admin dashboard.");
    expect((await decide(applicationId, {}, client)).status).toBe(403);
  });

  it('lists pending applications oldest first with the member, their current tier and the applied tier', async () => {
    const first = await applicant('free_assistance', 'Our pantry is empty after the storm.');
    const second = await applicant('emergency_business', 'We repair generators for the shelter.');
    const pending = await queue();
    const ids = pending.map((row) => row.id);
    expect(ids.indexOf(first.applicationId)).toBeLessThan(ids.indexOf(second.applicationId));
    expect(pending.every((row) => row.status === 'pending')).toBe(true);
    expect(pending.find((row) => row.id === second.applicationId)).toMatchObject({
      userId: second.id,
      username: second.username,
      email: second.email,
      currentTier: 'standard',
      tier: 'emergency_business',
      reason: 'We repair generators for the shelter.',
      status: 'pending',
      decidedAt: null,
    });
    expect((await admin.get('/api/admin/membership-applications?status=nonsense')).status).toBe(400);
  });

  it('approving grants the applied tier, tells the member live and in the bell, and a second decision is 409', async () => {
    const member = await applicant('emergency_business', 'We run the only hardware store in town.');
    const socket = await openSocket(app.url, member.client.cookieHeader());
    try {
      const approved = await decide(member.applicationId, { status: 'approved', reason: 'Welcome, neighbour.' });
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ message: 'Application Updated: Membership application approved.', application: { status: 'approved' } });
      const live = await socket.next((message) => message.type === 'notification' && message.topic === 'membership');
      expect(live).toMatchObject({ toast: true, notification: { title: 'Membership approved' } });
    } finally {
      socket.close();
    }
    expect((await member.client.get('/api/auth/me')).body.membershipTier).toBe('emergency_business');
    expect((await member.client.get('/api/notifications')).body[0]).toMatchObject({
      title: 'Membership approved',
      description: expect.stringContaining('Your membership is now Emergency Services Business.'),
    });
    const membership = (await member.client.get('/api/membership')).body;
    expect(membership).toMatchObject({
      tier: 'emergency_business',
      pendingApplication: null,
      latestApplication: { id: member.applicationId, status: 'approved', decisionReason: 'Welcome, neighbour.' },
    });
    const events = await app.store.readStream(streams.membership(member.id));
    expect(events.at(-1)).toMatchObject({
      type: 'MembershipApplicationApproved',
      data: { applicationId: member.applicationId, memberId: member.id, tier: 'emergency_business', by: adminId },
      metadata: { actorId: adminId },
    });

    const again = await decide(member.applicationId, { status: 'rejected', reason: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Already Decided: This membership application has already been approved or declined.');
    expect((await queue()).some((row) => row.id === member.applicationId)).toBe(false);
    expect((await queue('all')).find((row) => row.id === member.applicationId)).toMatchObject({ status: 'approved', decidedByUsername: expect.any(String) });
  });

  it('rejecting needs a reason, which the member reads; the tier stays and they may apply again', async () => {
    const member = await applicant();
    const withoutReason = await decide(member.applicationId, { status: 'rejected', reason: '  ' });
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.body).toMatchObject({ message: 'Reason Required: Please tell the member why their application was declined.', field: 'reason' });
    const badStatus = await decide(member.applicationId, { status: 'maybe' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe('Status must be approved or rejected.');

    const rejected = await decide(member.applicationId, { status: 'rejected', reason: 'Please describe your household situation.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe('Application Updated: Membership application rejected.');
    expect((await member.client.get('/api/auth/me')).body.membershipTier).toBe('standard');
    expect((await member.client.get('/api/notifications')).body[0]).toMatchObject({
      title: 'Membership application declined',
      description: expect.stringContaining('Reason: Please describe your household situation.'),
    });
    expect((await member.client.get('/api/membership')).body.latestApplication).toMatchObject({
      status: 'rejected',
      decisionReason: 'Please describe your household situation.',
    });
    expect((await member.client.post('/api/membership/applications', { tier: 'free_assistance', reason: 'Household of five, no income.' })).status).toBe(201);
  });

  it('answers 404 for an unknown application', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await decide(id, { status: 'approved' });
      expect(response.status, id).toBe(404);
      expect(response.body.message).toBe('Application Not Found: This membership application does not exist.');
    }
  });

  it('the members, membership and notifications read models rebuild to exactly the rows built incrementally', async () => {
    const approved = await applicant('emergency_business', 'Plumbing service for the shelters.');
    const rejected = await applicant();
    await decide(approved.applicationId, { status: 'approved' });
    await decide(rejected.applicationId, { status: 'rejected', reason: 'Missing details.' });
    await app.projector.caughtUp(await app.store.headPosition());

    const tables = ['members', 'member_credentials', 'membership_applications', 'invitations', 'member_subscriptions', 'notifications'];
    const snapshot = () => tableSnapshot(app.database.db, tables);
    const incremental = await snapshot();
    expect(incremental.membership_applications!.some((row) => row.includes('"status":"rejected"') && row.includes('Missing details.'))).toBe(true);
    expect(incremental.members!.some((row) => row.includes('"membership_tier":"emergency_business"'))).toBe(true);
    for (const name of ['notifications', 'membership', 'members']) await app.projector.rebuild(name);
    expect(await snapshot()).toEqual(incremental);
  }, 60_000);
});
