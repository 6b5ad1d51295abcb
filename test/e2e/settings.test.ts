import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signedUpMember, type TestApp } from '../support/test-app';
import { DESKTOP, openPage, screenshot, withAppAndBrowser } from '../support/browser';

/** A member edits their profile, their email preferences and their password on /settings, and stays signed in. */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

const SMALL_PHONE = { width: 360, height: 780 } as const;

/** A small phone's browser signed in as the member. */
async function signedInOnPhone(member: { email: string; password: string }) {
  const session = await openPage(browser, app.url, SMALL_PHONE);
  session.context.setDefaultTimeout(15_000);
  expect((await session.context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } })).status()).toBe(200);
  return session;
}

describe('the settings page', () => {
  it('saves the profile (refusing a location without a state) and changes the password without signing this device out', async () => {
    const member = await signedUpMember(app);
    const session = await signedInOnPhone(member);
    const { page } = session;

    await page.goto('/settings');
    const profile = page.getByRole('form', { name: 'Profile' });
    await expect.poll(() => profile.getByLabel('First name').inputValue()).toBe('Test');
    await profile.getByLabel('Location').fill('Houston');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByRole('alert').filter({ hasText: "Location must look like 'City, State'" }).waitFor();
    await profile.getByLabel('First name').fill('Ana');
    await profile.getByLabel('Location').fill('Houston, TX');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByRole('status').filter({ hasText: 'Your profile has been saved.' }).waitFor();
    expect((await member.client.get('/api/auth/me')).body).toMatchObject({ firstName: 'Ana', location: 'Houston, TX' });
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await screenshot(page, 'settings-360');

    // Email preferences: each change is saved as it is ticked.
    const trades = page.getByRole('checkbox', { name: 'Trades by Email' });
    await expect.poll(() => trades.isChecked()).toBe(true);
    await trades.click();
    await expect.poll(async () => (await member.client.get('/api/user/mail-preferences')).body.preferences.find((each: { kind: string }) => each.kind === 'trades')?.enabled).toBe(false);
    await expect.poll(() => trades.isChecked()).toBe(false);

    const password = page.getByRole('form', { name: 'Password' });
    await password.getByLabel('Current password').fill('not-my-password');
    await password.getByLabel('New password', { exact: true }).fill('a-new-long-password');
    await password.getByLabel('Confirm new password').fill('a-new-long-password');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByRole('alert').filter({ hasText: 'Your current password is not correct.' }).waitFor();
    await password.getByLabel('Current password').fill(member.password);
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor();

    // This device is still signed in; the member's other session (the test's client) is over.
    expect((await session.context.request.get(`${app.url}/api/auth/me`)).status()).toBe(200);
    expect((await member.client.get('/api/auth/me')).status).toBe(401);
    await page.reload();
    await expect.poll(() => page.getByRole('form', { name: 'Profile' }).getByLabel('First name').inputValue()).toBe('Ana');

    const desktop = await openPage(browser, app.url, DESKTOP);
    expect((await desktop.context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: 'a-new-long-password' } })).status()).toBe(200);
    await desktop.page.goto('/settings');
    await desktop.page.getByRole('form', { name: 'Password' }).waitFor();
    await screenshot(desktop.page, 'settings-desktop');
  });

  it('closes the account after the password is given, signs this device out and shows the home page', async () => {
    const member = await signedUpMember(app);
    const session = await signedInOnPhone(member);
    const { page } = session;
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Close my account…' }).click();
    const closing = page.getByRole('form', { name: 'Close account' });
    await closing.getByLabel('Your password').fill('not-my-password');
    await closing.getByRole('button', { name: 'Close my account for good' }).click();
    await closing.getByRole('alert').filter({ hasText: 'Your password is not correct.' }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await screenshot(page, 'settings-close-account-360');
    await closing.getByLabel('Your password').fill(member.password);
    await closing.getByRole('button', { name: 'Close my account for good' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByText('Your account is closed.').first().waitFor();
    expect((await session.context.request.get(`${app.url}/api/auth/me`)).status()).toBe(401);
    expect((await app.client().post('/api/auth/login', { email: member.email, password: member.password })).status).toBe(401);
  });

  it('saves the language chosen on the settings page for the member', async () => {
    const member = await signedUpMember(app);
    const session = await signedInOnPhone(member);
    const { page } = session;
    await page.goto('/settings');
    await page.locator('section[aria-labelledby="language-heading"]').getByRole('button', { name: 'Español' }).click();
    await expect.poll(async () => (await member.client.get('/api/auth/me')).body.language).toBe('es');
    await expect.poll(() => page.evaluate('document.documentElement.lang')).toBe('es');
  });
});
