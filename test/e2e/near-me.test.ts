import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signedUpMember, type TestApp } from '../support/test-app';
import { screenshot, withAppAndBrowser } from '../support/browser';

/** A member sets their ZIP code on a small phone, then finds water near them, with distances, in English and in Spanish. */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

const SMALL_PHONE = { width: 360, height: 780 } as const;
const eventually = { timeout: 15_000, interval: 100 };

const water = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: 'Cases of drinking water for anyone who needs them.',
  category: 'food-water',
  type: 'offer',
  credits: '2.00',
  location: 'Houston, TX',
  ...extra,
});

beforeAll(async () => {
  // Downtown Houston (their listing sits under a mile off), the East End by its own ZIP, and New Orleans, far away.
  const downtown = await signedUpMember(app);
  await downtown.client.put('/api/user/location', { zip: '77002', precision: 'neighbourhood' });
  expect((await downtown.client.post('/api/listings', water('Bottled water downtown'))).status).toBe(201);
  const eastEnd = await signedUpMember(app);
  expect((await eastEnd.client.post('/api/listings', water('Water at the East End pantry', { zip: '77003' }))).status).toBe(201);
  const faraway = await signedUpMember(app);
  await faraway.client.put('/api/user/location', { zip: '70119', precision: 'town' });
  expect((await faraway.client.post('/api/listings', water('Water in New Orleans', { location: 'New Orleans, LA' }))).status).toBe(201);
});

async function signedInOnPhone(locale: string) {
  const member = await signedUpMember(app);
  const context = await browser.newContext({ baseURL: app.url, viewport: SMALL_PHONE, locale, serviceWorkers: 'block' });
  context.setDefaultTimeout(15_000);
  expect((await context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } })).status()).toBe(200);
  return { member, context, page: await context.newPage() };
}

const fitsTheScreen = (page: Page) => page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
const cardTitles = (page: Page) => page.getByTestId('listing-card').getByRole('heading').allTextContents();

const texts = {
  en: {
    locale: 'en-US', area: 'Your area', zip: 'ZIP code', save: 'Save area', saved: 'Your area is saved.', current: 'Only you see this: ZIP 77002, Town (about 2 miles).',
    nearMe: 'Near me', within: 'Within', search: 'Search listings', words: 'water', under: 'under 1 mi away', about: 'about 1 mi away', shot: 'near-me-en-360',
  },
  es: {
    locale: 'es-US', area: 'Tu zona', zip: 'Código postal', save: 'Guardar zona', saved: 'Tu zona está guardada.', current: 'Solo tú ves esto: código postal 77002, Ciudad (como 2 millas).',
    nearMe: 'Cerca de mí', within: 'Hasta', search: 'Buscar anuncios', words: 'agua', under: 'a menos de 1 mi', about: 'a unas 1 mi', shot: 'near-me-es-360',
  },
} as const;

describe('near me, on a small phone', () => {
  it.each(['en', 'es'] as const)('sets a ZIP code, searches water within 5 miles and sees distances (%s)', async (language) => {
    const words = texts[language];
    const { member, page, context } = await signedInOnPhone(words.locale);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));

    await page.goto('/settings');
    const area = page.getByRole('form', { name: words.area });
    await area.getByLabel(words.zip).fill('77002');
    await area.getByRole('button', { name: words.save }).click();
    await area.getByRole('status').filter({ hasText: words.saved }).waitFor();
    await expect.poll(() => page.getByTestId('area-current').textContent(), eventually).toBe(words.current);
    expect((await member.client.get('/api/auth/me')).body.area).toMatchObject({ zip: '77002', precision: 'town' });

    await page.goto('/marketplace');
    await page.getByRole('checkbox', { name: words.nearMe }).click();
    await page.getByLabel(words.within).selectOption('5');
    await page.getByLabel(words.search).fill(words.words);
    await page.getByLabel(words.search).press('Enter');
    await expect.poll(() => cardTitles(page), eventually).toEqual(['Bottled water downtown', 'Water at the East End pantry']);
    const distances = async () => (await page.getByTestId('listing-distance').allTextContents()).map((text) => text.trim());
    await expect.poll(distances, eventually).toEqual([words.under, words.about]);
    expect(new URL(page.url()).searchParams.get('near')).toBe('me');
    expect(await fitsTheScreen(page)).toBe(true);
    await screenshot(page, words.shot);

    // The listing's own page says how far it is too.
    await page.getByRole('link', { name: 'Water at the East End pantry' }).click();
    await expect.poll(() => page.getByTestId('listing-distance').textContent(), eventually).toContain(words.about);
    expect(await fitsTheScreen(page)).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
