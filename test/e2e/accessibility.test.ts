import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../support/test-app';
import { DESKTOP, openPage, PHONE, withAppAndBrowser } from '../support/browser';
import { seriousViolations, type AxeViolation } from '../support/accessibility';
import { visit } from '../support/in-app';

let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

const publicRoutes = [
  '/', '/pricing-guide', '/faq', '/auth/login', '/auth/register', '/auth/forgot-password', '/auth/sign-in-link', '/auth/sign-in-link?token=abc', '/verification-forms',
  '/avatar-upload', '/messaging-guide', '/safety', '/emergency', '/guidelines', '/help', '/contact', '/report',
  '/disputes', '/verification', '/terms', '/privacy', '/cookies', '/accessibility', '/data-protection',
  '/simple-login', '/emergency-login', '/auth-test', '/no-such-page',
];

const signedInRoutes = ['/dashboard', '/membership', '/subscribe', '/admin', '/working-dashboard', '/verification-forms', '/avatar-upload', '/settings'];

async function scan(routes: string[], viewport: { width: number; height: number }, signedIn: boolean) {
  const { page, context } = await openPage(browser, app.url, viewport);
  context.setDefaultTimeout(10_000);
  if (signedIn) {
    const member = await app.client().signUp();
    await context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } });
  }
  const found: Record<string, AxeViolation[]> = {};
  for (const route of routes) {
    await visit(page, route);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Member pages fill in from the API after the heading shows: their spinners gone, the data is in.
    await page.getByRole('status').filter({ hasText: 'Loading…' }).first().waitFor({ state: 'detached' });
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[route] = violations;
  }
  await context.close();
  return found;
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`has no serious or critical violations on public pages at ${label} width`, async () => {
      expect(await scan(publicRoutes, viewport, false)).toEqual({});
    }, 120_000);

    it(`has no serious or critical violations on member pages at ${label} width`, async () => {
      expect(await scan(signedInRoutes, viewport, true)).toEqual({});
    }, 120_000);
  }

  it('has no serious or critical violations with the menu and the bell open on a phone', async () => {
    const { page, context } = await openPage(browser, app.url, PHONE);
    context.setDefaultTimeout(10_000);
    const member = await app.client().signUp();
    await context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } });
    await page.goto('/dashboard');
    await page.getByTestId('credit-balance').waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog').getByRole('heading', { name: 'Notifications' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
