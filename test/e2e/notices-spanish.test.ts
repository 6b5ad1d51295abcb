import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signedUpMember, type TestApp } from '../support/test-app';
import { openPage, withAppAndBrowser } from '../support/browser';

let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

describe('stored texts in the language on screen', () => {
  it('the bell and recent activity read their stored codes in Spanish once the reader switches, and in English again', async () => {
    const owner = await signedUpMember(app);
    const buyer = await signedUpMember(app);
    const listing = await owner.client.post('/api/listings', {
      title: 'Agua embotellada',
      description: 'Two cases of bottled water, sealed.',
      category: 'food-water',
      type: 'offer',
      credits: '8.00',
      location: 'Houston, TX',
    });
    expect(listing.status).toBe(201);
    expect((await buyer.client.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'Tonight' })).status).toBe(201);
    await app.projector.caughtUp(await app.store.headPosition());

    const { page, context } = await openPage(browser, app.url);
    await context.request.post(`${app.url}/api/auth/login`, { data: { email: owner.email, password: owner.password } });
    context.setDefaultTimeout(10_000);
    await page.goto('/dashboard');
    await page.getByText('Welcome bonus').first().waitFor();

    await page.getByRole('button', { name: /^Notifications/ }).click();
    let popover = page.getByRole('dialog');
    await popover.getByText('New Trade Proposal').waitFor();
    await popover.getByText(`${buyer.username} proposed a trade for "Agua embotellada" (8.00 credits).`).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('button', { name: 'Español' }).click();
    // The ledger line, stored as a code, is written in Spanish.
    await page.getByText('Regalo de bienvenida').first().waitFor();
    await page.getByRole('button', { name: /^Avisos/ }).click();
    popover = page.getByRole('dialog');
    await popover.getByText('Nueva propuesta de intercambio').waitFor();
    await popover.getByText(`${buyer.username} propuso un intercambio por “Agua embotellada” (8.00 créditos).`).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog').getByText('New Trade Proposal').waitFor();
    await context.close();
  });

  it('opens the reset-password page from a Spanish mail in Spanish: the link carries the language', async () => {
    // A browser that prefers English and never chose: the link's `lang=es` decides.
    const { page, context } = await openPage(browser, app.url);
    await page.goto('/auth/reset-password?token=abc&lang=es');
    await page.getByRole('heading', { name: 'Elija una contraseña nueva' }).waitFor();
    expect(await page.evaluate<string>('document.documentElement.lang')).toBe('es');
    // Kept on this device: the next page opens in Spanish without the link saying so.
    await page.goto('/auth/reset-password?token=abc');
    await page.getByRole('heading', { name: 'Elija una contraseña nueva' }).waitFor();
    await context.close();
  });
});
