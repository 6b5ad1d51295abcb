import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { grantAdminByEmail } from '@barteraid/command-api';
import type { TestApp } from '../support/test-app';
import { DESKTOP, openPage, PHONE, screenshot, withAppAndBrowser } from '../support/browser';
import { solidPng } from '../support/images';
import { seriousViolations } from '../support/accessibility';
import { openInApp } from '../support/in-app';

/** A member verifies in the browser, an admin approves in /admin, and the member's pages show it. */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

const eventually = { timeout: 15_000, interval: 100 };
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text }).first();

async function signedIn(email: string, password: string, viewport: { width: number; height: number } = DESKTOP) {
  const session = await openPage(browser, app.url, viewport);
  session.context.setDefaultTimeout(15_000);
  const login = await session.context.request.post(`${app.url}/api/auth/login`, { data: { email, password } });
  expect(login.status()).toBe(200);
  return session;
}

async function newAdmin() {
  const client = app.client();
  const admin = await client.signUp({ firstName: 'Ada', lastName: 'Admin' });
  const { position } = await grantAdminByEmail({ store: app.store, actorId: null, correlationId: randomUUID() }, admin.email, 'test');
  await app.projector.caughtUp(position ?? (await app.store.headPosition()));
  return admin;
}

describe('verification and the admin dashboard', () => {
  it('a member submits a verification, an admin approves it in /admin, and the dashboard and listing show the member verified', async () => {
    const memberClient = app.client();
    const member = await memberClient.signUp({ firstName: 'Rosa', lastName: 'Diaz' });
    const listing = await memberClient.post('/api/listings', {
      title: 'Canned soup for neighbours',
      description: 'A box of twelve cans of vegetable soup, unopened.',
      category: 'food-water',
      type: 'offer',
      credits: '6',
      location: 'Tulsa, OK',
    });
    expect(listing.status).toBe(201);
    const admin = await newAdmin();

    // The member fills in the EBT form and uploads a document.
    const m = await signedIn(member.email, member.password);
    await m.page.goto('/verification-forms');
    await m.page.getByRole('heading', { level: 1, name: 'Verification' }).waitFor();
    const submitButton = m.page.getByRole('button', { name: 'Submit Verification' });
    expect(await submitButton.isDisabled()).toBe(true);
    await m.page.getByText('EBT cardholder', { exact: true }).click();
    expect(await m.page.getByRole('radio', { name: /EBT cardholder/ }).isChecked()).toBe(true);
    await m.page.getByLabel('EBT card number (last 4 digits)').fill('9876');
    await m.page.getByLabel('Issuing state').selectOption('Oklahoma');
    await m.page.getByLabel('Household size').fill('3');
    await m.page.getByLabel('Monthly benefit').fill('$410');
    expect(await submitButton.isDisabled()).toBe(true);
    await m.page.getByLabel('Documents').setInputFiles({ name: 'ebt-card.png', mimeType: 'image/png', buffer: solidPng() });
    await m.page.getByText('ebt-card.png').waitFor();
    await screenshot(m.page, 'verification-forms-desktop');
    await submitButton.click();
    await toast(m.page, 'We will review your documents within 3-5 business days.').waitFor();
    await m.page.getByRole('heading', { name: 'Verification pending review' }).waitFor();
    await expect.poll(() => submitButton.count(), eventually).toBe(0);

    // The admin sees it first in the queue, with the uploaded document, and approves it.
    const a = await signedIn(admin.email, admin.password);
    await a.page.goto('/admin');
    await a.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await a.page.getByRole('tab', { name: /Verifications/ }).click();
    const item = a.page.getByRole('listitem', { name: `EBT cardholder verification from ${member.username}` });
    await item.waitFor();
    await item.getByText('Oklahoma').waitFor();
    await item.getByRole('link', { name: 'ebt-card.png' }).waitFor();
    // At 1280 px every tab holds its label and its count: nothing runs into the next tab.
    const tabs = a.page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
    await tabs.filter({ hasText: /Verifications\s*1$/ }).waitFor();
    const boxes = [];
    for (const each of await tabs.all()) {
      const fits = await each.evaluate((tab) => (tab as unknown as { scrollWidth: number }).scrollWidth <= (tab as unknown as { clientWidth: number }).clientWidth);
      expect(fits, (await each.textContent()) ?? '').toBe(true);
      boxes.push((await each.boundingBox())!);
    }
    for (const [index, box] of boxes.entries()) {
      for (const other of boxes.slice(index + 1)) {
        const apart = box.x + box.width <= other.x || other.x + other.width <= box.x || box.y + box.height <= other.y || other.y + other.height <= box.y;
        expect(apart).toBe(true);
      }
    }
    await screenshot(a.page, 'admin-verifications-desktop');
    // The member's live toast shows for 5 s and may come and go while the admin's page is still
    // being checked, so the member's page is watched from the click on.
    const memberToast = toast(m.page, /Verification approved|Free membership available/).waitFor({ timeout: 60_000 });
    await item.getByRole('button', { name: 'Approve' }).click();
    await toast(a.page, 'User verification approved successfully.').waitFor();
    await expect.poll(() => item.getByText('approved', { exact: true }).count(), eventually).toBe(1);

    // Live on the member's open page: a toast (one at a time: the approval's, then the free
    // membership it qualifies for replaces it), and the page shows them verified.
    await memberToast;
    await m.page.getByRole('heading', { name: 'Verified' }).waitFor();
    const bell = (await memberClient.get('/api/notifications')).body as { title: string }[];
    expect(bell.map((notification) => notification.title)).toEqual(expect.arrayContaining(['Verification approved', 'Free membership available']));

    // The live decision refreshed the member's verification, which the dashboard's chip shows too.
    await openInApp(m.page, '/dashboard');
    await m.page.getByTestId('verification-chip').filter({ hasText: 'Verified member' }).waitFor();
    await openInApp(m.page, `/listings/${listing.body.listing.id}`);
    await m.page.getByRole('heading', { level: 1, name: 'Canned soup for neighbours' }).waitFor();
    await expect.poll(() => m.page.getByRole('img', { name: 'Verified member' }).count(), eventually).toBeGreaterThan(0);
    expect(m.pageErrors).toEqual([]);
    expect(a.pageErrors).toEqual([]);
    await m.context.close();
    await a.context.close();
  }, 120_000);

  it('members see Access Denied on /admin and make no admin requests', async () => {
    const member = await app.client().signUp();
    const { page, context } = await signedIn(member.email, member.password);
    const adminRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/')) adminRequests.push(request.url());
    });
    await page.goto('/admin');
    await page.getByText("Access Denied: You don't have permission to access the admin dashboard.").waitFor();
    await page.waitForLoadState('networkidle');
    expect(adminRequests).toEqual([]);
    await context.close();
  }, 60_000);

  it('the admin finds members, issues credits and sends a message with the spec messages; screenshots at phone and desktop width', async () => {
    const admin = await newAdmin();
    const targetClient = app.client();
    const target = await targetClient.signUp({ firstName: 'Tomas', lastName: 'Reyes' });
    const { page, context, pageErrors } = await signedIn(admin.email, admin.password);
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();

    // All Users: search, then jump to Management with the member chosen.
    await page.getByLabel('Search members').fill(target.username);
    await expect.poll(() => page.getByRole('button', { name: `Issue credits to ${target.username}` }).count(), eventually).toBe(1);
    await page.getByRole('button', { name: `Issue credits to ${target.username}` }).click();
    const issue = page.getByRole('form', { name: 'Issue credits' });
    await page.getByRole('heading', { name: /Issue credits.*Owner Only/ }).waitFor();
    await issue.getByRole('button', { name: 'Issue Credits' }).click();
    await toast(page, 'Please fill in all fields to issue credits.').waitFor();
    await issue.getByLabel('Amount').fill('12.5');
    await issue.getByLabel('Reason').fill('Storm relief');
    await issue.getByRole('button', { name: 'Issue Credits' }).click();
    await toast(page, 'Successfully issued 12.50 credits.').waitFor();
    expect((await targetClient.get('/api/user/credits')).body.balance).toBe('62.50');

    const send = page.getByRole('form', { name: 'Send a personal message' });
    await send.getByLabel('Subject').fill('Welcome');
    await send.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Please fill in all fields to send message.').waitFor();
    await send.getByLabel('Find member').fill(target.email);
    await expect.poll(() => send.getByLabel('Member', { exact: true }).locator('option').count(), eventually).toBe(2);
    await send.getByLabel('Member', { exact: true }).selectOption({ index: 1 });
    await send.getByLabel('Message').fill('Glad to have you with us.');
    await send.getByRole('button', { name: 'Send Message' }).click();
    await toast(page, 'Personal message sent successfully!').waitFor();
    const bell = (await targetClient.get('/api/notifications')).body as { title: string }[];
    expect(bell.map((item) => item.title)).toContain('Message from BarterAid: Welcome');

    // Analytics shows the real figures.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByText('New members', { exact: true }).waitFor();
    await page.getByText('Credits issued (welcome bonuses and grants)').waitFor();
    await screenshot(page, 'admin-analytics-desktop');
    expect(pageErrors).toEqual([]);

    await page.getByRole('tab', { name: 'All Users' }).click();
    await page.getByLabel('Search members').fill('');
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'admin-desktop');

    // The same dashboard at phone width.
    await page.setViewportSize(PHONE);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'admin-phone');
    await page.getByRole('tab', { name: 'Management' }).click();
    await screenshot(page, 'admin-phone-management');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByText('New members', { exact: true }).waitFor();
    await screenshot(page, 'admin-phone-analytics');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('the admin dashboard (every tab) and the filled-in verification form have no serious axe findings at phone and desktop width', async () => {
    const admin = await newAdmin();
    const waiting = app.client();
    await waiting.signUp();
    await waiting.post('/api/user/verification', {
      verificationType: 'business',
      formData: {
        businessName: 'Rapid Rescue', businessType: 'Emergency Response', licenseNumber: 'L-77', ein: '98-7654321',
        yearsOperation: 12, servicesOffered: 'Water rescue\nGenerators',
      },
      documents: ['license.pdf'],
    });
    const member = await app.client().signUp();
    // The admin's device and the member's, each seen at phone then desktop width; the member fills
    // in the form once.
    const a = await signedIn(admin.email, admin.password, PHONE);
    await a.page.goto('/admin');
    const m = await signedIn(member.email, member.password, PHONE);
    await m.page.goto('/verification-forms');
    await m.page.getByText('Emergency-service business', { exact: true }).click();
    await m.page.getByLabel('Documents').setInputFiles({ name: 'license.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
    for (const viewport of [PHONE, DESKTOP]) {
      await a.page.setViewportSize(viewport);
      await a.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
      const found: Record<string, unknown> = {};
      for (const tab of ['All Users', 'Verifications', 'Analytics', 'Management']) {
        await a.page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await a.page.waitForLoadState('networkidle');
        const violations = await seriousViolations(a.page);
        if (violations.length > 0) found[tab] = violations;
      }
      await a.page.getByRole('tab', { name: /^Verifications/ }).click();
      await a.page.getByRole('button', { name: 'Reject' }).first().click();
      const rejecting = await seriousViolations(a.page);
      if (rejecting.length > 0) found['Verifications (rejecting)'] = rejecting;

      await m.page.setViewportSize(viewport);
      const form = await seriousViolations(m.page);
      if (form.length > 0) found['verification form'] = form;
      expect(found, `${viewport.width}px`).toEqual({});
    }
    await a.context.close();
    await m.context.close();
  }, 120_000);
});
