import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newRegistration, type TestApp } from '../support/test-app';
import { withAppAndBrowser } from '../support/browser';
import { NARROW_PHONE, unreachableOnScreen } from '../support/phone-fit';

let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

/** A small phone's browser reading English or Spanish, with its page. */
async function phone(locale: 'en-US' | 'es-US'): Promise<{ context: BrowserContext; page: Page; pageErrors: Error[] }> {
  const context = await browser.newContext({ baseURL: app.url, viewport: NARROW_PHONE, locale, serviceWorkers: 'block' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { context, page, pageErrors };
}

/** Registers through the form (English) with the given tier and signs in through the sign-in page it leads to. */
async function registerAndSignIn(page: Page, tier: 'Standard: $10/month' | 'Assistance / EBT: free, verified') {
  const member = newRegistration();
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm password').fill(member.password);
  await page.getByLabel('Membership type').selectOption({ label: tier });
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  // Whatever the tier, on to sign in with nowhere else to go next.
  await page.waitForURL((url) => url.pathname === '/auth/login' && url.search === '');
  await page.getByRole('heading', { name: 'Sign in to BarterAid' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  return member;
}

const signIn = (context: BrowserContext, member: { email: string; password: string }) =>
  context.request.post('/api/auth/login', { data: { email: member.email, password: member.password } });

describe('a new member at 360 px', () => {
  it('registered as standard lands on the dashboard, where a plain banner offers to finish the membership or choose a free one', async () => {
    const { context, page, pageErrors } = await phone('en-US');
    const member = await registerAndSignIn(page, 'Standard: $10/month');
    const banner = page.getByText('Your standard membership starts with your first $10 payment.');
    await banner.waitFor();
    expect(await banner.textContent()).toBe(
      'Your standard membership starts with your first $10 payment. Finish your membership or choose a free membership if you qualify.',
    );
    expect(await page.getByRole('link', { name: 'Finish your membership' }).getAttribute('href')).toBe('/subscribe');
    expect(await page.getByRole('link', { name: 'choose a free membership' }).getAttribute('href')).toBe('/membership');
    expect(await unreachableOnScreen(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();

    // The same banner in Spanish.
    const spanish = await phone('es-US');
    await signIn(spanish.context, member);
    await spanish.page.goto('/dashboard');
    const aviso = spanish.page.getByText('Su membresía estándar empieza con su primer pago de 10 dólares.');
    await aviso.waitFor();
    expect(await aviso.textContent()).toBe(
      'Su membresía estándar empieza con su primer pago de 10 dólares. Complete su membresía o elija una membresía gratis si le corresponde.',
    );
    expect(await spanish.page.getByRole('link', { name: 'Complete su membresía' }).getAttribute('href')).toBe('/subscribe');
    expect(await unreachableOnScreen(spanish.page)).toEqual([]);
    expect(spanish.pageErrors).toEqual([]);
    await spanish.context.close();
  }, 60_000);
});
