import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdminByEmail, toNewEvent } from '@barteraid/command-api';
import { streams } from '@barteraid/events';
import { startTestApp, type ApiClient, type TestApp } from '../support/test-app';
import { openSocket } from '../support/sockets';

let app: TestApp;
let admin: { client: ApiClient; id: string; email: string };
beforeAll(async () => {
  app = await startTestApp();
  const client = app.client();
  const profile = await client.signUp();
  const { position } = await grantAdminByEmail({ store: app.store, actorId: null, correlationId: randomUUID() }, profile.email, 'test');
  await app.projector.caughtUp(position ?? (await app.store.headPosition()));
  admin = { client, id: profile.id, email: profile.email };
});
afterAll(async () => {
  await app?.stop();
});

const ADMIN_ONLY = "Access Denied: You don't have permission to access the admin dashboard.";

async function member(overrides: Record<string, unknown> = {}) {
  const client = app.client();
  const profile = await client.signUp(overrides);
  return { client, ...profile };
}

const ebt = {
  verificationType: 'ebt',
  formData: { ebtCardNumber: '1111', issuingState: 'TX', householdSize: 2, monthlyBenefit: '$300' },
  documents: ['card.png'],
};

describe('admin routes: permissions', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/verifications'],
    ['GET', '/api/admin/all-users'],
    ['PATCH', `/api/admin/users/${randomUUID()}/verification`, { status: 'approved' }],
    ['POST', '/api/admin/credits/issue', { userId: randomUUID(), amount: 5, reason: 'x' }],
    ['POST', '/api/admin/send-message', { userId: randomUUID(), subject: 's', message: 'm' }],
  ];

  it('answers 401 when signed out and 403 {message} to members, before looking at the body', async () => {
    const visitor = app.client();
    const { client } = await member();
    for (const [method, path, body] of calls) {
      expect((await visitor.request(method, path, body)).status, `${method} ${path} signed out`).toBe(401);
      const refused = await client.request(method, path, body);
      expect(refused.status, `${method} ${path} as member`).toBe(403);
      expect(refused.body).toMatchObject({ message: ADMIN_ONLY });
      // Even an empty body: permission comes first.
      if (method !== 'GET') expect((await client.request(method, path, {})).status).toBe(403);
    }
  });
});

