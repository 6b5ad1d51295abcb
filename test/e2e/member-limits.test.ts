import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signedUpMember, type TestApp } from '../support/test-app';
import { PHONE, withAppAndBrowser } from '../support/browser';

let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started), { LISTING_RATE_PER_HOUR: '2' });

describe("a member's hourly limits in the browser", () => {
  it('says in Spanish, with the limit and the wait, why one more listing this hour is refused', async () => {
    const member = await signedUpMember(app, { firstName: 'Marta', location: 'Houston, TX' });
    for (const title of ['Agua embotellada', 'Mantas para el refugio']) {
      const posted = await member.client.post('/api/listings', {
        title,
        description: 'Dos cajas, sin abrir, en el salón de la iglesia.',
        category: 'food-water',
        type: 'offer',
        credits: '5.00',
        location: 'Houston, TX',
      });
      expect(posted.status).toBe(201);
    }
    const context = await browser.newContext({ baseURL: app.url, viewport: PHONE, locale: 'es-US', serviceWorkers: 'block' });
    context.setDefaultTimeout(15_000);
    expect((await context.request.post('/api/auth/login', { data: { email: member.email, password: member.password } })).status()).toBe(200);
    const page = await context.newPage();
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));

    await page.goto('/listings/new');
    await page.getByRole('heading', { name: 'Publicar un anuncio', level: 1 }).waitFor();
    await page.getByLabel('Título').fill('Linternas y pilas');
    await page.getByLabel('Descripción').fill('Seis linternas con pilas nuevas.');
    await page.getByLabel('Categoría').selectOption({ index: 1 });
    await page.getByLabel('Créditos', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Publicar anuncio' }).click();
    await page.getByText(/^Demasiados anuncios: puede publicar 2 anuncios por hora\. Intente de nuevo en (59|60) min\.$/).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
