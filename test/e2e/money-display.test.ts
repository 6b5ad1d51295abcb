import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signedUpMember, type TestApp } from '../support/test-app';
import { DESKTOP, screenshot, withAppAndBrowser } from '../support/browser';

/** What a payer reads of their credits while a trade holds some, and once it is paid (in Spanish). */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

describe('credits on screen', () => {
  it('shows what can be spent in the header, a hold as held and the payment once in recent activity', async () => {
    const owner = await signedUpMember(app);
    const payer = await signedUpMember(app);
    const listing = await owner.client.post('/api/listings', {
      title: 'Hot meals for a family of four',
      description: 'Cooked at the church kitchen, ready for pick up each evening.',
      category: 'food-water',
      type: 'offer',
      credits: '18',
      location: 'Houston, TX',
    });
    expect(listing.status).toBe(201);
    const proposed = await payer.client.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'Pick up Friday' });
    expect(proposed.status).toBe(201);
    const tradeId = proposed.body.id as string;
    expect((await owner.client.patch(`/api/trades/${tradeId}/status`, { status: 'accepted' })).status).toBe(200);
    await expect.poll(async () => (await payer.client.get('/api/user/credits')).body.available).toBe('32.00');

    const context = await browser.newContext({ baseURL: app.url, viewport: DESKTOP, locale: 'es-US', serviceWorkers: 'block' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    expect((await context.request.post('/api/auth/login', { data: { email: payer.email, password: payer.password } })).status()).toBe(200);
    await page.goto('/dashboard');
    await page.getByTestId('credit-balance').getByText('50.00').waitFor();

    // 50.00 in the account, 18.00 of them held: the header says what can be spent.
    const chip = page.getByRole('link', { name: '32.00 créditos de trueque que puede gastar' });
    await chip.waitFor();
    expect((await chip.textContent())?.trim()).toBe('32.00');

    // The hold reads as held, not as a charge.
    const activity = page.locator('li[data-kind]');
    const hold = page.locator('li[data-kind="hold"]');
    await hold.waitFor();
    expect((await hold.textContent()) ?? '').toContain('18.00 guardados');
    expect((await hold.textContent()) ?? '').not.toMatch(/[−-]18\.00/);

    // Paid: the payment is the one line that takes the credits.
    expect((await payer.client.patch(`/api/trades/${tradeId}/status`, { status: 'completed' })).status).toBe(200);
    await page.locator('li[data-kind="spent"]').waitFor();
    const lines = await activity.allTextContents();
    expect(lines.filter((line) => /[−-]18\.00/.test(line))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('18.00 guardados'))).toHaveLength(1);
    await page.getByRole('link', { name: '32.00 créditos de trueque que puede gastar' }).waitFor();
    await screenshot(page, 'dashboard-activity-held-paid-es');
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, 'dashboard-activity-held-paid-es-360');
    await context.close();
  });
});