describe('GET /api/admin/stats', () => {
  it('counts members, active trades, pending verifications, expected revenue and this month against last month', async () => {
    const before = (await admin.client.get('/api/admin/stats')).body;
    expect(before).toMatchObject({ monthlyRevenueBasis: 'expected', analytics: { month: new Date().toISOString().slice(0, 7) } });

    // A member who registered last month (recorded with last month's date), to compare against.
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString();
    const oldId = randomUUID();
    const context = { store: app.store, actorId: null, correlationId: randomUUID() };
    await app.store.append(
      streams.member(oldId),
      [
        toNewEvent(
          {
            type: 'MemberRegistered',
            data: {
              memberId: oldId, username: `old_${oldId.slice(0, 6)}`, email: `old_${oldId.slice(0, 6)}@example.org`, firstName: 'Old',
              lastName: 'Timer', passwordHash: 'x', phone: null, location: null, membershipTier: 'free_assistance', registeredAt: lastMonth,
            },
          },
          context,
        ),
      ],
      'no_stream',
    );

    const owner = await member();
    const buyer = await member({ membershipTier: 'emergency_business' });
    await buyer.client.post('/api/user/verification', ebt);
    const listing = await owner.client.post('/api/listings', {
      title: 'Generator for a weekend',
      description: 'Portable 2kW generator with a full tank, for two days.',
      category: 'tools-equipment',
      type: 'offer',
      credits: '20',
      location: 'Houston, TX',
    });
    const proposed = async () => (await buyer.client.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'Saturday' })).body.id;
    const completed = await proposed();
    await owner.client.patch(`/api/trades/${completed}/status`, { status: 'accepted' });
    await buyer.client.patch(`/api/trades/${completed}/status`, { status: 'completed' });
    await proposed();
    for (let i = 0; i < 100 && !(await buyer.client.get(`/api/trades/${completed}`)).body.settled; i++) await new Promise((r) => setTimeout(r, 50));
    await app.projector.caughtUp(await app.store.headPosition());

    const after = (await admin.client.get('/api/admin/stats')).body;
    expect(after.totalUsers - before.totalUsers).toBe(3);
    expect(after.users).toBe(after.totalUsers);
    expect(after.activeTrades - before.activeTrades).toBe(1);
    expect(after.pendingVerifications - before.pendingVerifications).toBe(1);
    // Choosing standard at registration is not yet a membership: only a paid one counts (test/api/payments.test.ts).
    expect(after.standardMembers - before.standardMembers).toBe(0);
    expect(after.monthlyRevenue).toBe(after.standardMembers * 10);
    expect(after.revenueCollected).toEqual({ thisMonth: '0.00', lastMonth: '0.00', growthPercent: null });
    expect(after.monthlyRevenueNote).toBe(`Expected: ${after.standardMembers} standard members × $10/month`);
    const analytics = after.analytics;
    expect(analytics.newMembers.thisMonth - before.analytics.newMembers.thisMonth).toBe(2);
    expect(analytics.newMembers.lastMonth - before.analytics.newMembers.lastMonth).toBe(1);
    expect(analytics.newMembers.growthPercent).toBe(
      Math.round(((analytics.newMembers.thisMonth - analytics.newMembers.lastMonth) / analytics.newMembers.lastMonth) * 1000) / 10,
    );
    expect(analytics.tradesCompleted.thisMonth - before.analytics.tradesCompleted.thisMonth).toBe(1);
    expect(Number(analytics.creditsExchanged.thisMonth) - Number(before.analytics.creditsExchanged.thisMonth)).toBe(20);
    // Two welcome bonuses this month (the back-dated member got none).
    expect(Number(analytics.creditsIssued.thisMonth) - Number(before.analytics.creditsIssued.thisMonth)).toBe(100);
    expect(analytics.activeListings - before.analytics.activeListings).toBe(1);
  }, 30_000);
});

