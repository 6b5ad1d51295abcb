import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { eventually } from '../support/eventually';
import { startMailingApp, type MailingApp } from '../support/mailed-links';
import { signedUpMember, type TestApp } from '../support/test-app';
import { launchBrowser, openPage, screenshot } from '../support/browser';

/** A member changes their email on /settings at 360 px, opens the link from the delivered mail and signs in with the new address. */
let mailing: MailingApp;
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  [mailing, browser] = await Promise.all([startMailingApp(), launchBrowser()]);
  app = mailing.app;
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await mailing?.stop();
});

const SMALL_PHONE = { width: 360, height: 780 } as const;

describe('changing the email on /settings', () => {
  it('sends a link to the new address, which confirms the change in any browser; sign-in then takes the new address', async () => {
    const member = await signedUpMember(app);
    const newEmail = member.email.replace('@example.org', '@new.example');
    const session = await openPage(browser, app.url, SMALL_PHONE);
    session.context.setDefaultTimeout(15_000);
    expect((await session.context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } })).status()).toBe(200);
    const { page } = session;

    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Email address' });
    await page.getByRole('region', { name: 'Email address' }).getByText(member.email).waitFor();
    await form.getByLabel('New email').fill(newEmail);
    await form.getByLabel('Current password').fill('not-my-password');
    // The keyboard alone: Enter in a field submits the form.
    await form.getByLabel('Current password').press('Enter');
    await form.getByRole('alert').filter({ hasText: 'Your current password is not correct.' }).waitFor();
    await form.getByLabel('Current password').fill(member.password);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await form.getByRole('status').filter({ hasText: `open the link we sent to ${newEmail}` }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await screenshot(page, 'settings-email-360');

    const mail = await eventually(
      () => {
        const found = mailing.smtp.received.find((each) => each.to === newEmail && /Confirm your new BarterAid email/.test(each.subject));
        expect(found).toBeDefined();
        // The notice to the old address is a job of its own: it may arrive a moment later.
        expect(mailing.smtp.received.some((each) => each.to === member.email && /about to change/.test(each.subject))).toBe(true);
        return found!;
      },
      { timeoutMs: 20_000 },
    );
    const link = mailing.linkIn(mail, '/settings/confirm-email');

    // Opened in another browser, not signed in: the page confirms and says so.
    const elsewhere = await openPage(browser, app.url, SMALL_PHONE);
    elsewhere.context.setDefaultTimeout(15_000);
    await elsewhere.page.goto(`${link.pathname}${link.search}`);
    await elsewhere.page.getByRole('status').filter({ hasText: `Your email is now ${newEmail}.` }).waitFor();
    await screenshot(elsewhere.page, 'settings-confirm-email-360');
    await elsewhere.page.getByRole('link', { name: 'Sign in' }).click();
    await elsewhere.page.getByLabel('Email', { exact: true }).fill(newEmail);
    await elsewhere.page.getByLabel('Password', { exact: true }).fill(member.password);
    await elsewhere.page.getByRole('button', { name: 'Sign In' }).click();
    await elsewhere.page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    expect((await elsewhere.context.request.get(`${app.url}/api/auth/me`)).status()).toBe(200);
    expect(elsewhere.pageErrors).toEqual([]);

    // The link is used: opening it again says so.
    await elsewhere.page.goto(`${link.pathname}${link.search}`);
    await elsewhere.page.getByRole('alert').filter({ hasText: 'This confirmation link is invalid, used or expired.' }).waitFor();

    // The first device was signed out by the change, as by a new password: it is asked to sign in again.
    expect((await session.context.request.get(`${app.url}/api/auth/me`)).status()).toBe(401);
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await session.context.close();
    await elsewhere.context.close();
  });
});
