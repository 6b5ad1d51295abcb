import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { TestApp } from '../support/test-app';
import { DESKTOP, openPage, withAppAndBrowser } from '../support/browser';
import { openInApp } from '../support/in-app';

/** The marketplace in a browser, on the seeded demo marketplace (38 listings) plus what the test posts. */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started), { SEED_DEMO_DATA: 'true' });

async function signedInPage(viewport: { width: number; height: number } = DESKTOP) {
  const member = await app.client().signUp({ username: `member_${randomBytes(3).toString('hex')}` });
  const session = await openPage(browser, app.url, viewport);
  const login = await session.context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } });
  expect(login.status()).toBe(200);
  return { ...session, member };
}

/** Polls patiently: the machine running the suite may be busy with other suites. */
const eventually = { timeout: 15_000, interval: 100 };
const cards = (page: Page) => page.getByTestId('listing-card');
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });

describe('marketplace', () => {
  it('member A posts an urgent need; member B finds it by search and by filters, opens it and sees Contact', async () => {
    const title = `Oxygen tank refill ${randomBytes(2).toString('hex')}`;
    const a = await signedInPage();
    await a.page.goto('/listings/new');
    await a.page.getByRole('heading', { name: 'Post a Listing' }).waitFor();

    // The form checks before sending and names every problem.
    await a.page.getByRole('button', { name: 'Post Listing' }).click();
    await expect.poll(() => a.page.getByText('Title is required.').count(), eventually).toBe(1);
    await expect.poll(() => a.page.getByText('Please choose a category.').count(), eventually).toBe(1);

    await a.page.getByLabel('Ask for something').check();
    await a.page.getByLabel('Title').fill(title);
    await a.page.getByLabel('Description').fill('My mother’s home oxygen tank runs out Friday and the supplier is flooded. Need a refill or a loaner.');
    await a.page.getByLabel('Category').selectOption('medical-health');
    await a.page.getByLabel('Credits', { exact: true }).fill('40');
    await a.page.getByLabel('Location', { exact: true }).fill('Lake Charles, LA');
    await a.page.getByRole('checkbox', { name: /Urgent/ }).click();
    // Two photos, each uploaded as it is chosen; the second described by its owner.
    const photo = (red: number) => sharp({ create: { width: 800, height: 600, channels: 3, background: { r: red, g: 120, b: 160 } } }).jpeg().toBuffer();
    await a.page.getByLabel('Add photos').setInputFiles([
      { name: 'tank.jpg', mimeType: 'image/jpeg', buffer: await photo(40) },
      { name: 'valve.jpg', mimeType: 'image/jpeg', buffer: await photo(200) },
    ]);
    await expect.poll(() => a.page.getByTestId('photo-draft').locator('img').count(), eventually).toBe(2);
    await a.page.getByLabel('What photo 2 shows').fill('The tank valve');
    await a.page.getByRole('button', { name: 'Post Listing' }).click();

    await a.page.waitForURL(/\/listings\/[0-9a-f-]{36}$/);
    // The listing page's gallery: the first photo, described by the title, and a thumbnail for each.
    await expect.poll(() => a.page.getByTestId('listing-gallery').getByRole('img', { name: title }).count(), eventually).toBe(1);
    await a.page.getByRole('button', { name: 'Show photo 1 of 2' }).press('ArrowRight');
    await expect.poll(() => a.page.getByTestId('listing-gallery').getByRole('img', { name: 'The tank valve' }).count(), eventually).toBe(1);
    await a.page.getByText('Listing Posted').first().waitFor();
    await a.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect.poll(() => a.page.getByRole('button', { name: 'Deactivate' }).count(), eventually).toBe(1);
    await expect.poll(() => a.page.getByRole('button', { name: /^Contact about/ }).count(), eventually).toBe(0);
    expect(a.pageErrors).toEqual([]);

    const b = await signedInPage();
    await b.page.goto('/marketplace');
    await b.page.getByRole('heading', { name: 'Marketplace' }).waitFor();
    await expect.poll(() => cards(b.page).count(), eventually).toBeGreaterThan(10);

    // By search text (Enter submits), with a typo, and the search lands in the URL.
    await b.page.getByLabel('Search listings').fill('oxigen tank');
    await b.page.getByLabel('Search listings').press('Enter');
    await b.page.waitForURL(/search=oxigen\+tank/);
    await expect.poll(() => card(b.page, title).count(), eventually).toBe(1);
    const found = card(b.page, title);
    await expect.poll(() => found.getByText('NEED', { exact: true }).count(), eventually).toBe(1);
    await expect.poll(() => found.getByText('Urgent').count(), eventually).toBe(1);
    await expect.poll(() => found.getByText('40.00').count(), eventually).toBe(1);
    await expect.poll(() => found.getByText('Lake Charles, LA').count(), eventually).toBe(1);
    await expect.poll(() => found.getByText('Medical & Health').count(), eventually).toBe(1);
    await expect.poll(() => found.getByText(a.member.username).count(), eventually).toBe(1);
    await expect.poll(() => found.getByText(/ago|now/).count(), eventually).toBe(1);
    // Its first photo's thumbnail, with its size set and loaded only as it nears the screen.
    const thumbnail = found.getByTestId('listing-photo');
    expect(await thumbnail.getAttribute('alt')).toBe(title);
    expect(await thumbnail.getAttribute('loading')).toBe('lazy');
    expect(await thumbnail.getAttribute('width')).toBe('400');

    // By category and type filters (no search), kept in the URL and restored from it.
    await b.page.getByRole('button', { name: 'Clear' }).click();
    await b.page.getByLabel('Category').selectOption('medical-health');
    await b.page.getByLabel('Type').selectOption('need');
    // Both filters stay in the address, though the second was chosen before the page drew the first.
    const filters = () => new URL(b.page.url()).searchParams;
    await expect.poll(() => [filters().get('category'), filters().get('type')], { timeout: 30_000 }).toEqual(['medical-health', 'need']);
    await expect.poll(() => card(b.page, title).count(), eventually).toBe(1);
    await expect
      .poll(async () => (await cards(b.page).allTextContents()).every((text) => text.includes('NEED') && text.includes('Medical & Health')), eventually)
      .toBe(true);

    await b.page.getByRole('checkbox', { name: 'Urgent only' }).click();
    await b.page.waitForURL(/urgent=true/);
    await expect.poll(() => card(b.page, title).count(), eventually).toBe(1);
    await b.page.reload();
    await expect.poll(() => card(b.page, title).count(), eventually).toBe(1);
    expect(await b.page.getByLabel('Category').inputValue()).toBe('medical-health');

    // Opening it shows the listing, its owner and Contact.
    await card(b.page, title).getByRole('link', { name: title }).click();
    await b.page.waitForURL(/\/listings\/[0-9a-f-]{36}$/);
    await b.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect.poll(() => b.page.getByText('Posted by').count(), eventually).toBe(1);
    // For a member, Contact proposes a trade (a visitor's Contact is a link to sign in).
    const contact = b.page.getByRole('button', { name: `Contact about ${title}` });
    await expect.poll(() => contact.count(), eventually).toBe(1);
    await expect.poll(() => b.page.getByRole('button', { name: 'Edit' }).count(), eventually).toBe(0);
    expect(b.pageErrors).toEqual([]);

    await a.context.close();
    await b.context.close();
  }, 90_000);

  it('shows the empty state with a way to post, and sends a visitor’s Contact through sign-in', async () => {
    const { page, context } = await openPage(browser, app.url);
    await page.goto('/marketplace?search=zeppelin');
    await page.getByText('No listings found matching your criteria').waitFor();
    await page.getByRole('link', { name: 'Post the First Listing' }).click();
    await page.waitForURL(/\/auth\/login\?next=%2Flistings%2Fnew/);

    await openInApp(page, '/marketplace?category=medical-health');
    await card(page, 'Insulin cooler or fridge space').getByRole('link', { name: /^Contact about/ }).click();
    await page.waitForURL(/\/auth\/login\?next=%2Flistings%2F/);
    await context.close();
  }, 60_000);

  it('lets the owner edit, deactivate and reactivate from the listing page and the dashboard', async () => {
    const owner = await signedInPage();
    const posted = await owner.context.request.post(`${app.url}/api/listings`, {
      data: { title: 'Camping stove to lend', description: 'Two-burner propane stove with a spare canister.', category: 'tools-equipment', type: 'offer', credits: '5', location: 'Houston, TX' },
      headers: { 'x-csrf-token': decodeURIComponent((await owner.context.cookies()).find((c) => c.name === 'barteraid.csrf')?.value ?? '') },
    });
    expect(posted.status()).toBe(201);
    const { listing } = (await posted.json()) as { listing: { id: string } };
    const { page } = owner;
    await page.goto(`/listings/${listing.id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Credits', { exact: true }).fill('7.50');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('7.50').first().waitFor();

    await page.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('This listing is inactive and hidden from the marketplace.').waitFor();
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByRole('button', { name: 'Deactivate' }).waitFor();

    // The dashboard's "your listings" switch does the same.
    await openInApp(page, '/dashboard');
    const toggle = page.getByRole('switch', { name: /^Camping stove to lend/ });
    await expect.poll(() => toggle.getAttribute('aria-checked'), eventually).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked'), eventually).toBe('false');
    expect(await toggle.textContent()).toBe('Inactive');
    const mine = await owner.context.request.get(`${app.url}/api/user/listings`);
    expect(((await mine.json()) as { id: string; isActive: boolean }[]).find((x) => x.id === listing.id)?.isActive).toBe(false);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked'), eventually).toBe('true');
    await owner.context.close();
  }, 60_000);
});