describe('GET /api/admin/all-users', () => {
  it('pages through members newest first and searches username, email and name', async () => {
    const tag = randomUUID().slice(0, 6);
    const first = await member({ username: `zed_${tag}_a`, firstName: 'Ximena' });
    const second = await member({ username: `zed_${tag}_b` });
    const found = await admin.client.get(`/api/admin/all-users?search=ZED_${tag}`);
    expect(found.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(found.body.users.map((user: { id: string }) => user.id)).toEqual([second.id, first.id]);
    expect(found.body.users[1]).toEqual({
      id: first.id,
      username: `zed_${tag}_a`,
      email: first.email,
      firstName: 'Ximena',
      lastName: 'Member',
      isAdmin: false,
      membershipTier: 'standard',
      verified: false,
      verificationStatus: 'pending',
      verificationSubmitted: false,
      barterCredits: '50.00',
      location: 'Austin, TX',
      createdAt: expect.any(String),
    });
    expect((await admin.client.get(`/api/admin/all-users?search=${first.email}`)).body.users).toHaveLength(1);
    expect((await admin.client.get(`/api/admin/all-users?search=ximena`)).body.users.map((user: { id: string }) => user.id)).toContain(first.id);
    const page2 = await admin.client.get(`/api/admin/all-users?search=zed_${tag}&pageSize=1&page=2`);
    expect(page2.body).toMatchObject({ total: 2, page: 2, pageSize: 1, users: [{ id: first.id }] });
    expect((await admin.client.get('/api/admin/all-users?search=%25')).status).toBe(200);
    const bad = await admin.client.get('/api/admin/all-users?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('page must be a whole number from 1 to 100000.');
    expect((await admin.client.get('/api/admin/all-users?pageSize=101')).status).toBe(400);
  });
});

describe('verification queue and decisions', () => {
  it('lists pending submissions first, oldest first, with member info and documents', async () => {
    const early = await member({ firstName: 'Early' });
    const late = await member();
    const decided = await member();
    await early.client.post('/api/user/verification', ebt);
    await decided.client.post('/api/user/verification', { ...ebt, documents: ['old.pdf'] });
    await late.client.post('/api/user/verification', {
      verificationType: 'church',
      formData: {
        organizationName: 'Grace Chapel', taxId: '12-3456789', denomination: 'Baptist', address: '1 Main St', pastor: 'Rev. Lee',
        established: 1990, congregation: 80,
      },
      documents: ['charter.pdf'],
    });
    const rejected = await admin.client.patch(`/api/admin/users/${decided.id}/verification`, { status: 'rejected', reason: 'Expired card' });
    expect(rejected.status).toBe(200);

    const queue = (await admin.client.get('/api/admin/verifications')).body as { userId: string; status: string }[];
    const ours = queue.filter((item) => [early.id, late.id, decided.id].includes(item.userId));
    expect(ours.map((item) => [item.userId, item.status])).toEqual([
      [early.id, 'pending'],
      [late.id, 'pending'],
      [decided.id, 'rejected'],
    ]);
    const firstPending = queue.findIndex((item) => item.status === 'pending');
    const firstDecided = queue.findIndex((item) => item.status !== 'pending');
    expect(firstPending).toBeLessThan(firstDecided);
    expect(ours[0]).toMatchObject({
      userId: early.id,
      username: early.username,
      email: early.email,
      firstName: 'Early',
      membershipTier: 'standard',
      verificationType: 'ebt',
      formData: { ebtCardNumber: '1111', issuingState: 'Texas', householdSize: 2, monthlyBenefit: '$300' },
      documents: [{ name: 'card.png', objectId: null, url: null }],
      status: 'pending',
      decidedAt: null,
    });
    expect(ours[2]).toMatchObject({ reason: 'Expired card', decidedBy: admin.id, decidedAt: expect.any(String) });
    const onlyPending = (await admin.client.get('/api/admin/verifications?status=pending')).body as { status: string }[];
    expect(onlyPending.every((item) => item.status === 'pending')).toBe(true);
    expect((await admin.client.get('/api/admin/verifications?status=maybe')).status).toBe(400);
  });

  it('refuses unknown members, unknown statuses and members with nothing to decide', async () => {
    const nobody = await admin.client.patch(`/api/admin/users/${randomUUID()}/verification`, { status: 'approved' });
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toBe('User Not Found: Please select a valid user.');
    expect((await admin.client.patch('/api/admin/users/not-an-id/verification', { status: 'approved' })).status).toBe(404);
    const { id } = await member();
    const badStatus = await admin.client.patch(`/api/admin/users/${id}/verification`, { status: 'pending' });
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe('Status must be approved or rejected.');
    const nothing = await admin.client.patch(`/api/admin/users/${id}/verification`, { status: 'approved' });
    expect(nothing.status).toBe(409);
    expect(nothing.body.message).toBe('No Pending Verification: This member has no verification waiting for review.');
  });
});

describe('POST /api/admin/credits/issue', () => {
  it('validates with the spec messages', async () => {
    const { id } = await member();
    const cases: [unknown, number, string][] = [
      [{ amount: 5, reason: 'Relief' }, 400, 'Missing Information: Please fill in all fields to issue credits.'],
      [{ userId: id, amount: '', reason: 'Relief' }, 400, 'Missing Information: Please fill in all fields to issue credits.'],
      [{ userId: id, amount: 5, reason: '  ' }, 400, 'Missing Information: Please fill in all fields to issue credits.'],
      [{ userId: id, amount: 'ten', reason: 'Relief' }, 400, 'Invalid Amount: Please enter a valid positive number for credits.'],
      [{ userId: id, amount: -3, reason: 'Relief' }, 400, 'Invalid Amount: Please enter a valid positive number for credits.'],
      [{ userId: id, amount: 0, reason: 'Relief' }, 400, 'Invalid Amount: Please enter a valid positive number for credits.'],
      [{ userId: id, amount: 1.005, reason: 'Relief' }, 400, 'Invalid Amount: Credits can have at most 2 decimal places.'],
      [{ userId: randomUUID(), amount: 5, reason: 'Relief' }, 404, 'User Not Found: Please select a valid user.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await admin.client.post('/api/admin/credits/issue', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.message).toBe(message);
    }
    expect((await app.store.readStream(streams.ledger(id))).map((event) => event.type)).toEqual(['WelcomeBonusGranted']);
  });

  it("adds the credits to the member's ledger as granted by the admin, and tells the member", async () => {
    const target = await member();
    const issued = await admin.client.post('/api/admin/credits/issue', { userId: target.id, amount: '12.5', reason: 'Storm relief' });
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ message: 'Successfully issued 12.50 credits.', userId: target.id, amount: '12.50', balance: '62.50' });
    const credits = (await target.client.get('/api/user/credits')).body;
    expect(credits.balance).toBe('62.50');
    expect(credits.transactions[0]).toMatchObject({ type: 'earned', amount: '12.50', description: 'Credits issued by BarterAid: Storm relief' });
    const events = await app.store.readStream(streams.ledger(target.id));
    expect(events[1]).toMatchObject({
      type: 'CreditsGranted',
      data: { memberId: target.id, amountCents: 1250, reason: 'Storm relief', grantedBy: admin.id },
      metadata: { actorId: admin.id },
    });
    const bell = (await target.client.get('/api/notifications')).body;
    expect(bell).toContainEqual(
      expect.objectContaining({ title: 'Credits issued', description: '12.50 credits were added to your balance: Storm relief', read: false }),
    );
  });
});

describe('POST /api/admin/send-message', () => {
  it('validates with the spec messages and refuses unknown members or a mismatched email', async () => {
    const target = await member();
    const cases: [unknown, number, string][] = [
      [{ subject: 'Hi', message: 'Hello' }, 400, 'Missing Information: Please fill in all fields to send message.'],
      [{ userId: target.id, subject: ' ', message: 'Hello' }, 400, 'Missing Information: Please fill in all fields to send message.'],
      [{ userId: target.id, subject: 'Hi' }, 400, 'Missing Information: Please fill in all fields to send message.'],
      [{ userId: randomUUID(), subject: 'Hi', message: 'Hello' }, 404, 'User Not Found: Please select a valid user.'],
      [{ userId: target.id, subject: 'Hi', message: 'Hello', userEmail: 'someone-else@example.org' }, 404, 'User Not Found: Please select a valid user.'],
    ];
    for (const [body, status, message] of cases) {
      const response = await admin.client.post('/api/admin/send-message', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.message).toBe(message);
    }
  });

  it("records the message with the admin's id and delivers it to the member's bell and open sockets", async () => {
    const target = await member();
    const socket = await openSocket(app.url, target.client.cookieHeader());
    try {
      const sent = await admin.client.post('/api/admin/send-message', {
        userId: target.id,
        subject: 'Your listing',
        message: 'Please add a pickup place to your generator listing.',
        userEmail: target.email.toUpperCase(),
      });
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ message: 'Personal message sent successfully!', userId: target.id });
      const live = await socket.next((message) => message.type === 'notification' && message.topic === 'admin_message');
      expect(live).toMatchObject({
        toast: true,
        notification: { title: 'Message from BarterAid: Your listing', description: 'Please add a pickup place to your generator listing.' },
      });
      const bell = (await target.client.get('/api/notifications')).body;
      expect(bell[0]).toMatchObject({ title: 'Message from BarterAid: Your listing', read: false, type: 'other' });
      const [event] = await app.store.readStream(streams.adminMessage(sent.body.id));
      expect(event).toMatchObject({ type: 'AdminMessageSent', data: { memberId: target.id, sentBy: admin.id }, metadata: { actorId: admin.id } });
    } finally {
      socket.close();
    }
  });
});
