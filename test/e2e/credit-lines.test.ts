import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { streams } from '@barteraid/events';
import type { AdminMember } from '@barteraid/events/contracts/admin-member';
import { signUpAdmin, signedUpMember, type SignedUpMember, type TestApp } from '../support/test-app';
import { by, existingStream, given, readModelsAt } from '../support/given';
import { DESKTOP, openPage, screenshot, withAppAndBrowser } from '../support/browser';
import { NARROW_PHONE, unreachableOnScreen } from '../support/phone-fit';
import { seriousViolations } from '../support/accessibility';
import { postedOffer, settledTrade } from '../support/trades';
import { openInApp } from '../support/in-app';

/**
 * A verified free-tier member spends into their credit line, is refused past it, gets a relief line
 * from an admin that lets the next trade through, and sees it end by the clock.
 */
let app: TestApp;
let browser: Browser;
/** The app's clock: relief lines end by it. */
let clockOffsetMs = 0;
withAppAndBrowser((started) => ({ app, browser } = started), {}, { clock: () => new Date(Date.now() + clockOffsetMs) });

async function offer(owner: SignedUpMember, title: string, credits: string): Promise<string> {
  return postedOffer(owner, { title, description: 'Cooked every evening this week, pick up at the church hall.', credits });
}

async function signedIn(who: { email: string; password: string }, viewport: { width: number; height: number }) {
  const session = await openPage(browser, app.url, viewport);
  session.context.setDefaultTimeout(15_000);
  expect((await session.context.request.post(`${app.url}/api/auth/login`, { data: { email: who.email, password: who.password } })).status()).toBe(200);
  return session;
}

/**
 * Proposes a trade from the listing's page, opened inside the running app, or loaded afresh where
 * `reload` asks (the page she is already on, with her line changed by an admin since).
 */
