import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signedUpMember, signUpAdmin, type SignedUpMember, type TestApp } from '../support/test-app';
import path from 'node:path';
import { DESKTOP, openPage, screenshot, screenshotDir, withAppAndBrowser } from '../support/browser';
import { seriousViolations } from '../support/accessibility';
import { openInApp } from '../support/in-app';

/**
 * A member reports a listing from its page; an admin suspends its owner from the Reports tab; the
 * owner is refused at sign-in with the reason. Screens are captured at 360 px and 1280 px.
 */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

const PHONE_360 = { width: 360, height: 780 } as const;
/** What is on screen (a dialog over the page), not the whole page. */
const screenshotView = (page: Page, name: string) => page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

async function signedIn(email: string, password: string, viewport: { width: number; height: number } = DESKTOP) {
  const session = await openPage(browser, app.url, viewport);
  session.context.setDefaultTimeout(15_000);
  const login = await session.context.request.post(`${app.url}/api/auth/login`, { data: { email, password } });
  expect(login.status()).toBe(200);
  return session;
}

async function postListing(owner: SignedUpMember) {
  const res = await owner.client.post('/api/listings', {
    title: 'Generator, pay by wire first',
    description: 'A 3500W generator. Send the money by wire transfer before pickup, no credits.',
    category: 'tools-equipment',
    type: 'offer',
    credits: '20.00',
    location: 'Houston, TX',
  });
  expect(res.status).toBe(201);
  return res.body.listing.id as string;
}

