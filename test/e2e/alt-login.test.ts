import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app';
import { openPage, withAppAndBrowser } from '../support/browser';

let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

async function fill(page: Page, email: string, password: string, submit: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: submit }).click();
}

// Evaluated in the page (string form: the test project has no DOM typings).
const storedUsers = (page: Page) =>
  page.evaluate<string[]>('Object.keys(localStorage).filter((key) => /user|admin/i.test(key))');

describe('alternate sign-in pages', () => {
  it('signs in with real credentials and rejects wrong ones', async () => {
    const member = await app.client().signUp();
    const { page, context } = await openPage(browser, app.url);

    await page.goto('/simple-login');
    await fill(page, member.email, 'not-the-password', 'Sign In');
    await page.locator('[role="alert"]').getByText('Invalid email or password', { exact: false }).waitFor();
    expect((await context.request.get(`${app.url}/api/auth/me`)).status()).toBe(401);

    await fill(page, member.email, member.password, 'Sign In');
    await page.waitForURL('**/dashboard');
    await page.getByTestId('credit-balance').waitFor();
    expect((await context.request.get(`${app.url}/api/auth/me`)).status()).toBe(200);
    // Nothing is kept in the browser that could stand in for a session.
    expect(await storedUsers(page)).toEqual([]);
    await context.close();
  });

  it('reports a connection error when the server cannot be reached', async () => {
    const { page, context } = await openPage(browser, app.url);
    await page.goto('/quick-login');
    await page.route('**/api/auth/simple-login', (route) => route.abort('connectionrefused'));
    await fill(page, 'someone@example.org', 'whatever-password', 'Sign In');
    await page.locator('[role="alert"]').getByText('Connection error: Unable to connect to server').waitFor();
    await context.close();
  });

  it('walks the emergency access steps', async () => {
    const member = await app.client().signUp();
    const { page, context } = await openPage(browser, app.url);
    await page.goto('/emergency-login');
    await fill(page, member.email, 'wrong-password-1', 'Request Emergency Access');
    await page.getByRole('heading', { name: 'Access Failed' }).waitFor();
    await page.getByRole('link', { name: 'Use the standard sign-in' }).waitFor();
    await page.getByRole('button', { name: 'Try again' }).click();
    await fill(page, member.email, member.password, 'Request Emergency Access');
    await page.getByRole('heading', { name: 'Access Granted' }).waitFor();
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('becomes the 404 page when alternate sign-in pages are turned off', async () => {
    const closed = await startTestApp({ ENABLE_ALT_LOGIN_PAGES: 'false' });
    try {
      const { page, context } = await openPage(browser, closed.url);
      for (const path of ['/simple-login', '/emergency-login', '/auth-test', '/working-dashboard']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      }
      await page.goto('/auth/login');
      await page.getByRole('heading', { level: 1, name: 'Sign in to BarterAid' }).waitFor();
      await context.close();
    } finally {
      await closed.stop();
    }
  });
});