async function propose(page: Page, listingId: string, title: string, { reload = false } = {}) {
  if (reload) await page.goto(`/listings/${listingId}`);
  else await openInApp(page, `/listings/${listingId}`);
  await page.getByRole('button', { name: `Contact about ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Propose a trade' });
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  return dialog;
}

/** The date `days` from now as a date input takes it (YYYY-MM-DD, the browser's and this process's zone). */
function dateIn(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

describe('credit lines', () => {
  it('lets a verified member spend below zero, refuses past the line, and a relief line from the admin opens the next trade until it ends', async () => {
    const admin = await signUpAdmin(app);
    const cook = await signedUpMember(app, { firstName: 'Carmen', lastName: 'Cook' });
    const rosa = await signedUpMember(app, { firstName: 'Rosa', lastName: 'Reyes', membershipTier: 'free_assistance' });
    await given(
      app,
      by(admin.id, existingStream(streams.verification(rosa.id), {
        type: 'VerificationApproved',
        data: { submissionId: randomUUID(), memberId: rosa.id, verificationType: 'ebt', by: admin.id, reason: null, approvedAt: new Date().toISOString() },
      })),
    );
    // The credit line rule brings the verified free tier's line (50) onto her ledger.
    await app.settlement.applyCreditLineRules();
    await readModelsAt(app);
    // A 70-credit meal with a 50-credit welcome bonus: 20 below zero.
    await settledTrade(cook, rosa, { title: 'Hot meals for a week', description: 'Cooked every evening this week, pick up at the church hall.', category: 'food-water', credits: '70', terms: 'Pick up tonight' });
    await readModelsAt(app);
    expect((await rosa.client.get('/api/user/credits')).body).toMatchObject({ balance: '-20.00', creditLine: '50.00', available: '30.00' });

    // Her dashboard at 360 px: balance, held, credit line and available, with what a line is.
    const member = await signedIn(rosa, NARROW_PHONE);
    await member.page.goto('/dashboard');
    await expect.poll(() => member.page.getByTestId('credit-line').textContent()).toBe('50.00');
    expect(await member.page.getByTestId('credit-balance').textContent()).toContain('-20.00');
    expect(await member.page.getByTestId('credit-available').textContent()).toBe('30.00');
    expect(await member.page.getByTestId('credit-held').textContent()).toBe('0.00');
    expect(await member.page.getByTestId('credit-line-explained').textContent()).toContain('below zero');
    expect(await seriousViolations(member.page)).toEqual([]);
    expect(await unreachableOnScreen(member.page)).toEqual([]);
    await screenshot(member.page, 'credit-lines-dashboard-360');

    // Past the line: refused, saying what she can spend.
    const soup = await offer(cook, 'Soup and bread', '40');
    const refused = await propose(member.page, soup, 'Soup and bread');
    await refused.getByRole('alert').filter({ hasText: 'You can spend up to 30.00 credits right now.' }).waitFor();

    // The admin grants a relief line from her admin page.
    const adminSession = await signedIn(admin, NARROW_PHONE);
    const adminPage = adminSession.page;
    await adminPage.goto(`/admin/members/${rosa.id}`);
    const parts = adminPage.getByTestId('credit-line-parts');
    await expect.poll(() => adminPage.getByTestId('credit-line-total').textContent()).toBe('50.00');
    expect(await parts.textContent()).toContain('Tier line50.00');
    await adminPage.getByRole('row', { name: /Tier line \(membership or verification\)/ }).waitFor();
    const form = adminPage.getByRole('form', { name: 'Grant a relief line' });
    // An end date is asked for before anything is sent.
    await form.getByLabel('Amount (credits)').fill('20');
    await form.getByLabel('Reason').fill('House flooded in the storm');
    await form.getByRole('button', { name: 'Grant relief line' }).click();
    await form.getByRole('alert').filter({ hasText: 'Fill in the amount, the reason and the end date.' }).waitFor();
    await form.getByLabel('Ends on').fill(dateIn(1));
    await form.getByRole('button', { name: 'Grant relief line' }).click();
    await form.getByRole('status').filter({ hasText: 'Relief line of 20.00 credits granted. The credit line is now 70.00.' }).waitFor();
    await expect.poll(() => adminPage.getByTestId('credit-line-total').textContent()).toBe('70.00');
    const relief = adminPage.getByTestId('relief-line');
    expect(await relief.textContent()).toContain('House flooded in the storm');
    expect(await relief.textContent()).toContain('Open');
    await adminPage.getByRole('row', { name: /Relief line granted.*50\.00 → 70\.00/ }).waitFor();
    // From the top, as the page opens: scrolled, the sticky header lies over whatever is under it.
    await adminPage.evaluate('window.scrollTo(0, 0)');
    expect(await seriousViolations(adminPage)).toEqual([]);
    expect(await unreachableOnScreen(adminPage)).toEqual([]);
    await screenshot(adminPage, 'credit-lines-admin-360');

    // The next trade goes through.
    const proposed = await propose(member.page, soup, 'Soup and bread', { reload: true });
    await member.page.waitForURL(/\/messages\?trade=[0-9a-f-]{36}$/);
    expect(await proposed.count()).toBe(0);
    await openInApp(member.page, '/dashboard');
    await expect.poll(() => member.page.getByTestId('credit-line').textContent()).toBe('70.00');
    expect(await member.page.getByTestId('credit-available').textContent()).toBe('50.00');

    // The relief line ends by itself once its end has passed.
    const view = (await admin.client.get<AdminMember>(`/api/admin/members/${rosa.id}`)).body;
    const endsAt = Date.parse(view.creditLine.reliefLines[0]!.endsAt);
    clockOffsetMs = endsAt - Date.now() + 60_000;
    try {
      expect(await app.settlement.applyCreditLineRules()).toMatchObject({ reliefsEnded: 1 });
    } finally {
      clockOffsetMs = 0;
    }
    await readModelsAt(app);
    await adminPage.reload();
    await expect.poll(() => adminPage.getByTestId('credit-line-total').textContent()).toBe('50.00');
    expect(await relief.textContent()).toContain('Ended: its end date passed');
    await adminPage.getByRole('row', { name: /Relief line ended.*70\.00 → 50\.00/ }).waitFor();
    await member.page.reload();
    await expect.poll(() => member.page.getByTestId('credit-line').textContent()).toBe('50.00');

    // Her statement shows the line's changes with their reasons.
    await openInApp(member.page, '/statement');
    const entries = member.page.getByRole('region', { name: 'Statement entries' });
    await entries.getByRole('rowheader', { name: 'Relief line ended: line now 50.00' }).waitFor();
    await entries.getByRole('rowheader', { name: 'Relief line granted: line now 70.00' }).waitFor();
    await entries.getByRole('rowheader', { name: 'Credit line set by your membership: 50.00' }).waitFor();

    for (const session of [member, adminSession]) {
      expect(session.pageErrors).toEqual([]);
      expect(session.cspViolations).toEqual([]);
    }
    // The same two screens wide, for a person to look at.
    await adminPage.setViewportSize(DESKTOP);
    await screenshot(adminPage, 'credit-lines-admin-desktop');
    // Analytics count her among the members below zero.
    await openInApp(adminPage, '/admin');
    await adminPage.getByRole('tab', { name: 'Analytics' }).click();
    await expect.poll(() => adminPage.getByTestId('credit-figure-below').textContent()).toMatch(/Members below zero[1-9]/);
    await screenshot(adminPage, 'credit-lines-analytics-desktop');
    // An admin changes a default from the Management tab, on a phone; the change is listed with who and why.
    await adminPage.setViewportSize(NARROW_PHONE);
    await adminPage.getByRole('tab', { name: 'Management' }).click();
    const defaults = adminPage.getByRole('form', { name: 'Credit line defaults' });
    await expect.poll(() => defaults.getByLabel('Earned cap').inputValue()).toBe('50.00');
    await defaults.getByLabel('Earned cap').fill('40');
    await defaults.getByLabel('Reason').fill('Rings of friends reached the cap too fast');
    await defaults.getByRole('button', { name: 'Save defaults' }).click();
    await defaults.getByRole('status').filter({ hasText: "Credit line defaults saved; every member's line follows them." }).waitFor();
    const change = adminPage.getByTestId('credit-policy-change').first();
    await expect.poll(() => change.textContent()).toContain('Rings of friends reached the cap too fast');
    expect(await change.textContent()).toContain(`By ${admin.username}`);
    expect(await change.textContent()).toContain('cap 40.00');
    expect(await unreachableOnScreen(adminPage)).toEqual([]);
    // From the top, as for the member page: scrolled, the sticky header covers fields axe then finds too small.
    await adminPage.evaluate('window.scrollTo(0, 0)');
    expect(await seriousViolations(adminPage)).toEqual([]);
    await screenshot(adminPage, 'credit-lines-defaults-360');
    await adminPage.setViewportSize(DESKTOP);
    await screenshot(adminPage, 'credit-lines-defaults-desktop');
    await member.page.setViewportSize(DESKTOP);
    await openInApp(member.page, '/dashboard');
    await member.page.getByTestId('credit-line').waitFor();
    await screenshot(member.page, 'credit-lines-dashboard-desktop');
    await member.context.close();
    await adminSession.context.close();
  });
});
