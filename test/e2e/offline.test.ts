import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app';
import { launchBrowser, openPage, PHONE } from '../support/browser';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ HELPLINE_PHONE: '1-800-555-0142' }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

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
});
