import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newRegistration, signedUpMember, type TestApp } from '../support/test-app';
import { screenshot, withAppAndBrowser } from '../support/browser';
import { seriousViolations } from '../support/accessibility';

/**
 * A member sets their ZIP code on a small phone, then finds water near them, with distances; and a
 * new member drops a pin as they register. In English and in Spanish.
 */
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
  // The member reads in the browser's language, saved as theirs: every full page load (and session check) keeps it.
  expect((await member.client.put('/api/user/language', { language: locale.slice(0, 2) })).status).toBe(200);
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
    map: 'Map', cluster: '2 listings here: zoom in', open: 'Open listing', mapShot: 'near-me-map-en-360',
    byZip: 'ZIP code', byPin: 'Pin on the map', pinHere: 'Place the pin at the centre of the map', pinned: 'Only you see this: a pin at', pinShot: 'near-me-pin-en-360',
  },
  es: {
    locale: 'es-US', area: 'Tu zona', zip: 'Código postal', save: 'Guardar zona', saved: 'Tu zona está guardada.', current: 'Solo tú ves esto: código postal 77002, Ciudad (como 2 millas).',
    nearMe: 'Cerca de mí', within: 'Hasta', search: 'Buscar anuncios', words: 'agua', under: 'a menos de 1 mi', about: 'a unas 1 mi', shot: 'near-me-es-360',
    map: 'Mapa', cluster: '2 anuncios aquí: acercar', open: 'Abrir anuncio', mapShot: 'near-me-map-es-360',
    byZip: 'Código postal', byPin: 'Un punto en el mapa', pinHere: 'Poner el punto en el centro del mapa', pinned: 'Solo tú ves esto: un punto en', pinShot: 'near-me-pin-es-360',
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
    // A pin dropped on the map first: the member sees their own exact pin, and the server has it.
    await area.getByRole('radio', { name: words.byPin }).check();
    await page.getByTestId('pin-map').locator('.leaflet-interactive, canvas').first().waitFor();
    await page.getByRole('button', { name: words.pinHere }).click();
    const pinText = await page.getByTestId('area-pin').textContent();
    expect(pinText).toMatch(/-?\d+\.\d{5}, -?\d+\.\d{5}/);
    expect(await fitsTheScreen(page)).toBe(true);
    await screenshot(page, words.pinShot);
    await area.getByRole('button', { name: words.save }).click();
    await expect.poll(() => page.getByTestId('area-current').textContent(), eventually).toContain(words.pinned);
    const pinned = (await member.client.get('/api/auth/me')).body.area;
    expect(pinned).toMatchObject({ zip: null, precision: 'town' });
    expect(pinText).toContain(`${pinned.lat.toFixed(5)}, ${pinned.lng.toFixed(5)}`);

    // Then a ZIP code instead.
    await area.getByRole('radio', { name: words.byZip }).check();
    await area.getByRole('textbox', { name: words.zip }).fill('77002');
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

    // The same search on the map: the two listings, a mile apart, are one cluster until it is tapped; a listing's tap opens its card.
    const placesAnswer = page.waitForResponse((response) => response.url().includes('/api/listings/places'));
    await page.getByRole('button', { name: words.map, exact: true }).click();
    // Only public places reach the page: never the searcher's own point (ZIP 77002's centroid) as a place.
    expect(await (await placesAnswer).text()).not.toContain('"lat":29.7594,"lng":-95.3594');
    expect(new URL(page.url()).searchParams.get('view')).toBe('map');
    await page.getByRole('button', { name: words.cluster }).click();
    const eastEnd = page.getByRole('button', { name: 'Water at the East End pantry' });
    await eastEnd.waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Bottled water downtown' }).count(), eventually).toBe(1);
    await eastEnd.click();
    const card = page.getByTestId('map-listing-card');
    await expect.poll(() => card.getByTestId('map-listing-distance').textContent(), eventually).toContain(words.about);
    expect(await fitsTheScreen(page)).toBe(true);
    await screenshot(page, words.mapShot);

    // The listing's own page says how far it is too.
    await card.getByRole('link', { name: words.open }).click();
    await expect.poll(() => page.getByTestId('listing-distance').textContent(), eventually).toContain(words.about);
    expect(await fitsTheScreen(page)).toBe(true);

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

const registering = {
  en: {
    locale: 'en-US', firstName: 'First name', lastName: 'Last name', username: 'Username', email: 'Email', password: 'Password', confirm: 'Confirm password',
    terms: /terms and conditions/, create: 'Create Account', area: 'Your area', byZip: 'ZIP code', byPin: 'Pin on the map', pinMap: 'Map to drop your pin',
    pinHere: 'Place the pin at the centre of the map', precision: 'How precisely others may place you', neighbourhood: 'Neighbourhood (about half a mile)', town: 'Town (about 2 miles)',
    pinNeeded: 'Drop a pin on the map first.', unknownZip: 'We do not know the ZIP code 00000. Check it, or drop a pin on the map instead.',
    current: 'Only you see this: a pin at', shot: 'register-pin-en-360',
  },
  es: {
    locale: 'es-US', firstName: 'Nombre', lastName: 'Apellido', username: 'Nombre de usuario', email: 'Correo electrónico', password: 'Contraseña', confirm: 'Repita la contraseña',
    terms: /condiciones de uso/, create: 'Crear cuenta', area: 'Tu zona', byZip: 'Código postal', byPin: 'Un punto en el mapa', pinMap: 'Mapa para marcar tu punto',
    pinHere: 'Poner el punto en el centro del mapa', precision: 'Con cuánta precisión pueden ubicarte los demás', neighbourhood: 'Barrio (como media milla)', town: 'Ciudad (como 2 millas)',
    pinNeeded: 'Primero marca un punto en el mapa.', unknownZip: 'No conocemos el código postal 00000. Revísalo o marca tu lugar en el mapa.',
    current: 'Solo tú ves esto: un punto en', shot: 'register-pin-es-360',
  },
} as const;

type Target = ReturnType<Page['getByRole']>;
/** Whether `target` has the keyboard's focus (the test's own compiler knows no DOM, hence the cast). */
const focused = (target: Target) => target.evaluate((element) => element === (element as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement);

/** Tabs forward until `target` has the focus: it is reachable with the keyboard, in order. */
async function tabTo(page: Page, target: Target, most = 6) {
  for (let step = 0; step < most; step++) {
    await page.keyboard.press('Tab');
    if (await focused(target)) return;
  }
  throw new Error(`not reached with ${most} tabs`);
}

describe('an area at registration, on a small phone', () => {
  it.each(['en', 'es'] as const)('registers with a pin and "neighbourhood", with the keyboard, and /settings shows that choice (%s)', async (language) => {
    const words = registering[language];
    const context = await browser.newContext({ baseURL: app.url, viewport: SMALL_PHONE, locale: words.locale, serviceWorkers: 'block' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    const member = newRegistration();

    await page.goto('/auth/register');
    await page.getByLabel(words.firstName, { exact: true }).fill(member.firstName);
    await page.getByLabel(words.lastName, { exact: true }).fill(member.lastName);
    await page.getByLabel(words.username, { exact: true }).fill(member.username);
    await page.getByLabel(words.email, { exact: true }).fill(member.email);
    await page.getByLabel(words.password, { exact: true }).fill(member.password);
    await page.getByLabel(words.confirm, { exact: true }).fill(member.password);
    await page.getByRole('checkbox', { name: words.terms }).check();
    const area = page.getByRole('group', { name: words.area });
    // The map's code is not part of the page until the member asks for the map.
    const byZip = area.getByRole('radio', { name: words.byZip });
    expect(await byZip.isChecked()).toBe(true);
    expect(scripts.filter((url) => /leaflet|pin-map/.test(url))).toEqual([]);

    // A ZIP code nobody has: the server's refusal is shown and marks the ZIP field.
    const zip = area.getByRole('textbox', { name: words.byZip });
    await zip.fill('00000');
    await page.getByRole('button', { name: words.create }).click();
    await page.getByRole('alert').filter({ hasText: words.unknownZip }).waitFor();
    expect(await zip.getAttribute('aria-invalid')).toBe('true');
    expect(await focused(zip)).toBe(true);

    // The pin, with the keyboard: the radio by its arrow key, then Tab to the map and to its button.
    await byZip.focus();
    await page.keyboard.press('ArrowRight');
    expect(await area.getByRole('radio', { name: words.byPin }).isChecked()).toBe(true);
    await page.getByTestId('pin-map').locator('.leaflet-interactive, canvas').first().waitFor();
    expect(scripts.some((url) => /leaflet/.test(url))).toBe(true);
    // Chosen and not dropped: the member is told, on the pin's own button.
    await page.getByRole('button', { name: words.create }).click();
    await page.getByRole('alert').filter({ hasText: words.pinNeeded }).waitFor();
    const pinHere = area.getByRole('button', { name: words.pinHere });
    expect(await focused(pinHere)).toBe(true);
    await area.getByRole('radio', { name: words.byPin }).focus();
    await tabTo(page, area.getByRole('region', { name: words.pinMap }));
    await tabTo(page, pinHere);
    await page.keyboard.press('Enter');
    const pinText = await page.getByTestId('area-pin').textContent();
    expect(pinText).toMatch(/-?\d+\.\d{5}, -?\d+\.\d{5}/);
    // The precision's radios: Tab reaches the chosen one (town, the default), the arrow key the one before it.
    const precision = area.getByRole('group', { name: words.precision });
    await tabTo(page, precision.getByRole('radio', { name: words.town }));
    await page.keyboard.press('ArrowUp');
    expect(await precision.getByRole('radio', { name: words.neighbourhood }).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await fitsTheScreen(page)).toBe(true);
    await screenshot(page, words.shot);

    await page.getByRole('button', { name: words.create }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect((await context.request.post('/api/auth/login', { data: { email: member.email, password: member.password } })).status()).toBe(200);
    const chosen = (await (await context.request.get('/api/auth/me')).json()).area;
    expect(chosen).toMatchObject({ zip: null, precision: 'neighbourhood' });
    expect(pinText).toContain(`${chosen.lat.toFixed(5)}, ${chosen.lng.toFixed(5)}`);

    await page.goto('/settings');
    await expect.poll(() => page.getByTestId('area-current').textContent(), eventually).toContain(`${words.current} ${chosen.lat.toFixed(4)}, ${chosen.lng.toFixed(4)}`);
    const saved = page.getByRole('form', { name: words.area });
    expect(await saved.getByRole('radio', { name: words.byPin }).isChecked()).toBe(true);
    expect(await saved.getByRole('group', { name: words.precision }).getByRole('radio', { name: words.neighbourhood }).isChecked()).toBe(true);
    expect(await page.getByTestId('area-pin').textContent()).toBe(pinText);
    expect(await seriousViolations(page)).toEqual([]);

    expect(pageErrors).toEqual([]);
    await context.close();
  }, 60_000);
});
