import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../support/test-app';
import { openPage, withAppAndBrowser } from '../support/browser';

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
  ['/dashboard', 'Welcome back, Test'],
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
