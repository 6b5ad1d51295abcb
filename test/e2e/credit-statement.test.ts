import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { grantCredits, signedUpMember, type SignedUpMember, type TestApp } from '../support/test-app';
import { seriousViolations } from '../support/accessibility';
import { DESKTOP, openPage, screenshot, withAppAndBrowser } from '../support/browser';
import { settledTrade as settledTradeOf } from '../support/trades';

/** A member follows the dashboard's link to their statement, reads a paid trade, filters, loads more and downloads it. */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

const SMALL_PHONE = { width: 360, height: 780 } as const;

/** The figure under a label in the statement's summary (balance, held, credit line, available). */
const figure = (page: Page, label: string) => page.locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

/** Each of the summary's figures whole on a 360 px screen. */
async function summaryFits(page: Page, labels: string[], values: string[]) {
  for (const [index, label] of labels.entries()) {
    const value = figure(page, label);
    await value.waitFor();
    expect(await value.textContent(), label).toBe(values[index]);
    const box = (await value.boundingBox())!;
    expect(box.x, label).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, label).toBeLessThanOrEqual(SMALL_PHONE.width);
  }
}

/** Ana's hot meals, bought and paid. */
const settledTrade = (owner: SignedUpMember, buyer: SignedUpMember) =>
  settledTradeOf(owner, buyer, { title: 'Hot meals', description: 'Cooked at the church kitchen, ready for pick up each evening.', category: 'food-water', credits: '11', terms: 'Pick up Friday' });

describe("a member's statement", () => {
  it('opens from the dashboard, reads the trade as a hold and one payment, filters, loads more and downloads the CSV', async () => {
    const ana = await signedUpMember(app, { firstName: 'Ana', lastName: 'Owner' });
    const buyer = await signedUpMember(app, { firstName: 'Bram', lastName: 'Buyer' });
    await settledTrade(ana, buyer);
    // More than a page: 55 small grants after the trade.
    for (let each = 1; each <= 55; each += 1) await grantCredits(app.store, buyer.id, 50, `Storm relief ${each}`);
    await app.projector.caughtUp(await app.store.headPosition());

    const session = await openPage(browser, app.url, DESKTOP);
    session.context.setDefaultTimeout(15_000);
    expect((await session.context.request.post(`${app.url}/api/auth/login`, { data: { email: buyer.email, password: buyer.password } })).status()).toBe(200);
    const { page } = session;

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'View full statement' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your statement' }).waitFor();
    const table = page.getByRole('region', { name: 'Statement entries' });
    await table.getByRole('rowheader', { name: 'Storm relief 55' }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(50);
    await page.getByText('Showing 50 of 58 entries.').waitFor();
    await screenshot(page, 'statement-desktop');

    // The rest, with the trade's hold and its payment as two different things.
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText('Showing 58 of 58 entries.').waitFor();
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    const held = table.locator('tr', { has: page.getByRole('rowheader', { name: "Held for 'Hot meals'" }) });
    const paid = table.locator('tr', { has: page.getByRole('rowheader', { name: `Paid to ${ana.username}` }) });
    expect(await held.textContent()).toContain('11.00 held');
    expect(await paid.textContent()).toContain('−11.00');
    expect(await paid.textContent()).toContain(ana.username);
    expect(await paid.textContent()).toContain('Hot meals');
    await held.scrollIntoViewIfNeeded();
    await screenshot(page, 'statement-trade-desktop', { fullPage: false });

    // Only the holds.
    await page.getByLabel('Kind').selectOption('hold');
    await page.getByText('Showing 1 of 1 entries.').waitFor();
    expect(await table.locator('tbody tr').count()).toBe(1);
    expect(page.url()).toContain('kind=hold');

    // A member who joined this month is offered this month only; a filter that matches nothing says so.
    const months = await page.getByLabel('Month').locator('option').allTextContents();
    // "All months" and this month (and last month too, right after midnight at a month's end).
    expect(months.length).toBeGreaterThanOrEqual(2);
    expect(months.length).toBeLessThanOrEqual(3);
    await page.getByLabel('Month').selectOption({ index: 1 });
    await page.getByLabel('Kind').selectOption('release');
    await page.getByText('No entries match these filters.').waitFor();
    await page.getByLabel('Kind').selectOption('');
    await page.getByLabel('Month').selectOption('');
    await table.getByRole('rowheader', { name: 'Storm relief 55' }).waitFor();

    // The whole statement as CSV, one row per entry.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('statement-all.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const rows = csv.split('\r\n');
    expect(rows[0]).toBe('time,description,kind,amount,balance_change,held_change,balance_after,held_after,available_after,trade,trade_id,counterparty,event_id');
    expect(rows).toHaveLength(58 + 2);
    expect(csv).toContain(`Paid to ${ana.username},spent,11.00`);

    expect(await seriousViolations(page)).toEqual([]);

    // At 360 px the page does not overflow; the table scrolls inside its own box, by keyboard too.
    await page.setViewportSize(SMALL_PHONE);
    await page.goto('/statement');
    await table.getByRole('rowheader', { name: 'Storm relief 55' }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    expect(await table.getAttribute('tabindex')).toBe('0');
    // On a phone the amounts come first, on screen without scrolling sideways.
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Storm relief 55' }) });
    const amount = row.getByRole('cell').filter({ hasText: /^\+0\.50$/ });
    const box = (await amount.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(SMALL_PHONE.width);
    expect(box.y + box.height).toBeLessThanOrEqual((await row.getByRole('rowheader').boundingBox())!.y + 1);
    expect(await table.evaluate((box) => (box as unknown as { scrollWidth: number }).scrollWidth <= (box as unknown as { clientWidth: number }).clientWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    // The summary: balance, held, the credit line (none yet for a member whose payment is pending) and available.
    await summaryFits(page, ['Balance', 'Held for trades', 'Credit line', 'Available'], ['66.50', '0.00', '0.00', '66.50']);
    await screenshot(page, 'statement-360');
    await screenshot(page, 'statement-360-top', { fullPage: false });

    // Ana, paid by Bram, earned 5 of line: in Spanish her summary shows it, and available counts it.
    const spanish = await browser.newContext({ baseURL: app.url, viewport: SMALL_PHONE, locale: 'es-US', serviceWorkers: 'block' });
    spanish.setDefaultTimeout(15_000);
    expect((await spanish.request.post(`${app.url}/api/auth/login`, { data: { email: ana.email, password: ana.password } })).status()).toBe(200);
    const anaPage = await spanish.newPage();
    const anaErrors: Error[] = [];
    anaPage.on('pageerror', (error) => anaErrors.push(error));
    await anaPage.goto('/statement');
    await summaryFits(anaPage, ['Saldo', 'Guardados para intercambios', 'Línea de crédito', 'Disponibles'], ['61.00', '0.00', '5.00', '66.00']);
    expect(await anaPage.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    expect(await seriousViolations(anaPage)).toEqual([]);
    await screenshot(anaPage, 'statement-360-es-line', { fullPage: false });
    expect(anaErrors).toEqual([]);
    await spanish.close();

    expect(session.pageErrors).toEqual([]);
    expect(session.cspViolations).toEqual([]);
    await session.context.close();
  });
});
