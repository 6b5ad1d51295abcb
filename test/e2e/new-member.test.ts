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

  it('is not offered a guest trial at registration: it starts on /membership with its invitation code', async () => {
    const { context, page, pageErrors } = await phone('en-US');
    await page.goto('/auth/register');
    await expect
      .poll(() => page.getByLabel('Membership type').locator('option').allTextContents())
      .toEqual(['Standard: $10/month', 'Assistance / EBT: free, verified', 'Emergency business: free, verified']);
    await page.getByText('Invited for a guest trial? Create your account, then enter your invitation code on the Membership page.').waitFor();
    expect(await unreachableOnScreen(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();

    const spanish = await phone('es-US');
    await spanish.page.goto('/auth/register');
    await spanish.page.getByText('¿Tiene una invitación para una prueba? Cree su cuenta y luego escriba su código de invitación en la página de Membresía.').waitFor();
    expect(await spanish.page.getByLabel('Tipo de membresía').locator('option').count()).toBe(3);
    expect(await unreachableOnScreen(spanish.page)).toEqual([]);
    await spanish.context.close();
  }, 60_000);

  it('registered for a free tier reads on /membership that it is not verified yet, with the way to verify', async () => {
    const { context, page, pageErrors } = await phone('en-US');
    const member = await registerAndSignIn(page, 'Assistance / EBT: free, verified');
    // Nothing to pay: no banner about a payment.
    await page.getByTestId('credit-balance').waitFor();
    expect(await page.getByText('Your standard membership starts with your first $10 payment.').count()).toBe(0);
    await page.goto('/membership');
    const line = page.getByText('Not verified yet — verify to get this free membership', { exact: true });
    await line.waitFor();
    expect(await page.getByText(/pending|under review/i).count()).toBe(0);
    expect(await unreachableOnScreen(page)).toEqual([]);
    await line.getByRole('link', { name: 'verify', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/verification-forms');
    expect(pageErrors).toEqual([]);
    await context.close();

    const spanish = await phone('es-US');
    await signIn(spanish.context, member);
    await spanish.page.goto('/membership');
    const linea = spanish.page.getByText('Aún sin verificar — verifique su cuenta para obtener esta membresía gratis', { exact: true });
    await linea.waitFor();
    expect(await linea.getByRole('link', { name: 'verifique su cuenta' }).getAttribute('href')).toBe('/verification-forms');
    expect(await unreachableOnScreen(spanish.page)).toEqual([]);
    expect(spanish.pageErrors).toEqual([]);
    await spanish.context.close();
  }, 60_000);
});
