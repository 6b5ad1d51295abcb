import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdminByEmail } from '@barteraid/command-api';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { tableSnapshot, tablesOf } from '../../../../test/support/read-models';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

/** The read models verification and admin actions write to. */
const OWNED = ['verification', 'admin_analytics', 'members', 'listings', 'notifications', 'credits'];

const snapshot = () => tableSnapshot(app.database.db, tablesOf(OWNED));

const ebt = {
  verificationType: 'ebt',
  formData: { ebtCardNumber: '2468', issuingState: 'Florida', householdSize: 5, monthlyBenefit: '$700' },
  documents: ['card.jpg'],
};

describe('verification and admin read models', () => {
  it('rebuild to exactly the rows they built incrementally', async () => {
    const adminClient = app.client();
    const adminProfile = await adminClient.signUp();
    const granted = await grantAdminByEmail({ store: app.store, actorId: null, correlationId: randomUUID() }, adminProfile.email, 'test');
    await app.projector.caughtUp(granted.position ?? (await app.store.headPosition()));

    const approvedMember = app.client();
    const approvedId = (await approvedMember.signUp()).id;
    await approvedMember.post('/api/listings', {
      title: 'Baby formula, sealed',
      description: 'Three sealed cans of infant formula, expiry next year.',
      category: 'food-water',
      type: 'offer',
      credits: '8',
      location: 'Miami, FL',
    });
    const rejectedMember = app.client();
    const rejectedId = (await rejectedMember.signUp()).id;
    const pendingMember = app.client();
    await pendingMember.signUp();

    await approvedMember.post('/api/user/verification', ebt);
    await rejectedMember.post('/api/user/verification', ebt);
    await pendingMember.post('/api/user/verification', ebt);
    await adminClient.patch(`/api/admin/users/${rejectedId}/verification`, { status: 'rejected', reason: 'Blurry photo' });
    await rejectedMember.post('/api/user/verification', { ...ebt, documents: ['card-clear.jpg'] });
    await adminClient.patch(`/api/admin/users/${rejectedId}/verification`, { status: 'rejected' });
    expect((await adminClient.patch(`/api/admin/users/${approvedId}/verification`, { status: 'approved' })).status).toBe(200);
    expect((await adminClient.post('/api/admin/credits/issue', { userId: approvedId, amount: '3.25', reason: 'Thanks' })).status).toBe(201);
    expect((await adminClient.post('/api/admin/send-message', { userId: approvedId, subject: 'Welcome', message: 'Glad you are here.' })).status).toBe(201);

    await app.projector.caughtUp(await app.store.headPosition());
    const incremental = await snapshot();
    expect(incremental.verification_submissions).toHaveLength(4);
    expect(incremental.listings!.some((row) => row.includes('"owner_verification_status":"approved"'))).toBe(true);
    expect(incremental.notifications!.filter((row) => /"(verificationNotices\.(approved|rejected)|creditNotices\.issued|teamNotices\.messageTitle)"/.test(row))).toHaveLength(5);
    expect(incremental.admin_monthly_activity!.length).toBeGreaterThanOrEqual(1);

    // Each on its own, in any order: none depends on another's tables.
    for (const name of [...OWNED].reverse()) await app.projector.rebuild(name);
    expect(await snapshot()).toEqual(incremental);
  }, 60_000);
});
