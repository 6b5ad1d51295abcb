import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { grantAdminByEmail } from '@barteraid/command-api';
import { startTestApp, type TestApp } from '../support/test-app';
import { DESKTOP, launchBrowser, openPage, screenshot, type BrowserSession } from '../support/browser';
import { seriousViolations } from '../support/accessibility';
import { PRICE_ID, WEBHOOK_SECRET, invoiceObject, signedWebhook, startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in';

const NARROW = { width: 360, height: 780 } as const;
let browser: Browser;
let stripe: StripeStandIn;
let keyed: TestApp;
let plain: TestApp;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  [browser, keyed, plain] = await Promise.all([
    launchBrowser(),
    startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_PRICE_ID: PRICE_ID,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    }),
    startTestApp(),
  ]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([keyed?.stop(), plain?.stop()]);
  await stripe?.stop();
});

async function signedIn(app: TestApp, viewport: { width: number; height: number } = DESKTOP): Promise<BrowserSession & { memberId: string }> {
  const session = await openPage(browser, app.url, viewport);
  session.context.setDefaultTimeout(15_000);
  const member = await app.client().signUp({ membershipTier: 'standard' });
  await session.context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } });
  return { ...session, memberId: member.id };
}

describe('/subscribe without card payments set up', () => {
  for (const [label, viewport] of [['360', NARROW], ['1280', DESKTOP]] as const) {
    it(`says plainly that card payments are not set up and how to reach the team, with no error, at ${label} px`, async () => {
      const { page, context, pageErrors, cspViolations } = await signedIn(plain, viewport);
      const subscriptionCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/create-subscription') || request.url().includes('stripe.com')) subscriptionCalls.push(request.url());
      });
      await page.goto('/subscribe');
      const notice = page.getByRole('status').filter({ hasText: 'Card payments are not set up on this server.' });
      await notice.waitFor();
      await notice.getByRole('link', { name: 'contact form' }).waitFor();
      await page.getByText(/^2x welcome credits/).first().waitFor();
      expect(await page.getByText(/try again/i).count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(subscriptionCalls).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `subscribe-not-set-up-${label}`);
      expect(pageErrors).toEqual([]);
      expect(cspViolations).toEqual([]);
      await context.close();
    }, 60_000);
  }
});

describe('/subscribe with card payments set up', () => {
  for (const [label, viewport] of [['360', NARROW], ['1280', DESKTOP]] as const) {
    it(`loads Stripe.js (served by the stand-in) and its Payment Element, confirms, and shows the outcome the webhook recorded, at ${label} px`, async () => {
      const { page, context, pageErrors, cspViolations, memberId } = await signedIn(keyed, viewport);
      // The browser asks js.stripe.com, as in production; the stand-in answers in Stripe's place.
      await page.route('https://js.stripe.com/**', async (route) => {
        const script = await fetch(`${stripe.url}/stripe-js`);
        await route.fulfill({ status: 200, contentType: 'text/javascript', body: await script.text() });
      });
      await page.goto('/subscribe');
      const card = page.getByTestId('stand-in-card');
      await card.waitFor();
      await card.fill('4242 4242 4242 4242');
      const subscription = [...stripe.subscriptions.values()].find((each) => each.metadata.memberId === memberId)!;
      expect(await page.evaluate<string | undefined>('window.__standInClientSecret')).toBe(`pi_${subscription.id}_secret_standin`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `subscribe-card-form-${label}`);

      await page.getByRole('button', { name: 'Pay $10.00 and subscribe' }).click();
      await page.waitForURL('**/dashboard?payment=success');
      await page.getByText(/We are waiting for your bank\./).waitFor();

      const signed = signedWebhook({ id: `evt_${randomUUID()}`, type: 'invoice.paid', object: invoiceObject(subscription) });
      const delivered = await fetch(`${keyed.url}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature }, body: signed.payload });
      expect(delivered.status).toBe(200);
      await page.getByText('Payment received — you are a standard member.', { exact: true }).waitFor({ timeout: 20_000 });
      await screenshot(page, `dashboard-payment-received-${label}`);

      await page.goto('/membership');
      await page.getByRole('heading', { name: /Your current membership: Standard Member/ }).waitFor();
      await page.getByRole('button', { name: 'Cancel standard membership' }).waitFor();
      await screenshot(page, `membership-standard-${label}`);
      expect(pageErrors).toEqual([]);
      expect(cspViolations).toEqual([]);
      await context.close();
    }, 90_000);
  }
});

describe('the admin view of payments', () => {
  for (const [label, viewport] of [['360', NARROW], ['1280', DESKTOP]] as const) {
    it(`shows revenue collected, the Payments tab and a member's membership history at ${label} px`, async () => {
      const payer = await keyed.client().signUp({ membershipTier: 'standard' });
      const client = keyed.client();
      await client.post('/api/auth/login', { email: payer.email, password: payer.password });
      const setup = await client.post('/api/create-subscription');
      const subscription = stripe.subscriptions.get(setup.body.subscriptionId)!;
      for (const type of ['invoice.paid', 'invoice.payment_failed']) {
        const signed = signedWebhook({ id: `evt_${randomUUID()}`, type, object: invoiceObject(subscription) });
        await fetch(`${keyed.url}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature }, body: signed.payload });
      }

      const session = await openPage(browser, keyed.url, viewport);
      session.context.setDefaultTimeout(15_000);
      const admin = await keyed.client().signUp({ membershipTier: 'free_assistance' });
      const granted = await grantAdminByEmail({ store: keyed.store, actorId: null, correlationId: randomUUID() }, admin.email, 'test');
      await keyed.projector.caughtUp(granted.position!);
      await session.context.request.post(`${keyed.url}/api/auth/login`, { data: { email: admin.email, password: admin.password } });
      const { page } = session;
      await page.goto('/admin');
      await page.getByText('Collected this month').waitFor();
      await page.getByRole('tab', { name: 'Payments' }).click();
      await page.getByRole('heading', { name: 'Recent payments' }).waitFor();
      // The phone list or the desktop table, whichever shows at this width.
      await page.getByText('Failed', { exact: true }).locator('visible=true').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `admin-payments-${label}`);

      await page.goto(`/admin/members/${payer.id}`);
      await page.getByRole('heading', { name: 'Membership history' }).waitFor();
      await page.getByText(/^Payment received: 10\.00 USD/).waitFor();
      await page.getByRole('heading', { name: 'Membership history' }).scrollIntoViewIfNeeded();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, `admin-member-membership-history-${label}`);
      expect(session.pageErrors).toEqual([]);
      await session.context.close();
    }, 90_000);
  }
});
