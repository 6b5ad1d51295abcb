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

describe('demo trades', () => {
  it('seeds conversations in every stage once, settled like real trades', async () => {
    const james = app.client();
    const login = await james.post('/api/auth/login', { email: 'james@example.org', password: 'member-demo-2026' });
    expect(login.status).toBe(200);
    const trades = (await james.get('/api/user/trades')).body as { listingTitle: string; status: string; settled: boolean; creditAmount: string }[];
    expect(trades.map((trade) => [trade.listingTitle, trade.status, trade.creditAmount]).sort()).toEqual([
      ['Chainsaw to clear a fallen oak', 'pending', '30.00'],
      ['Wet/dry vacuums and dehumidifiers', 'completed', '25.00'],
    ]);
    const conversations = (await james.get('/api/conversations')).body as { unreadCount: number; lastMessage: unknown }[];
    expect(conversations).toHaveLength(2);
    expect(conversations.every((row) => row.lastMessage)).toBe(true);

    const deadline = Date.now() + 10_000;
    while (!(await james.get('/api/user/trades')).body.find((trade: { status: string; settled: boolean }) => trade.status === 'completed')?.settled) {
      if (Date.now() > deadline) throw new Error('demo trade not settled');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await james.get('/api/user/credits')).body).toMatchObject({ balance: '25.00' });

    const head = await app.store.headPosition();
    await seedDemoData(app.store, app.config, featureSeeds);
    expect(await app.store.headPosition()).toBe(head);
  });
});
