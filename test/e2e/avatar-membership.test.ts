import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { seedDemoInvitations } from '@barteraid/command-api';
import { startTestApp, type TestApp } from '../support/test-app';
import { DESKTOP, launchBrowser, openPage, PHONE, screenshot, type BrowserSession } from '../support/browser';
import { seriousViolations } from '../support/accessibility';
import { solidPng } from '../support/images';
import { openInApp } from '../support/in-app';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  // The demo invitation codes, as `npm start` seeds them.
  const position = await seedDemoInvitations({ store: app.store, actorId: null, correlationId: randomUUID() }, { logins: [], memberIds: new Map(), position: 0 });
  await app.projector.caughtUp(position!);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signedIn(viewport: { width: number; height: number } = DESKTOP): Promise<BrowserSession> {
  const session = await openPage(browser, app.url, viewport);
  session.context.setDefaultTimeout(15_000);
  const member = await app.client().signUp();
  await session.context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } });
  return session;
}

describe('avatar upload', () => {
  it('checks the file, previews it, uploads it and shows it in the header', async () => {
    const { page, context, pageErrors, cspViolations } = await signedIn();
    await page.goto('/avatar-upload');
    const input = page.getByLabel('Choose an image');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Please select an image file (JPG, PNG, GIF, etc.)', { exact: true }).waitFor();
    expect(await page.getByText('Invalid File Type').count()).toBeGreaterThan(0);

    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([solidPng(), Buffer.alloc(5 * 1024 * 1024)]) });
    await page.getByText('Please select an image smaller than 5MB', { exact: true }).waitFor();
    expect(await page.getByText('File Too Large').count()).toBeGreaterThan(0);

    // Declared an image, but the server finds the bytes are not: the PUT fails.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>not a picture</html>') });
    await page.getByRole('button', { name: 'Upload Avatar' }).click();
    await page.getByText(/^Failed to upload file: Invalid File: the file's contents are not a valid image\/png file/).waitFor();
    expect(await page.getByText('Upload Failed').count()).toBeGreaterThan(0);

    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(64) });
    await page.getByRole('img', { name: 'Preview of your new avatar' }).waitFor();
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Upload Avatar' }).click()]);

    // After the reload the header and the page show the stored image.
    const headerAvatar = page.locator('header img[src^="/api/objects/"]');
    await headerAvatar.waitFor();
    await page.getByRole('img', { name: 'Your current avatar' }).waitFor();
    expect(await headerAvatar.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(64);
    const src = await headerAvatar.getAttribute('src');
    const me = await (await context.request.get(`${app.url}/api/auth/me`)).json();
    expect(me.avatar).toBe(src);
    expect(pageErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('membership', () => {
  it('starts a guest trial with a demo invitation code', async () => {
    const { page, context } = await signedIn();
    await page.goto('/membership');
    await page.getByRole('heading', { name: /Your current membership: Standard Member/ }).waitFor();

    await page.getByRole('button', { name: 'Start Trial: Guest Trial' }).click();
    await page.getByRole('button', { name: 'Start Trial', exact: true }).click();
    await page.locator('form [role="alert"]').getByText('Invitation Code Required: Please enter a valid invitation code.').waitFor();

    await page.getByLabel('Invitation code').fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Start Trial', exact: true }).click();
    await page.locator('form [role="alert"]').getByText('Invalid Invitation Code: Please enter a valid invitation code.').waitFor();

    await page.getByLabel('Invitation code').fill('welcome-trial');
    await page.getByRole('button', { name: 'Start Trial', exact: true }).click();
    await page.getByText('Trial Access Granted!', { exact: true }).waitFor();
    await page.getByRole('heading', { name: /Your current membership: Guest Trial/ }).waitFor();
    await page.getByText(/Trial ends .* \(60 days left\)\./).waitFor();
    await page.getByRole('button', { name: 'Current plan: Guest Trial' }).waitFor();
    await context.close();

    // The code was single-use.
    const late = await signedIn();
    await late.page.goto('/membership');
    await late.page.getByRole('button', { name: 'Start Trial: Guest Trial' }).click();
    await late.page.getByLabel('Invitation code').fill('WELCOME-TRIAL');
    await late.page.getByRole('button', { name: 'Start Trial', exact: true }).click();
    await late.page.locator('form [role="alert"]').getByText('Invitation Code Used: This invitation code has already been used.').waitFor();
    await late.context.close();
  }, 60_000);

  it('submits an application for review and shows it as pending', async () => {
    const { page, context } = await signedIn();
    await page.goto('/membership');
    await page.getByRole('button', { name: 'Apply: Emergency Services Business' }).click();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.locator('form [role="alert"]').getByText('Incomplete Application: Please provide a reason for your application.').waitFor();
    await page.getByLabel('Why are you applying?').fill('We run the only generator repair shop in the parish.');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Application Submitted', { exact: true }).waitFor();
    await page.getByText('We will review your application within 3-5 business days.', { exact: true }).waitFor();
    await page.getByText(/is under review \(sent .*\)\. We will get back to you within 3-5 business days\./).waitFor();
    await page.getByRole('button', { name: 'Under review: Emergency Services Business' }).waitFor();
    await context.close();
  }, 60_000);

  it('says plainly that payments are not set up when Stripe is not configured', async () => {
    const { page, context } = await signedIn();
    await page.goto('/membership');
    await page.getByRole('button', { name: /: Standard Member$/ }).click();
    await page.waitForURL('**/subscribe');
    await page.getByText('Card payments are not set up on this server.', { exact: true }).waitFor();
    await context.close();
  }, 60_000);
});

describe('screenshots and accessibility', () => {
  for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`captures /membership with a pending application and /avatar-upload with a preview at ${label} width`, async () => {
      const { page, context } = await signedIn(viewport);
      await page.goto('/membership');
      await page.getByRole('heading', { name: /Your current membership/ }).waitFor();
      await page.getByRole('button', { name: 'Apply: Assistance Member' }).click();
      await page.getByLabel('Why are you applying?').fill('We receive SNAP benefits since the flood took our jobs.');
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await page.getByText(/is under review/).waitFor();
      await page.getByRole('button', { name: 'Start Trial: Guest Trial' }).click();
      await page.getByLabel('Invitation code').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.evaluate('window.scrollTo(0, 0)');
      await screenshot(page, `membership-${label}`);

      await openInApp(page, '/avatar-upload');
      await page.getByLabel('Choose an image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(64) });
      await page.getByRole('img', { name: 'Preview of your new avatar' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `avatar-upload-${label}`);

      await openInApp(page, '/subscribe');
      await page.getByText(/Card payments are not set up/).waitFor();
      await screenshot(page, `subscribe-${label}`);
      await context.close();
    }, 60_000);
  }
});