describe('reports, suspension and blocking in the browser', () => {
  it('a member reports a listing; an admin suspends its owner from the Reports tab', async () => {
    // Two neighbours report it, one on a phone, one on a desktop: a member has one open report per listing.
    const [owner, ...reporters] = [await signedUpMember(app), await signedUpMember(app), await signedUpMember(app)];
    const admin = await signUpAdmin(app);
    const listingId = await postListing(owner);
    // The owner is signed in on their phone when the suspension comes.
    const ownerPhone = await signedIn(owner.email, owner.password, PHONE_360);
    await ownerPhone.page.goto('/dashboard');
    await ownerPhone.page.getByTestId('credit-balance').waitFor();

    for (const [index, viewport] of [PHONE_360, DESKTOP].entries()) {
      const reporter = reporters[index]!;
      const r = await signedIn(reporter.email, reporter.password, viewport);
      await r.page.goto(`/listings/${listingId}`);
      await r.page.getByRole('button', { name: 'Report this listing' }).click();
      const dialog = r.page.getByRole('dialog', { name: 'Report this listing' });
      await dialog.getByLabel('What kind of problem is it?').selectOption('fraud');
      // Too short first: the form says so next to the field.
      await dialog.getByLabel('What happened?').fill('Wire');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await dialog.getByText('Please write at least 10 characters.').waitFor();
      await dialog.getByLabel('What happened?').fill('The owner asks for a wire transfer before pickup instead of credits.');
      expect(await seriousViolations(r.page)).toEqual([]);
      await screenshotView(r.page, `report-listing-dialog-${viewport.width}`);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await dialog.getByText(/Thank you for your report\. .* Your reference is MR-[0-9A-F]{8}\./).waitFor();
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      expect(r.pageErrors).toEqual([]);
      await r.context.close();
    }

    const a = await signedIn(admin.email, admin.password);
    await a.page.goto('/admin');
    await a.page.getByRole('tab', { name: /^Reports/ }).click();
    const item = a.page.getByRole('listitem', { name: /^Report MR-[0-9A-F]{8}: Listing, Open$/ }).first();
    await item.getByText('Send the money by wire transfer before pickup', { exact: false }).waitFor();
    await item.getByText('The owner asks for a wire transfer before pickup instead of credits.').waitFor();
    expect(await seriousViolations(a.page)).toEqual([]);
    await screenshot(a.page, 'admin-reports-1280');
    await a.page.setViewportSize(PHONE_360);
    await screenshot(a.page, 'admin-reports-360');
    await a.page.setViewportSize(DESKTOP);

    await item.getByRole('button', { name: 'Suspend member' }).click();
    await item.getByRole('button', { name: 'Suspend member' }).click();
    await item.getByText('Please write the reason.').waitFor();
    await item.getByLabel('Reason').fill('Asked members to pay by wire transfer outside BarterAid.');
    expect(await seriousViolations(a.page)).toEqual([]);
    await screenshot(a.page, 'admin-suspend-form-1280');
    await item.getByRole('button', { name: 'Suspend member' }).click();
    await toast(a.page, 'Member suspended.').waitFor();
    const suspended = a.page.getByRole('region', { name: /Suspended members/ });
    await suspended.getByText(`@${owner.username}`).waitFor();
    await suspended.getByText('Asked members to pay by wire transfer outside BarterAid.').waitFor();
    await screenshot(a.page, 'admin-suspended-1280');

    // The phone that was signed in goes to sign-in by itself (its live connection ends), saying why.
    await ownerPhone.page.waitForURL((url) => url.pathname === '/auth/login');
    await ownerPhone.page.getByRole('alert').getByText('You were signed out because your account is suspended. Sign in to read why and how to appeal.').waitFor();

    // The owner, signing in again on that phone, is refused with the reason and how to appeal.
    const o = ownerPhone;
    await o.page.getByLabel('Email').fill(owner.email);
    await o.page.getByLabel('Password', { exact: true }).fill(owner.password);
    await o.page.getByRole('button', { name: 'Sign In' }).click();
    await o.page.getByRole('alert').getByText(/Your account is suspended\. Reason: Asked members to pay by wire transfer outside BarterAid\..*\/contact/).waitFor();
    await o.page.getByRole('link', { name: 'Appeal through the contact form' }).waitFor();
    await screenshotView(o.page, 'suspended-sign-in-360');

    // Lifting brings the member back.
    await suspended.getByRole('button', { name: `Lift the suspension of ${owner.username}` }).click();
    await toast(a.page, 'Suspension lifted.').waitFor();
    await suspended.getByText('No member is suspended.').waitFor();
    expect(a.pageErrors).toEqual([]);
    await a.context.close();
    await o.context.close();
  }, 120_000);

  it('a member blocks the other from a conversation and unblocks them in Settings', async () => {
    const [owner, buyer] = [await signedUpMember(app), await signedUpMember(app)];
    const listingId = await postListing(owner);
    const trade = await buyer.client.post('/api/trades', { listingId, proposedTerms: 'Pick up Saturday' });
    expect((await buyer.client.post('/api/messages', { tradeId: trade.body.id, recipientId: owner.id, content: 'Can I pay in cash instead?', messageType: 'text' })).status).toBe(201);

    // One device, seen at phone then desktop width.
    const o = await signedIn(owner.email, owner.password, PHONE_360);
    await o.page.goto(`/messages?trade=${trade.body.id}`);
    for (const viewport of [PHONE_360, DESKTOP]) {
      await o.page.setViewportSize(viewport);
      await o.page.getByRole('region', { name: 'Conversation' }).getByText('Can I pay in cash instead?').waitFor();
      expect(await seriousViolations(o.page)).toEqual([]);
      await screenshotView(o.page, `conversation-actions-${viewport.width}`);
      // Reporting one message shows which message it is.
      await o.page.getByRole('button', { name: `Report a message from ${buyer.username}` }).click();
      const dialog = o.page.getByRole('dialog', { name: `Report a message from ${buyer.username}` });
      await dialog.getByRole('blockquote').getByText('Can I pay in cash instead?').waitFor();
      await screenshotView(o.page, `report-message-dialog-${viewport.width}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }

    await o.page.setViewportSize(PHONE_360);
    await o.page.getByRole('button', { name: `Block ${buyer.username}` }).click();
    const confirm = o.page.getByRole('dialog', { name: `Block ${buyer.username}?` });
    await screenshotView(o.page, 'block-dialog-360');
    await confirm.getByRole('button', { name: `Block ${buyer.username}` }).click();
    await toast(o.page, `You blocked ${buyer.username}.`).waitFor();
    expect((await buyer.client.post('/api/messages', { tradeId: trade.body.id, recipientId: owner.id, content: 'Hello?', messageType: 'text' })).status).toBe(403);

    await openInApp(o.page, '/settings');
    const blocked = o.page.getByRole('region', { name: 'Blocked members' });
    await blocked.getByRole('link', { name: buyer.username }).waitFor();
    expect(await seriousViolations(o.page)).toEqual([]);
    await screenshot(o.page, 'settings-blocked-360');
    await o.page.setViewportSize(DESKTOP);
    await screenshot(o.page, 'settings-blocked-1280');
    await blocked.getByRole('button', { name: `Unblock ${buyer.username}` }).click();
    await blocked.getByText('You have not blocked anyone.', { exact: false }).waitFor();
    expect((await buyer.client.post('/api/messages', { tradeId: trade.body.id, recipientId: owner.id, content: 'Hello?', messageType: 'text' })).status).toBe(201);
    expect(o.pageErrors).toEqual([]);
    await o.context.close();
  }, 120_000);

  it('a member reports and blocks another from their profile', async () => {
    const [member, viewer] = [await signedUpMember(app), await signedUpMember(app)];
    await postListing(member);
    // One device, seen at phone then desktop width; the report and the block at desktop width.
    const v = await signedIn(viewer.email, viewer.password, PHONE_360);
    await v.page.goto(`/members/${member.username}`);
    for (const viewport of [PHONE_360, DESKTOP]) {
      await v.page.setViewportSize(viewport);
      await v.page.getByRole('heading', { name: member.username, level: 1 }).waitFor();
      expect(await seriousViolations(v.page)).toEqual([]);
      await screenshot(v.page, `profile-actions-${viewport.width}`);
    }
    await v.page.getByRole('button', { name: 'Report' }).click();
    const dialog = v.page.getByRole('dialog', { name: `Report ${member.username}` });
    await dialog.getByLabel('What kind of problem is it?').selectOption('harassment');
    await dialog.getByLabel('What happened?').fill('Keeps sending me messages after I said no.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText(/Your reference is MR-/).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    await v.page.getByRole('button', { name: 'Block' }).click();
    await v.page.getByRole('dialog', { name: `Block ${member.username}?` }).getByRole('button', { name: `Block ${member.username}` }).click();
    await v.page.getByRole('button', { name: 'Unblock' }).waitFor();
    expect(v.pageErrors).toEqual([]);
    await v.context.close();
  }, 120_000);
});
