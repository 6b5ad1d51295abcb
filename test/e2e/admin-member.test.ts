import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AdminMember } from '@barteraid/events/contracts/admin-member';
import { LogAudit } from '@barteraid/projector/log-audit';
import { signUpAdmin, signedUpMember, type SignedUpMember, type TestApp } from '../support/test-app';
import { DESKTOP, openPage, screenshot, withAppAndBrowser } from '../support/browser';
import { settledTrade as settledTradeOf } from '../support/trades';

/** An admin opens a member from All Users, traces a settled trade's credits to their events and downloads the history. */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

const SMALL_PHONE = { width: 360, height: 780 } as const;

/** A chainsaw lent and paid for. */
const settledTrade = (owner: SignedUpMember, buyer: SignedUpMember) =>
  settledTradeOf(owner, buyer, { title: 'Chainsaw for storm cleanup', description: 'A 16 inch chainsaw with a fresh chain and a can of bar oil.', category: 'tools-equipment', credits: '15', terms: 'Pick up Sunday' });

describe('the admin page of a member', () => {
  it('shows the hold, payment and receipt with their event ids, opens an event and downloads the CSV', async () => {
    const admin = await signUpAdmin(app);
    const owner = await signedUpMember(app, { firstName: 'Olga', lastName: 'Owner' });
    const buyer = await signedUpMember(app, { firstName: 'Bram', lastName: 'Buyer' });
    await settledTrade(owner, buyer);
    const eventIdOf = async (memberId: string, type: string) => {
      const view = (await admin.client.get<AdminMember>(`/api/admin/members/${memberId}`)).body;
      return view.ledger.find((line) => line.provenance.eventType === type)!.provenance.eventId;
    };
    const [holdId, paidId, receivedId] = [await eventIdOf(buyer.id, 'CreditsHeld'), await eventIdOf(buyer.id, 'EscrowPaid'), await eventIdOf(owner.id, 'EscrowReceived')];
    // The scheduled verification of the log, run now rather than in ten minutes.
    await new LogAudit(app.database.db).runOnce();

    const session = await openPage(browser, app.url, DESKTOP);
    session.context.setDefaultTimeout(15_000);
    expect((await session.context.request.post(`${app.url}/api/auth/login`, { data: { email: admin.email, password: admin.password } })).status()).toBe(200);
    const { page } = session;

    // From All Users to the buyer's page.
    await page.goto('/admin');
    await page.getByRole('searchbox', { name: /Search members/ }).fill(buyer.username);
    await page.getByRole('link', { name: `${buyer.username}: open the member` }).click();
    await page.getByRole('heading', { level: 1, name: `Member: ${buyer.username}` }).waitFor();
    await page.getByText(/^Ledger verified .* \(through log position \d+\)$/).waitFor();
    const ledger = page.getByRole('region', { name: 'Credit history table' });
    const hold = ledger.locator('tr[data-event-type="CreditsHeld"]');
    const paid = ledger.locator('tr[data-event-type="EscrowPaid"]');
    await expect.poll(() => hold.getByRole('button', { name: new RegExp(holdId) }).count()).toBe(1);
    expect(await paid.getByRole('button', { name: new RegExp(paidId) }).count()).toBe(1);
    expect(await paid.textContent()).toContain(`ledger-${buyer.id}`);
    expect(await paid.textContent()).toContain('Settlement');
    await screenshot(page, 'admin-member-desktop');

    // The payment's event, with its chain; Escape closes it.
    await paid.getByRole('button', { name: new RegExp(paidId) }).click();
    const dialog = page.getByRole('dialog', { name: 'Event' });
    await dialog.getByTestId('event-id').filter({ hasText: paidId }).waitFor();
    const chain = dialog.getByRole('region', { name: 'Chain of causation' });
    await expect.poll(async () => (await chain.textContent()) ?? '').toMatch(/TradeCompleted.*EscrowPaid.*EscrowReceived.*TradeSettled/s);
    expect(await dialog.getByLabel("The event's JSON").textContent()).toContain('"type": "EscrowPaid"');
    // The receipt opens from the chain.
    await dialog.getByRole('button', { name: 'EscrowReceived' }).click();
    await dialog.getByTestId('event-id').filter({ hasText: receivedId }).waitFor();
    await screenshot(page, 'admin-member-event-desktop');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    // The same history as CSV.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`credit-history-${buyer.id}.csv`);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^time,kind,amount,balance_after,reason,actor,/);
    expect(csv).toContain(holdId);
    expect(csv).toContain(paidId);

    // The seller's page shows the receipt.
    await page.goto(`/admin/members/${owner.id}`);
    await page.getByRole('region', { name: 'Credit history table' }).locator('tr[data-event-type="EscrowReceived"]').getByRole('button', { name: new RegExp(receivedId) }).waitFor();

    // At 360 px only the tables scroll, inside their own boxes.
    await page.setViewportSize(SMALL_PHONE);
    await page.goto(`/admin/members/${buyer.id}`);
    await page.getByRole('region', { name: 'Credit history table' }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await screenshot(page, 'admin-member-360');
    expect(session.pageErrors).toEqual([]);
    expect(session.cspViolations).toEqual([]);
    await session.context.close();
  });
});
