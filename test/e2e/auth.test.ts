import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../support/test-app';
import { openPage, type BrowserSession, withAppAndBrowser } from '../support/browser';

let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

async function session(): Promise<BrowserSession> {
  return openPage(browser, app.url);
}

function newMember() {
  const suffix = randomBytes(4).toString('hex');
  return {
    firstName: 'Rosa',
    lastName: 'Diaz',
    username: `rosa_${suffix}`,
    email: `rosa_${suffix}@example.org`,
    password: 'sturdy-password-42',
  };
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('registration and sign-in', () => {
  it('registers, signs in and shows the 50-credit welcome balance', async () => {
    const { page, context, pageErrors } = await session();
    const member = newMember();
    await page.goto('/auth/register');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Create your account');
    await page.getByLabel('First name').fill(member.firstName);
    await page.getByLabel('Last name').fill(member.lastName);
    await page.getByLabel('Username').fill(member.username);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByLabel('Confirm password').fill(member.password);
    await page.getByLabel('Location').fill('Austin, TX');
    await page.getByRole('checkbox', { name: /terms and conditions/ }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();

    // Signing in leads to the dashboard, whatever the tier (standard, the form's default, included).
    await page.waitForURL((url) => url.pathname === '/auth/login' && url.search === '');
    // The register form (with its own Email and Password fields) can still be on screen for a moment.
    await page.getByRole('heading', { name: 'Sign in to BarterAid' }).waitFor();
    // A new member is not welcomed "back", on the page or after signing in.
    expect(await page.getByText(/welcome back/i).count()).toBe(0);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // The greeting comes with the answer (a toast goes away again: it is read at once).
    await page.getByRole('status').filter({ hasText: /Welcome to BarterAid!|Login Failed/ }).first().waitFor();

    // On failure this shows what the page said instead of only a timeout.
    await expect
      .poll(async () => (new URL(page.url()).pathname === '/dashboard' ? 'dashboard' : (await page.getByRole('alert').allTextContents()).join(' | ')), {
        timeout: 30_000,
      })
      .toBe('dashboard');
    await page.getByTestId('credit-balance').waitFor();
    expect(await page.getByTestId('credit-balance').textContent()).toContain('50.00');
    await page.getByText('$50.00').waitFor();
    await page.getByRole('heading', { name: `Welcome, ${member.firstName}` }).waitFor();
    expect(await page.getByText(/welcome back/i).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('checks the register form in the stated order', async () => {
    const { page, context } = await session();
    await page.goto('/auth/register');
    const create = page.getByRole('button', { name: 'Create Account' });
    const alert = page.locator('form [role="alert"]');
    const expectAlert = async (text: string) => expect.poll(() => alert.textContent()).toBe(text);

    await create.click();
    await expectAlert('Missing Information: Please fill in all required fields.');

    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Username').fill('ana_lee');
    await page.getByLabel('Email').fill('ana@example.org');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await create.click();
    await expectAlert('Missing Information: Please fill in all required fields.');

    await page.getByLabel('Confirm password').fill('different');
    await create.click();
    await expectAlert('Password Mismatch: Password and confirm password must match.');

    await page.getByLabel('Confirm password').fill('short');
    await create.click();
    await expectAlert('Weak Password: Password must be at least 8 characters long.');

    await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
    await page.getByLabel('Confirm password').fill('long-enough-1');
    await create.click();
    await expectAlert('Terms Required: Please agree to the terms and conditions.');

    // The same messages arrive as toasts.
    await page.getByRole('status').filter({ hasText: 'Terms Required' }).first().waitFor();

    await page.getByLabel('Membership type').selectOption('free_assistance');
    await page.getByText('Free memberships require verification after account creation.').waitFor();
    await context.close();
  });

  it('shows the server message when sign-in fails, and the missing-fields message first', async () => {
    const { page, context } = await session();
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.locator('form [role="alert"]').getByText('Missing Information: Please enter both email and password.').waitFor();

    await fillLogin(page, 'nobody@example.org', 'wrong-password-1');
    const toast = page.getByRole('status').filter({ hasText: 'Login Failed' }).first();
    await toast.waitFor();
    expect(page.url()).toContain('/auth/login');
    await context.close();
  });

  it('sends signed-out visitors to sign in and back to the page they asked for', async () => {
    const api = app.client();
    const member = await api.signUp();
    const { page, context } = await session();
    await page.goto('/membership');
    await page.waitForURL('**/auth/login?next=%2Fmembership');
    await fillLogin(page, member.email, member.password);
    await page.waitForURL('**/membership');
    await context.close();
  });

  /** A member signed in through the form, on their dashboard. */
  async function signedInOnDashboard() {
    const member = await app.client().signUp();
    const opened = await session();
    await opened.page.goto('/auth/login');
    await fillLogin(opened.page, member.email, member.password);
    await opened.page.waitForURL('**/dashboard');
    return { member, ...opened };
  }

  /** Logout from the account menu; the device then reads as signed out. */
  async function signOutFromMenu(page: Page, username: string) {
    await page.getByRole('button', { name: `Account menu for ${username}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
  }

  it('signs out from the user menu', async () => {
    const { member, page, context } = await signedInOnDashboard();
    await signOutFromMenu(page, member.username);
    await page.goto('/dashboard');
    await page.waitForURL('**/auth/login?next=%2Fdashboard');
    await context.close();
  });

  it('signs out on the device even when the server refuses, and ends the server session at the next check', async () => {
    const { member, page, context } = await signedInOnDashboard();
    // Sent with an out-of-date security token: the gateway refuses the sign-out with 403.
    await context.route(
      '**/api/auth/logout',
      (route) => route.continue({ headers: { ...route.request().headers(), 'x-csrf-token': 'out-of-date' } }),
      { times: 1 },
    );
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout') && response.status() === 403);
    await signOutFromMenu(page, member.username);
    await refused;
    // The next session check ends the server's session with the fresh token.
    await expect.poll(() => page.evaluate("localStorage.getItem('barteraid.sign-out-pending')")).toBeNull();
    expect((await context.request.get(`${app.url}/api/auth/me`)).status()).toBe(401);
    await page.goto('/dashboard');
    await page.waitForURL('**/auth/login?next=%2Fdashboard');
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page, context } = await session();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await context.close();
  });
});
