import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signUpAdmin, signedUpMember, type TestApp } from '../support/test-app';
import { DESKTOP, openPage, screenshot, withAppAndBrowser } from '../support/browser';
import { seriousViolations } from '../support/accessibility';
import { solidPng } from '../support/images';
import { openInApp } from '../support/in-app';

/**
 * Disputes in the browser: the paying member opens one with a photo on a delivered trade, an
 * administrator splits the held credits 60/40 in the Disputes tab, both members see the decision
 * and their balances, then leave references and the paid member's profile shows the rating.
 */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

/** The narrowest phone the product supports. */
const SMALL_PHONE = { width: 360, height: 740 } as const;
const eventually = { timeout: 15_000, interval: 100 };

const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barteraid-dispute-'));
afterAll(() => fs.rmSync(photoDir, { recursive: true, force: true }));

async function signedIn(credentials: { email: string; password: string }, viewport: { width: number; height: number } = DESKTOP) {
  const session = await openPage(browser, app.url, viewport);
  const login = await session.context.request.post(`${app.url}/api/auth/login`, { data: { email: credentials.email, password: credentials.password } });
  expect(login.status()).toBe(200);
  // Generous: settlement runs in the background on small machines.
  session.context.setDefaultTimeout(15_000);
  return session;
}

/** The open conversation (the list beside it repeats the last message). */
const chat = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const balance = (page: Page, amount: string) => page.getByLabel(`${amount} barter credits`).first().waitFor();
/** What the screen shows (a dialog over the page), not the whole page. */
const viewportShot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });
const hasNoHorizontalScroll = (page: Page) => page.evaluate('document.documentElement.scrollWidth <= window.innerWidth');

