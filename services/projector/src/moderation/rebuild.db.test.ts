import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpMember, signUpAdmin, startTestApp, type TestApp } from '../../../../test/support/test-app';
import { tableSnapshot, tablesOf } from '../../../../test/support/read-models';

/** The app runs on a clock the test moves: one suspension ends by itself, another is lifted. */
let app: TestApp;
let now = Date.parse('2026-12-01T09:00:00.000Z');
beforeAll(async () => {
  app = await startTestApp({}, { clock: () => new Date(now) });
});
afterAll(async () => {
  await app?.stop();
});

/** The moderation read model, and the notifications one that tells reporters. */
const OWNED = ['moderation', 'notifications'];

const snapshot = () => tableSnapshot(app.database.db, tablesOf(OWNED));

describe('moderation read model', () => {
  it('rebuilds to exactly the rows it built incrementally', async () => {
    const admin = await signUpAdmin(app);
    const [owner, reporter, other] = [await signedUpMember(app), await signedUpMember(app), await signedUpMember(app)];
    const listing = await owner.client.post('/api/listings', {
      title: 'Bottled water, two cases',
      description: 'Sealed cases of bottled water for families without service.',
      category: 'food-water',
      type: 'offer',
      credits: '4.00',
      location: 'Lake Charles, LA',
    });
    const listingId = listing.body.listing.id as string;
    const report = async (body: Record<string, unknown>) => {
      const res = await reporter.client.post('/api/reports', { category: 'fraud', description: 'Asked for cash before the pickup.', ...body });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };

    // One dismissed, one taken down and warned, one suspended until a date that passes, one suspended and lifted, one open.
    const dismissed = await report({ subject: 'member', memberId: other.id });
    expect((await admin.client.post(`/api/admin/reports/${dismissed}/dismiss`, { note: 'Nothing found' })).status).toBe(200);
    const actioned = await report({ subject: 'listing', listingId });
    expect((await admin.client.post(`/api/admin/reports/${actioned}/take-down`, { reason: 'Cash only' })).status).toBe(200);
    expect((await admin.client.post(`/api/admin/reports/${actioned}/warn`, { message: 'Credits only, please.' })).status).toBe(200);
    const timed = await report({ subject: 'member', memberId: owner.id });
    const endsAt = new Date(now + 86_400_000).toISOString();
    expect((await admin.client.post(`/api/admin/reports/${timed}/suspend`, { reason: 'Cooling off', endsAt })).status).toBe(200);
    now += 2 * 86_400_000;
    const lifted = await report({ subject: 'member', memberId: other.id, category: 'harassment' });
    expect((await admin.client.post(`/api/admin/reports/${lifted}/suspend`, { reason: 'Threats' })).status).toBe(200);
    expect((await admin.client.post(`/api/admin/members/${other.id}/lift-suspension`, {})).status).toBe(200);
    await report({ subject: 'member', memberId: owner.id, category: 'other' });

    await app.projector.caughtUp(await app.store.headPosition());
    const incremental = await snapshot();
    expect(incremental.moderation_reports).toHaveLength(5);
    expect(incremental.moderation_report_outcomes).toHaveLength(5);
    expect(incremental.member_suspensions).toHaveLength(1);
    expect(incremental.notification_report_outcomes).toHaveLength(4);
    const reports = (await admin.client.get('/api/admin/reports')).body;

    for (const name of [...OWNED].reverse()) await app.projector.rebuild(name);
    expect(await snapshot()).toEqual(incremental);
    expect((await admin.client.get('/api/admin/reports')).body).toEqual(reports);
  });
});
