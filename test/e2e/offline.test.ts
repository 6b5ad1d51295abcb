import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../support/test-app';
import { openPage, PHONE, withAppAndBrowser } from '../support/browser';

let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started), { HELPLINE_PHONE: '1-800-555-0142' });

describe('offline-ready app', () => {
  it('serves a manifest with installable icons', async () => {
    const response = await fetch(`${app.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as { display: string; start_url: string; icons: { sizes: string }[] };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('keeps emergency help, safety tips and the helpline available without a connection', async () => {
    const { page, context } = await openPage(browser, app.url, PHONE, { serviceWorkers: 'allow' });
    context.setDefaultTimeout(10_000);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Page-side expressions as strings: the test project has no DOM typings.
    await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
    // The helpline from the server is remembered on the device for offline use.
    await page.waitForFunction("localStorage.getItem('barteraid.config') !== null");
    const helpline = app.config.HELPLINE_PHONE;

    await context.setOffline(true);
    await page.goto('/emergency');
    await page.getByRole('heading', { level: 1, name: 'Emergency Help' }).waitFor();
    await page.getByText('You are offline.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: helpline }).count()).toBeGreaterThan(0);

    await page.goto('/safety');
    await page.getByRole('heading', { level: 1, name: 'Safety Tips' }).waitFor();

    // Member data is never served from the cache.
    expect(await page.evaluate(() => fetch('/api/auth/me').then(() => 'answered', () => 'failed'))).toBe('failed');
    await context.close();
  });

  it('offers installation with Install and Not Now when the browser allows it', async () => {
    const { page, context } = await openPage(browser, app.url, PHONE);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const offer = `(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      event.prompt = () => { window.__installPrompted = true; return Promise.resolve(); };
      event.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(event);
    })()`;
    await page.evaluate(offer);
    const card = page.getByRole('region', { name: 'Install BarterAid' });
    await card.getByRole('button', { name: 'Not Now' }).click();
    await card.waitFor({ state: 'detached' });

    // Declined for this visit: a second offer stays quiet.
    await page.evaluate(offer);
    expect(await card.count()).toBe(0);

    await page.evaluate('sessionStorage.clear()');
    await page.evaluate(offer);
    await card.getByRole('button', { name: 'Install', exact: true }).click();
    await card.waitFor({ state: 'detached' });
    expect(await page.evaluate<boolean>('window.__installPrompted === true')).toBe(true);
    await context.close();
  });
});
