import { describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../support/test-app';
import { DESKTOP, openPage, PHONE, screenshot, screenshotDir, withAppAndBrowser } from '../support/browser';

/** Screenshots of the main pages at phone and desktop widths, written to screenshots/ for review. */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

const publicPages = [
  ['landing', '/'],
  ['login', '/auth/login'],
  ['register', '/auth/register'],
  ['pricing-guide', '/pricing-guide'],
  ['faq', '/faq'],
  ['emergency', '/emergency'],
  ['contact', '/contact'],
  ['not-found', '/no-such-page'],
] as const;

describe('screenshots', () => {
  for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`captures the main pages at ${label} width`, async () => {
      const { page, context } = await openPage(browser, app.url, viewport);
      for (const [name, path] of publicPages) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await screenshot(page, `${name}-${label}`);
      }
      const member = await app.client().signUp();
      await context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } });
      await page.goto('/dashboard');
      await page.getByTestId('credit-balance').waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `dashboard-${label}`);

      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Notifications' }).waitFor();
      await page.screenshot({ path: `${screenshotDir}/notifications-${label}.png` });
      await page.keyboard.press('Escape');

      await page.goto('/pricing-guide');
      await page.getByRole('button', { name: 'View Full Category: Goods' }).click();
      await page.getByRole('heading', { name: 'Goods prices' }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `pricing-goods-${label}`);
      await context.close();
    }, 60_000);
  }
});
