import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signedUpMember, type TestApp } from '../support/test-app';
import { screenshot, withAppAndBrowser } from '../support/browser';

let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

const SMALL_PHONE = { width: 360, height: 780 } as const;
/** Polls patiently: the machine running the suite may be busy with other suites. */
const eventually = { timeout: 15_000, interval: 100 };
const correction = (page: Page) => page.getByTestId('search-correction');
const lineOf = async (page: Page) => ((await correction(page).textContent()) ?? '').replace(/\s+/g, ' ').trim();

async function marketplaceIn(locale: string) {
  const context = await browser.newContext({ baseURL: app.url, viewport: SMALL_PHONE, locale, serviceWorkers: 'block' });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { context, page, pageErrors };
}

describe('a corrected search on a small phone', () => {
  it('says in Spanish what it searched for, and searches the words as typed from the link', async () => {
    const owner = await signedUpMember(app);
    const posted = await owner.client.post('/api/listings', {
      title: 'Bottled water, 20 cases', description: 'Donated cases of bottled water at the church hall.', category: 'food-water',
      type: 'offer', credits: '5.00', location: 'Baton Rouge, LA',
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);

    const { context, page, pageErrors } = await marketplaceIn('es-US');
    await page.goto('/marketplace?search=watr');
    await page.getByRole('heading', { name: 'Mercado' }).waitFor();
    await expect.poll(() => correction(page).count(), eventually).toBe(1);
    expect(await lineOf(page)).toBe('Mostrando resultados de water — buscar en su lugar watr');
    await page.getByRole('link', { name: 'Bottled water, 20 cases', exact: true }).waitFor();
    // The line wraps within 360 px: nothing sticks out sideways.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(SMALL_PHONE.width);
    await screenshot(page, 'marketplace-search-correction-es-360');

    // "watr" as typed finds nothing, and says nothing about a correction.
    await correction(page).getByRole('link', { name: 'watr' }).click();
    await page.waitForURL(/[?&]asTyped=true/);
    await page.getByText('No hay anuncios que coincidan con su búsqueda').waitFor();
    expect(await correction(page).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('search')).toBe('watr');

    // New words are corrected again.
    await page.getByLabel('Buscar anuncios').fill('bottld');
    await page.getByLabel('Buscar anuncios').press('Enter');
    await expect.poll(() => lineOf(page), eventually).toBe('Mostrando resultados de bottle — buscar en su lugar bottld');
    expect(new URL(page.url()).searchParams.get('asTyped')).toBeNull();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('says it in English too', async () => {
    const { context, page, pageErrors } = await marketplaceIn('en-US');
    await page.goto('/marketplace?search=watr');
    await expect.poll(() => correction(page).count(), eventually).toBe(1);
    expect(await lineOf(page)).toBe('Showing results for water — search instead for watr');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(SMALL_PHONE.width);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
