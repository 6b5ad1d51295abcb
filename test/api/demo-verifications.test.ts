import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '@barteraid/command-api';
import { featureSeeds } from '@barteraid/gateway/feature-seeds';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SEED_DEMO_DATA: 'true' });
});
afterAll(async () => {
  await app?.stop();
});

describe('demo verifications', () => {
  it('seeds the owner and Maria approved and Grace waiting in the queue, once', async () => {
    const owner = app.client();
    expect((await owner.post('/api/auth/login', { email: app.config.OWNER_EMAIL, password: 'admin-demo-2026' })).status).toBe(200);
    // The owner shortcut on the dashboard needs an approved owner who is an admin (spec section 6).
    expect((await owner.get('/api/auth/me')).body).toMatchObject({ isAdmin: true, isOwner: true, verificationStatus: 'approved' });

    const queue = (await owner.get('/api/admin/verifications')).body as { username: string; status: string; verificationType: string }[];
    expect(queue[0]).toMatchObject({ username: 'grace_church', verificationType: 'church', status: 'pending' });
    expect(queue.slice(1).map((item) => [item.username, item.verificationType, item.status]).sort()).toEqual([
      ['maria_l', 'ebt', 'approved'],
      ['olivia_admin', 'business', 'approved'],
    ]);

    const listings = (await owner.get('/api/listings?limit=50')).body.listings as { user: { username: string; verified: boolean } }[];
    expect(listings.filter((listing) => listing.user.username === 'maria_l').every((listing) => listing.user.verified)).toBe(true);
    expect(listings.filter((listing) => listing.user.username === 'grace_church').some((listing) => listing.user.verified)).toBe(false);

    const head = await app.store.headPosition();
    await seedDemoData(app.store, app.config, featureSeeds);
    expect(await app.store.headPosition()).toBe(head);
  });
});
