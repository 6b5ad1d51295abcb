import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../support/test-app';
import { launchBrowser, openPage, PHONE, screenshot } from '../support/browser';
import { openInApp } from '../support/in-app';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signedIn(email: string, password: string) {
  const session = await openPage(browser, app.url);
  await session.context.request.post(`${app.url}/api/auth/login`, { data: { email, password } });
  // Generous: CI machines are small and settle in the background.
  session.context.setDefaultTimeout(15_000);
  return session;
}

const credits = (page: Page, amount: string) => page.getByLabel(`${amount} barter credits`).first().waitFor();
/** The open conversation (the list beside it repeats the last message). */
const chat = (page: Page) => page.getByRole('region', { name: 'Conversation' });

describe('/messages', () => {
  it('lets two members talk live, counter, accept and complete a trade, and shows both balances change', async () => {
    const ownerClient = app.client();
    const buyerClient = app.client();
    const owner = await ownerClient.signUp();
    const buyer = await buyerClient.signUp();
    const listing = await ownerClient.post('/api/listings', {
      title: 'Portable generator, 3500W',
      description: 'Gas generator with two extension cords, rent by the day.',
      category: 'tools-equipment',
      type: 'offer',
      credits: '15.00',
      location: 'Houston, TX',
    });
    const proposed = await buyerClient.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'For Saturday, please.' });
    const tradeId = proposed.body.id as string;

    const a = await signedIn(owner.email, owner.password);
    const b = await signedIn(buyer.email, buyer.password);
    await a.page.goto('/messages');
    await b.page.goto(`/messages?trade=${tradeId}`);
    await expect.poll(() => app.gateway.realtime.socketCount(owner.id), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => app.gateway.realtime.socketCount(buyer.id), { timeout: 10_000 }).toBeGreaterThan(0);

    // The owner picks the conversation from the list.
    await a.page.getByRole('button', { name: new RegExp(buyer.username) }).click();
    await chat(a.page).getByText('For Saturday, please.').waitFor();

    // The buyer writes; the send button waits for text.
    const send = b.page.getByRole('button', { name: 'Send message' });
    expect(await send.isDisabled()).toBe(true);
    await b.page.getByLabel('Message', { exact: true }).fill('Hi! <b>Can</b> I pick it up at 9?');
    await send.click();
    await chat(a.page).getByText('Hi! <b>Can</b> I pick it up at 9?').waitFor();
    // The conversation is on the owner's screen: the message shows there, with no toast over it.
    expect(await a.page.getByRole('region', { name: /^Notifications \(/ }).getByRole('listitem').count()).toBe(0);

    // The owner counters; the buyer can now accept.
    await a.page.getByRole('button', { name: 'Counter' }).click();
    await a.page.getByLabel('Credits', { exact: true }).fill('12');
    await a.page.getByRole('button', { name: 'Send counter-offer' }).click();
    await chat(b.page).getByText('12.00 credits').waitFor();
    await b.page.getByRole('button', { name: 'Accept' }).click();
    await b.page.getByRole('status').filter({ hasText: 'Trade status changed to accepted' }).first().waitFor();
    // The payee's button says what it does; the payer's cancel asks first, beside Mark Complete.
    await a.page.getByRole('button', { name: 'Mark Delivered' }).waitFor();
    await chat(b.page).getByRole('button', { name: 'Cancel trade' }).click();
    await chat(b.page).getByText(`Cancel this accepted trade? The held credits go back to you.`).waitFor();
    await chat(b.page).getByRole('button', { name: 'Keep the trade' }).click();
    await chat(b.page).getByRole('button', { name: 'Mark Complete' }).waitFor();
    expect(await chat(b.page).getByText('Cancel this accepted trade?').count()).toBe(0);

    await a.page.getByLabel('Message', { exact: true }).fill('See you at 9.');
    await a.page.getByRole('button', { name: 'Send message' }).click();
    await chat(b.page).getByText('See you at 9.').waitFor();

    // The owner (paid) marks it delivered: nothing moves until the buyer (paying) confirms.
    await a.page.getByRole('button', { name: 'Mark Delivered' }).click();
    await a.page.getByRole('status').filter({ hasText: `Marked as delivered — waiting for ${buyer.username} to confirm` }).first().waitFor();
    await a.page.getByText(/^You marked this delivered\./).waitFor();
    await b.page.getByText(new RegExp(`^${owner.username} marked this delivered\\.`)).waitFor();
    await credits(a.page, '50.00');
    // The trade's story, folded under the proposal.
    await b.page.getByText('Trade history').click();
    await b.page.getByText(`${owner.username} marked it delivered`, { exact: false }).waitFor();
    await screenshot(b.page, 'trade-delivered-desktop');
    await b.page.getByRole('button', { name: 'Mark Complete' }).click();
    await a.page.getByText('Settled: 12.00 credits were added to your balance.').waitFor();
    await b.page.getByText('Settled: you paid 12.00 credits.').waitFor();
    // A completed trade invites a reference; the other member's name leads to their profile.
    await b.page.getByRole('link', { name: `Leave a reference for ${owner.username}` }).waitFor();
    await chat(b.page).getByRole('link', { name: owner.username, exact: true }).waitFor();
    await credits(a.page, '62.00');
    await credits(b.page, '38.00');
    // The conversation list follows the trade without a reload.
    await a.page.getByRole('complementary', { name: 'Conversation list' }).getByText('completed').waitFor();
    await screenshot(b.page, 'messages-desktop');
    await b.page.setViewportSize(PHONE);
    await b.page.getByRole('button', { name: 'Back to conversations' }).click();
    await b.page.getByRole('complementary', { name: 'Conversation list' }).getByText('completed').waitFor();
    await screenshot(b.page, 'messages-phone');
    expect(a.pageErrors).toEqual([]);
    expect(b.pageErrors).toEqual([]);
    await a.context.close();
    await b.context.close();
  }, 90_000);

  it('turns Contact on a listing into a proposal and opens its conversation, once', async () => {
    const ownerClient = app.client();
    const owner = await ownerClient.signUp();
    const buyer = await app.client().signUp();
    const listing = await ownerClient.post('/api/listings', {
      title: 'Folding cots and blankets',
      description: 'Twelve folding cots with blankets to lend to families or shelters.',
      category: 'shelter-housing',
      type: 'offer',
      credits: '8.00',
      location: 'Baton Rouge, LA',
    });
    const listingId = listing.body.listing.id as string;
    const b = await signedIn(buyer.email, buyer.password);
    await b.page.goto(`/listings/${listingId}`);
    await b.page.getByRole('button', { name: 'Contact about Folding cots and blankets' }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Propose a trade' });
    expect(await dialog.getByLabel('Credits', { exact: true }).inputValue()).toBe('8.00');
    await dialog.getByLabel('Your proposal').fill('Could I borrow four cots for a week?');
    await dialog.getByRole('button', { name: 'Send proposal' }).click();
    await b.page.waitForURL(/\/messages\?trade=[0-9a-f-]{36}$/);
    await chat(b.page).getByText('Could I borrow four cots for a week?').waitFor();
    await chat(b.page).getByText(`Waiting for ${owner.username} to respond.`).waitFor();
    const firstUrl = b.page.url();

    // Contact again: the open trade's conversation, not a second proposal.
    await openInApp(b.page, `/listings/${listingId}`);
    await b.page.getByRole('button', { name: 'Contact about Folding cots and blankets' }).click();
    await b.page.waitForURL(firstUrl);
    const trades = await b.context.request.get(`${app.url}/api/user/trades`);
    expect(((await trades.json()) as unknown[]).length).toBe(1);
    expect(b.pageErrors).toEqual([]);
    await b.context.close();
  }, 60_000);

  it('keeps a conversation about a long listing title within a 360 px screen, every button reachable', async () => {
    const ownerClient = app.client();
    const buyerClient = app.client();
    const owner = await ownerClient.signUp();
    await buyerClient.signUp();
    const listing = await ownerClient.post('/api/listings', {
      title: 'Heavy-duty portable generator with two extension cords and a full can of fuel for the weekend',
      description: 'Gas generator with two extension cords, rent by the day, pick up at the church hall.',
      category: 'tools-equipment',
      type: 'offer',
      credits: '15.00',
      location: 'Houston, TX',
    });
    expect(listing.status).toBe(201);
    // Terms long enough that the proposal needs more than its box on a phone.
    const terms = ['Pick up Saturday morning at the church hall.', 'I will bring my own fuel can and return it on Sunday evening.', 'If it rains, Monday instead.', 'Please show me how to start it.'].join('\n');
    const proposed = await buyerClient.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: terms });
    expect(proposed.status).toBe(201);
    expect((await buyerClient.post('/api/messages', { tradeId: proposed.body.id, recipientId: owner.id, content: 'A'.repeat(300) })).status).toBe(201);

    // The owner answers a proposal: Accept, Decline and Schedule are theirs.
    const session = await signedIn(owner.email, owner.password);
    await session.page.setViewportSize({ width: 360, height: 740 });
    await session.page.goto(`/messages?trade=${proposed.body.id}`);
    const pane = chat(session.page);
    await pane.getByRole('button', { name: 'Send message' }).waitFor();
    await pane.getByRole('button', { name: /Decline/ }).waitFor();
    expect(await session.page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    for (const button of await pane.getByRole('button').all()) {
      const box = await button.boundingBox();
      if (!box) continue;
      expect(box.x, await button.getAttribute('aria-label') ?? (await button.textContent()) ?? '').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    // The proposal scrolls inside its box, and its buttons stay whole in view at the box's foot.
    const actions = pane.getByRole('group', { name: 'What you can do now' });
    await actions.waitFor();
    const cut = await session.page.evaluate(`((group) => {
      let box = group.parentElement;
      while (box && getComputedStyle(box).overflowY !== 'auto') box = box.parentElement;
      const frame = box.getBoundingClientRect();
      const scrolls = box.scrollHeight > box.clientHeight;
      const buttons = [...group.querySelectorAll('button')].filter((button) => {
        const rect = button.getBoundingClientRect();
        return rect.top < frame.top || rect.bottom > frame.bottom;
      });
      return { scrolls, cut: buttons.map((button) => button.textContent) };
    })(document.querySelector('[role="group"][aria-label="What you can do now"]'))`);
    expect(cut).toEqual({ scrolls: true, cut: [] });
    await screenshot(session.page, 'messages-long-title-360');
    await session.context.close();
  });

  it('shows a free offer as free, with nobody paying', async () => {
    const ownerClient = app.client();
    const buyerClient = app.client();
    await ownerClient.signUp();
    const buyer = await buyerClient.signUp();
    const listing = await ownerClient.post('/api/listings', {
      title: 'Free firewood',
      description: 'A pile of dry oak logs; bring a bag and take what you need.',
      category: 'other',
      type: 'offer',
      credits: '0.00',
      location: 'Houston, TX',
    });
    expect(listing.status, JSON.stringify(listing.body)).toBe(201);
    const proposed = await buyerClient.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'This afternoon?' });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    const session = await signedIn(buyer.email, buyer.password);
    await session.page.goto(`/messages?trade=${proposed.body.id}`);
    const panel = session.page.getByRole('region', { name: 'Trade proposal' });
    await panel.getByText('Free', { exact: true }).waitFor();
    expect(await panel.getByText('0.00 credits').count()).toBe(0);
    expect(await panel.getByText('You pay').count()).toBe(0);
    await session.context.close();
  });
});
