import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startMailingApp, type MailingApp } from '../support/mailed-links';
import { signedUpMember, type TestApp } from '../support/test-app';
import { launchBrowser, openPage, screenshot } from '../support/browser';

/** A member locked out by wrong passwords asks for a sign-in link on the sign-in page at 360 px and opens it from the mail. */
let mailing: MailingApp;
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  [mailing, browser] = await Promise.all([startMailingApp({ RATE_LIMIT_ACCOUNT_FAILURES: '2' }), launchBrowser()]);
  app = mailing.app;
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await mailing?.stop();
});

const SMALL_PHONE = { width: 360, height: 780 } as const;

describe('signing in by a link sent by email', () => {
  it('is offered when the account is locked, and the mailed link signs the member in once', async () => {
    const member = await signedUpMember(app);
    const session = await openPage(browser, app.url, SMALL_PHONE);
    session.context.setDefaultTimeout(15_000);
    const { page } = session;

    await page.goto('/auth/login');
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    for (const wrong of ['wrong-one', 'wrong-two', member.password]) {
      await page.getByLabel('Password', { exact: true }).fill(wrong);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').filter({ hasText: /Invalid email or password|Too many failed/ }).waitFor();
    }
    await page.getByRole('alert').filter({ hasText: 'or ask for a sign-in link by email.' }).waitFor();
    await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/sign-in-link');
    // The address typed on the sign-in page comes along.
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(member.email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByRole('status').filter({ hasText: 'we have sent a sign-in link to it' }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await screenshot(page, 'sign-in-link-360');

    const link = mailing.linkIn(await mailing.arrives(member.email, /sign-in link/), '/auth/sign-in-link');

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect((await session.context.request.get(`${app.url}/api/auth/me`)).status()).toBe(200);
    expect(session.pageErrors).toEqual([]);

    // Used once: another browser opening it is told so, and offered a new one.
    const elsewhere = await openPage(browser, app.url, SMALL_PHONE);
    elsewhere.context.setDefaultTimeout(15_000);
    await elsewhere.page.goto(`${link.pathname}${link.search}`);
    await elsewhere.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await elsewhere.page.getByRole('alert').filter({ hasText: 'This sign-in link is invalid, used or expired.' }).waitFor();
    await elsewhere.page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await session.context.close();
    await elsewhere.context.close();
  });
});