describe('disputes', () => {
  it('opens a dispute with a photo, splits it 60/40 in the Disputes tab, shows both members the result, then references', async () => {
    const owner = await signedUpMember(app);
    const buyer = await signedUpMember(app);
    const admin = await signUpAdmin(app);
    const listing = await owner.client.post('/api/listings', {
      title: 'Battery radio with hand crank',
      description: 'Emergency radio with a hand crank, a torch and a phone charger.',
      category: 'tools-equipment',
      type: 'offer',
      credits: '20.00',
      location: 'Houston, TX',
    });
    expect(listing.status).toBe(201);
    // The buyer proposes (an offer: the buyer pays).
    const proposed = await buyer.client.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'Can I pick it up tomorrow?' });
    expect(proposed.status).toBe(201);
    const tradeId = proposed.body.id as string;

    const seller = await signedIn(owner);
    const payer = await signedIn(buyer, SMALL_PHONE);
    await seller.page.goto(`/messages?trade=${tradeId}`);
    await payer.page.goto(`/messages?trade=${tradeId}`);
    await expect.poll(() => app.gateway.realtime.socketCount(owner.id), eventually).toBeGreaterThan(0);
    await expect.poll(() => app.gateway.realtime.socketCount(buyer.id), eventually).toBeGreaterThan(0);

    // The owner accepts (20.00 held from the buyer), then marks it delivered.
    await chat(seller.page).getByRole('button', { name: 'Accept' }).click();
    await chat(seller.page).getByRole('button', { name: 'Mark Delivered' }).click();
    await chat(seller.page).getByText(/^You marked this delivered\./).waitFor();
    await chat(payer.page).getByText(new RegExp(`^${owner.username} marked this delivered\\.`)).waitFor();
    const sent = await buyer.client.post('/api/messages', { tradeId, recipientId: owner.id, content: 'The crank does not charge the radio.', messageType: 'text' });
    expect(sent.status).toBe(201);

    // Either member may open one; the dialog closes with Escape and gives focus back.
    const sellerOpens = chat(seller.page).getByRole('button', { name: 'Open a dispute' });
    await sellerOpens.click();
    const sellerDialog = seller.page.getByRole('dialog', { name: 'Open a dispute' });
    await sellerDialog.getByLabel('What went wrong?').waitFor();
    await sellerDialog.getByText('The 20.00 credits held for this trade are frozen', { exact: false }).waitFor();
    await viewportShot(seller.page, 'dispute-open-form-desktop');
    await seller.page.keyboard.press('Escape');
    await sellerDialog.waitFor({ state: 'detached' });
    expect(await sellerOpens.evaluate((button) => button === (button as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement)).toBe(true);

    // The buyer opens a dispute: a reason counted as it is typed, and a photo.
    await chat(payer.page).getByRole('button', { name: 'Open a dispute' }).click();
    const dialog = payer.page.getByRole('dialog', { name: 'Open a dispute' });
    const reason = dialog.getByLabel('What went wrong?');
    await reason.fill('Too short');
    await dialog.getByText('9 of at least 20 characters.').waitFor();
    await dialog.getByRole('button', { name: 'Open dispute' }).click();
    await dialog.getByText('Please describe the problem in at least 20 characters.').waitFor();
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    const why = 'The radio arrived with a cracked case and the crank does not charge it. Photo attached.';
    await reason.fill(why);
    await dialog.getByText(`${why.length} of 2,000 characters.`).waitFor();
    const photo = path.join(photoDir, 'cracked-radio.png');
    fs.writeFileSync(photo, solidPng(64, [200, 40, 40]));
    await dialog.getByLabel('Attach photos or PDFs').setInputFiles(photo);
    await dialog.getByRole('list', { name: 'Attached files' }).getByText('cracked-radio.png').waitFor();
    await dialog.getByText(/Uploaded ·/).waitFor();
    await payer.page.waitForLoadState('networkidle');
    expect(await seriousViolations(payer.page)).toEqual([]);
    // The delivery toast has gone (5 s) before the screenshot of the form.
    await payer.page.getByText('marked the trade for', { exact: false }).waitFor({ state: 'hidden', timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Open dispute' }).scrollIntoViewIfNeeded();
    await viewportShot(payer.page, 'dispute-open-form-phone-360');
    await dialog.getByRole('button', { name: 'Open dispute' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Both members see that the held credits are frozen; nobody can complete or cancel now.
    const frozen = 'Disputed: the held credits are frozen until an administrator decides.';
    await chat(payer.page).getByText(frozen).waitFor();
    await chat(seller.page).getByText(frozen).waitFor();
    await expect.poll(() => chat(payer.page).getByRole('button', { name: 'Mark Complete' }).count(), eventually).toBe(0);
    expect(await chat(payer.page).getByRole('button', { name: 'Cancel trade' }).count()).toBe(0);
    expect(await chat(payer.page).getByRole('button', { name: 'Open a dispute' }).count()).toBe(0);
    await screenshot(seller.page, 'dispute-trade-panel-desktop');
    await screenshot(payer.page, 'dispute-trade-panel-phone-360');

    // The dispute page: the reason, the photo, and the thread.
    await chat(payer.page).getByRole('link', { name: 'Go to the dispute' }).click();
    await payer.page.waitForURL(`**/disputes/${tradeId}`);
    await payer.page.getByRole('heading', { level: 1, name: 'Dispute: Battery radio with hand crank' }).waitFor();
    await payer.page.getByText(why).waitFor();
    const thumbnail = payer.page.getByRole('img', { name: 'Evidence 1' });
    await expect.poll(() => thumbnail.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth), eventually).toBe(64);
    await payer.page.getByLabel('Your message').fill('I still have the box and can bring the radio to the fire station.');
    await payer.page.getByRole('button', { name: 'Send message' }).click();
    await payer.page.getByRole('list', { name: 'Dispute messages' }).getByText('I still have the box').waitFor();
    await payer.page.waitForLoadState('networkidle');
    expect(await hasNoHorizontalScroll(payer.page)).toBe(true);
    expect(await seriousViolations(payer.page)).toEqual([]);
    await screenshot(payer.page, 'dispute-page-open-phone-360');

    // The administrator's Disputes tab: the open dispute, its whole story, and a split that must add up.
    const office = await signedIn(admin);
    await office.page.goto('/admin');
    await office.page.getByRole('tab', { name: /Disputes/ }).click();
    await office.page.getByRole('button', { name: /Battery radio with hand crank/ }).click();
    const story = office.page.getByRole('article', { name: 'Battery radio with hand crank' });
    await story.getByText(why).waitFor();
    await story.getByRole('img', { name: 'Evidence 1' }).waitFor();
    await story.getByText(`${buyer.username} opened a dispute; the held credits are frozen`).waitFor();
    await story.getByRole('list', { name: 'Messages between the members' }).getByText('The crank does not charge the radio.').waitFor();
    await story.getByText('I still have the box', { exact: false }).waitFor();
    await story.getByRole('radio', { name: /^Split/ }).check();
    const toPayee = story.getByLabel(`Credits to ${owner.username} (paid member)`);
    const toPayer = story.getByLabel(`Credits back to ${buyer.username} (paying member)`);
    await toPayee.fill('0');
    expect(await toPayer.inputValue()).toBe('20.00');
    await story.getByRole('button', { name: 'Decide the dispute' }).click();
    await story.getByText('A split needs two amounts above zero that add up to 20.00 credits.').waitFor();
    await toPayee.fill('12');
    expect(await toPayer.inputValue()).toBe('8.00');
    await story.getByText(`${owner.username} receives 12.00 credits; ${buyer.username} gets back 8.00 credits.`).waitFor();
    await story.getByLabel(/Note to both members/).fill('The radio works but the case is cracked: most of the credits go to the seller.');
    await office.page.waitForLoadState('networkidle');
    expect(await seriousViolations(office.page)).toEqual([]);
    await screenshot(office.page, 'dispute-admin-tab-desktop');
    await story.getByRole('button', { name: 'Decide the dispute' }).click();
    await story.getByText('Split between both members').waitFor();
    await story.getByText('The radio works but the case is cracked', { exact: false }).waitFor();
    await office.page.setViewportSize(SMALL_PHONE);
    expect(await hasNoHorizontalScroll(office.page)).toBe(true);
    await screenshot(office.page, 'dispute-admin-decided-phone-360');
    expect(office.pageErrors).toEqual([]);
    await office.context.close();

    // Both members see the decision, and settlement pays the owner 12.00 of the 20.00 held and frees the other 8.00 for the buyer.
    await payer.page.getByText('Split between both members').waitFor();
    await payer.page.getByText(`${buyer.username} (you) gets back 8.00 credits.`).waitFor();
    await seller.page.getByText('Dispute decided.').waitFor();
    // The trade shows what was paid, not the whole amount.
    await seller.page.getByRole('region', { name: 'Trade proposal' }).getByText('12.00 of 20.00 credits paid').waitFor();
    await seller.page.getByRole('link', { name: 'See the decision' }).click();
    await seller.page.waitForURL(`**/disputes/${tradeId}`);
    await seller.page.getByText(`${owner.username} (you) receives 12.00 credits.`).waitFor();
    await balance(seller.page, '62.00');
    await seller.page.waitForLoadState('networkidle');
    expect(await seriousViolations(seller.page)).toEqual([]);
    await screenshot(seller.page, 'dispute-page-decided-desktop');
    await screenshot(payer.page, 'dispute-page-decided-phone-360');
    // The balance shows in the header from tablet widths up.
    await payer.page.setViewportSize(DESKTOP);
    await balance(payer.page, '38.00');
    await payer.page.setViewportSize(SMALL_PHONE);

    // "Your disputes" on the disputes page lists it, decided, above the help text.
    await openInApp(payer.page, '/disputes');
    const mine = payer.page.getByRole('region', { name: 'Your disputes' });
    await mine.getByRole('link', { name: /Battery radio with hand crank.*Decided/ }).waitFor();
    await mine.getByText('8.00 credits back to you', { exact: false }).waitFor();
    await payer.page.getByRole('heading', { name: 'Opening a dispute' }).waitFor();
    expect(await hasNoHorizontalScroll(payer.page)).toBe(true);
    await screenshot(payer.page, 'disputes-list-phone-360');
    await openInApp(seller.page, '/disputes');
    await seller.page.getByRole('region', { name: 'Your disputes' }).getByText('12.00 credits to you', { exact: false }).waitFor();
    await screenshot(seller.page, 'disputes-list-desktop');

    // The split completed the trade: both leave a reference, and the owner's profile shows the rating.
    for (const [session, rating, comment] of [
      [payer, '4 stars', 'Working radio, cracked case. Sorted out fairly.'],
      [seller, '5 stars', 'Paid and talked it through calmly.'],
    ] as const) {
      await openInApp(session.page, `/trades/${tradeId}/reference`);
      await session.page.getByRole('radio', { name: rating }).check({ force: true });
      await session.page.getByLabel(/Comment/).fill(comment);
      await session.page.getByRole('button', { name: 'Leave reference' }).click();
      await session.page.getByText(/^Your reference for /).waitFor();
    }
    await openInApp(payer.page, `/members/${owner.username}`);
    await payer.page.getByRole('heading', { level: 1, name: owner.username }).waitFor();
    await payer.page.getByText('Rating from 1 reference').waitFor();
    await payer.page.getByText('4.00').first().waitFor();
    await payer.page.getByText('Working radio, cracked case. Sorted out fairly.').waitFor();

    expect(seller.pageErrors).toEqual([]);
    expect(payer.pageErrors).toEqual([]);
    expect(seller.cspViolations).toEqual([]);
    expect(payer.cspViolations).toEqual([]);
    await seller.context.close();
    await payer.context.close();
  }, 180_000);

  it('shows visitors the help only, a member without disputes an empty list, and a stranger no dispute', async () => {
    const visitor = await openPage(browser, app.url, SMALL_PHONE);
    await visitor.page.goto('/disputes');
    await visitor.page.getByRole('heading', { level: 1, name: 'Disputes' }).waitFor();
    await visitor.page.getByRole('heading', { name: 'Opening a dispute' }).waitFor();
    expect(await visitor.page.getByRole('region', { name: 'Your disputes' }).count()).toBe(0);
    await visitor.context.close();

    const newcomer = await signedUpMember(app);
    const session = await signedIn(newcomer, SMALL_PHONE);
    await session.page.goto('/disputes');
    await session.page.getByRole('region', { name: 'Your disputes' }).getByText('You have no disputes.', { exact: false }).waitFor();
    await session.page.waitForLoadState('networkidle');
    expect(await seriousViolations(session.page)).toEqual([]);
    expect(await hasNoHorizontalScroll(session.page)).toBe(true);
    await screenshot(session.page, 'disputes-empty-phone-360');
    // Someone else's dispute (or none) is not found, without saying which.
    await openInApp(session.page, '/disputes/00000000-0000-4000-8000-000000000000');
    await session.page.getByRole('heading', { level: 1, name: 'Dispute not found' }).waitFor();
    expect(session.pageErrors).toEqual([]);
    await session.context.close();
  });
});
