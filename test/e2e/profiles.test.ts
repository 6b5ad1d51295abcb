import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signedUpMember, type SignedUpMember, type TestApp } from '../support/test-app';
import { DESKTOP, openPage, screenshot, withAppAndBrowser } from '../support/browser';
import { seriousViolations } from '../support/accessibility';
import { openInApp } from '../support/in-app';

/** The public profile and the reference form in a browser: rating, references, listings, a reference left by keyboard. */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

/** The narrowest phone the product supports. */
const SMALL_PHONE = { width: 360, height: 740 } as const;
const eventually = { timeout: 15_000, interval: 100 };

type Member = SignedUpMember;
const member = (overrides: Record<string, unknown> = {}) => signedUpMember(app, overrides);

async function offer(seller: Member, title: string) {
  const listing = await seller.client.post('/api/listings', {
    title,
    description: 'Pick up from the fire station on Main Street, any afternoon.',
    category: 'tools-equipment',
    type: 'offer',
    credits: '4.00',
    location: 'Lake Charles, LA',
  });
  expect(listing.status).toBe(201);
  return listing.body.listing.id as string;
}

/** Proposed by the buyer, accepted by the seller, completed by the buyer (who pays). */
async function completedTrade(seller: Member, buyer: Member, listingId: string) {
  const tradeId = (await buyer.client.post('/api/trades', { listingId, proposedTerms: 'This Saturday' })).body.id as string;
  await seller.client.patch(`/api/trades/${tradeId}/status`, { status: 'accepted' });
  expect((await buyer.client.patch(`/api/trades/${tradeId}/status`, { status: 'completed' })).status).toBe(200);
  return tradeId;
}

async function signedInPage(who: Member, viewport: { width: number; height: number } = DESKTOP) {
  const session = await openPage(browser, app.url, viewport);
  const login = await session.context.request.post(`${app.url}/api/auth/login`, { data: { email: who.email, password: who.password } });
  expect(login.status()).toBe(200);
  return session;
}

const hasNoHorizontalScroll = (page: Page) => page.evaluate('document.documentElement.scrollWidth <= window.innerWidth');

describe('profiles and references', () => {
  it('shows a member’s rating, references and listings to a visitor, at 360 px and on a desktop', async () => {
    const seller = await member({ location: 'Lake Charles, LA' });
    const [buyerA, buyerB] = [await member(), await member()];
    const generator = await offer(seller, 'Generator for the weekend');
    await offer(seller, 'Chainsaw for an afternoon');
    for (const [buyer, rating, comment] of [
      [buyerA, 5, 'Dropped the generator off early and showed us how to run it safely.'],
      [buyerB, 4, 'Good generator, pickup took a while.'],
    ] as const) {
      const tradeId = await completedTrade(seller, buyer, generator);
      expect((await buyer.client.post(`/api/trades/${tradeId}/references`, { rating, comment })).status).toBe(201);
      expect((await seller.client.post(`/api/trades/${tradeId}/references`, { rating: 5, comment: '' })).status).toBe(201);
    }

    // One visitor's page, loaded once and looked at again at each width.
    const { context, page, pageErrors, cspViolations } = await openPage(browser, app.url, SMALL_PHONE);
    await page.goto(`/members/${seller.username}`);
    for (const [label, viewport] of [['phone-360', SMALL_PHONE], ['desktop', DESKTOP]] as const) {
      await page.setViewportSize(viewport);
      await page.getByRole('heading', { level: 1, name: seller.username }).waitFor();
      await expect.poll(() => page.getByText('Rating from 2 references').count(), eventually).toBe(1);
      await expect.poll(() => page.getByText('4.50').count(), eventually).toBe(1);
      await expect.poll(() => page.getByText('Lake Charles, LA', { exact: true }).count(), eventually).toBe(1);
      const references = page.getByRole('article');
      await expect.poll(() => references.count(), eventually).toBe(2);
      // Newest first.
      expect(await references.first().textContent()).toContain('Good generator, pickup took a while.');
      await expect.poll(() => references.first().getByRole('img', { name: '4 out of 5 stars' }).count(), eventually).toBe(1);
      await expect.poll(() => page.getByRole('link', { name: 'Chainsaw for an afternoon' }).count(), eventually).toBe(1);
      // A visitor sees no Edit link, and an unverified member no star.
      expect(await page.getByRole('link', { name: 'Edit profile' }).count()).toBe(0);
      expect(await page.getByRole('img', { name: 'Verified member' }).count()).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `profile-${label}`);
      expect(pageErrors).toEqual([]);
      expect(cspViolations).toEqual([]);
    }
    await context.close();

    // The member's own profile has the Edit link; an unknown username is a not-found page.
    const own = await signedInPage(seller);
    await own.page.goto(`/members/${seller.username}`);
    await own.page.getByRole('link', { name: 'Edit profile' }).waitFor();
    await openInApp(own.page, '/members/nobody_here');
    await own.page.getByRole('heading', { level: 1, name: 'Member not found' }).waitFor();
    await own.context.close();
  });

  it('reaches a profile from a listing page, and leaves a reference with the keyboard', async () => {
    const [seller, buyer] = [await member(), await member()];
    const listingId = await offer(seller, 'Camp stove with fuel');
    const tradeId = await completedTrade(seller, buyer, listingId);

    const { context, page, pageErrors } = await signedInPage(buyer, SMALL_PHONE);
    await page.goto(`/listings/${listingId}`);
    await page.getByRole('link', { name: seller.username }).click();
    await page.waitForURL(new RegExp(`/members/${seller.username}$`));
    await page.getByText('No references yet', { exact: true }).waitFor();

    await openInApp(page, `/trades/${tradeId}/reference`);
    await page.getByRole('heading', { name: `Leave a reference for ${seller.username}` }).waitFor();
    await page.getByRole('button', { name: 'Leave reference' }).click();
    await page.getByText('Choose a rating from 1 to 5 stars.').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'reference-form-phone-360');

    // Radio buttons: focus the first star, arrow to the fourth.
    await page.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('Space');
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await page.getByLabel(/Comment/).fill('Stove worked perfectly, thank you!');
    await page.getByRole('button', { name: 'Leave reference' }).press('Enter');
    await page.getByText(`Your reference for ${seller.username}`).waitFor();
    await page.getByText(`${seller.username} has not written a reference for you.`).waitFor();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await screenshot(page, 'reference-left-phone-360');
    expect(pageErrors).toEqual([]);
    await context.close();

    // Blind: the seller's profile does not show it, and the seller learns only that one is waiting.
    expect((await app.client().get(`/api/members/${seller.username}`)).body).toMatchObject({ rating: null });
    const sellers = await signedInPage(seller, DESKTOP);
    await sellers.page.goto(`/trades/${tradeId}/reference`);
    await sellers.page.getByText(`${buyer.username} has already written theirs: you will see it once yours is saved.`, { exact: false }).waitFor();
    expect(await sellers.page.getByText('Stove worked perfectly').count()).toBe(0);
    await sellers.page.waitForLoadState('networkidle');
    expect(await seriousViolations(sellers.page)).toEqual([]);
    await screenshot(sellers.page, 'reference-form-desktop');
    await sellers.context.close();
    expect((await seller.client.post(`/api/trades/${tradeId}/references`, { rating: 5, comment: 'Paid right away.' })).status).toBe(201);
    expect((await app.client().get(`/api/members/${seller.username}`)).body).toMatchObject({ rating: '4.00', referenceCount: 1 });
  });
});
