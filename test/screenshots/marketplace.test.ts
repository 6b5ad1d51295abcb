import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../support/test-app';
import { DESKTOP, openPage, PHONE, screenshot, withAppAndBrowser } from '../support/browser';

/** The marketplace, a listing and the listing form at phone and desktop widths, on the demo marketplace. */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started), { SEED_DEMO_DATA: 'true' });

const eventually = { timeout: 15_000, interval: 100 };
const cards = (page: Page) => page.getByTestId('listing-card');

describe('screenshots of the marketplace', () => {
  for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`captures the marketplace and a listing at ${label} width`, async () => {
      const member = await app.client().signUp({ username: `member_${randomBytes(3).toString('hex')}` });
      const { page, context } = await openPage(browser, app.url, viewport);
      expect((await context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } })).status()).toBe(200);
      await page.goto('/marketplace');
      await expect.poll(() => cards(page).count(), eventually).toBeGreaterThan(10);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `marketplace-${label}`);
      await page.getByRole('link', { name: 'Insulin cooler or fridge space', exact: true }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Insulin cooler or fridge space' }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `listing-${label}`);
      await page.goto('/listings/new');
      await page.getByRole('heading', { name: 'Post a Listing' }).waitFor();
      await screenshot(page, `listing-new-${label}`);
      await context.close();
    }, 90_000);
  }
});
