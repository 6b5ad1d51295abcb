import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../support/test-app';
import { openPage, PHONE, withAppAndBrowser } from '../support/browser';

let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

/** Each public page of the client and the main heading it must show. */
const publicPages: [string, string][] = [
  ['/', 'Trade what you have for what you need, even when cash runs out.'],
  ['/pricing-guide', 'Pricing Guide'],
  ['/faq', 'Frequently Asked Questions'],
  ['/auth/login', 'Sign in to BarterAid'],
  ['/auth/register', 'Create your account'],
  ['/auth/forgot-password', 'Reset your password'],
  ['/auth/sign-in-link', 'Sign in by email'],
  ['/auth/reset-password?token=abc', 'Choose a new password'],
  ['/mail/unsubscribe?token=abc', 'Email preferences'],
  ['/verification-forms', 'Verification'],
  ['/avatar-upload', 'Upload Avatar'],
  ['/messaging-guide', 'Messaging Guide'],
  ['/safety', 'Safety Tips'],
  ['/emergency', 'Emergency Help'],
  ['/guidelines', 'Community Guidelines'],
  ['/help', 'Help Center'],
  ['/contact', 'Contact Us'],
  ['/report', 'Report a Problem'],
  ['/disputes', 'Disputes'],
  ['/verification', 'Verification'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/cookies', 'Cookie Policy'],
  ['/accessibility', 'Accessibility'],
  ['/data-protection', 'Data Protection'],
  ['/test-login', 'Test Sign-In'],
  ['/simple-login', 'Simple Sign-In'],
  ['/quick-login', 'Quick Access'],
  ['/emergency-login', 'Emergency Access'],
  ['/direct-access', 'Direct Access'],
  ['/login-now', 'Sign In Now'],
  ['/working-login', 'Owner Sign-In'],
  ['/instant-login', 'Instant Access'],
  ['/mobile-login', 'Mobile Sign-In'],
  ['/secure-login', 'Secure Sign-In'],
  ['/auth-test', 'Sign-In Diagnostics'],
  ['/working-owner-login', 'Owner Sign-In'],
  ['/no-such-page', 'Page not found'],
];

const protectedPages: [string, string][] = [
  ['/dashboard', 'Welcome, Test'],
  ['/membership', 'Membership'],
  ['/subscribe', 'Subscribe'],
  ['/admin', 'Admin Dashboard'],
  ['/working-dashboard', 'Welcome, Test Member'],
  ['/settings', 'Settings'],
];

describe('every route', () => {
  it('renders the main heading of each public page', async () => {
    const { page, context, pageErrors, cspViolations } = await openPage(browser, app.url);
    context.setDefaultTimeout(10_000);
    for (const [path, text] of publicPages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor().catch(() => {
        throw new Error(`${path} has no main heading "${text}"`);
      });
    }
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
    await context.close();
  }, 90_000);

  it('redirects each protected page to sign-in, and shows it once signed in', async () => {
    const { page, context } = await openPage(browser, app.url);
    context.setDefaultTimeout(10_000);
    for (const [path] of protectedPages.filter(([path]) => path !== '/working-dashboard')) {
      await page.goto(path);
      await page.waitForURL(`**/auth/login?next=${encodeURIComponent(path)}`);
    }
    await page.goto('/working-dashboard');
    await page.waitForURL('**/working-owner-login');

    const member = await app.client().signUp();
    await context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } });
    for (const [path, text] of protectedPages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
    }
    await page.goto('/admin');
    await page.getByText("Access Denied: You don't have permission to access the admin dashboard.").waitFor();
    await context.close();
  }, 90_000);
});

describe('scroll position', () => {
  const scrollY = (page: Page) => page.evaluate<number>('window.scrollY');

  it('opens each newly loaded address at its top, and restores the offset on back and forward', async () => {
    const { page, context, pageErrors } = await openPage(browser, app.url, PHONE);
    context.setDefaultTimeout(10_000);
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    // The FAQ's text comes with the HTML: the app has taken it over once the header shows the Login link
    // (a smooth scroll begun as it takes over would end where the router restores the entry).
    await page.getByRole('link', { name: 'Login', exact: true }).first().waitFor();
    // Well inside the page, not at its very end: a restored offset is then exactly the one left.
    const faqOffset = 1200;
    await page.evaluate(`window.scrollTo(0, ${faqOffset})`);
    await expect.poll(() => scrollY(page)).toBe(faqOffset);

    // A full load of another address opens at its top, not at the FAQ's offset.
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrollY(page)).toBe(0);

    // Back restores where the member was on the FAQ; forward, the privacy page's top.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(faqOffset);
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await scrollY(page)).toBe(0);

    // Within the app too: a link opens its page at the top, back restores the offset.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(faqOffset);
    // Followed where the member is (a click through Playwright would scroll the footer into view first).
    await page.evaluate(`document.querySelector('footer a[href="/terms"]').click()`);
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    await expect.poll(() => scrollY(page)).toBe(faqOffset);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 60_000);
});
