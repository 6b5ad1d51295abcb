import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../support/test-app';
import { openPage, PHONE, withAppAndBrowser } from '../support/browser';

/**
 * The landing page must stay fast on a cheap phone: at most 165 KB of JavaScript, gzipped (it loads
 * about 158 KB in four files: what the phone menu, the toasts and the signed-in parts need comes later).
 */
const BUDGET_KB = 165;

let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

describe('landing page weight', () => {
  it(`loads at most ${BUDGET_KB} KB of gzipped JavaScript`, async () => {
    const { page, context } = await openPage(browser, app.url, PHONE);
    const scripts = new Map<string, number>();
    const reading: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      reading.push(response.body().then((body) => void scripts.set(new URL(response.url()).pathname, gzipSync(body).length)));
    });
    await page.goto('/');
    // The heading comes with the HTML (prerendered): wait for the app itself, whose header shows
    // the visitor's Login link once it has run and the session check has answered.
    await page.getByRole('link', { name: 'Login', exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
    const totalKb = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024;
    console.info(`landing page JavaScript: ${totalKb.toFixed(1)} KB gzipped in ${scripts.size} files`);
    expect(totalKb).toBeLessThanOrEqual(BUDGET_KB);
    await context.close();
  });
});
