import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { grantAdminByEmail } from '@barteraid/command-api';
import type { TestApp } from '../support/test-app';
import { DESKTOP, openPage, withAppAndBrowser } from '../support/browser';
import { seriousViolations } from '../support/accessibility';

/** A member applies for a free tier, an admin declines then approves in /admin, and the member's page follows live. */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

const eventually = { timeout: 15_000, interval: 100 };
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();
/** The membership page's "Your current membership" box. */
const banner = (page: Page) => page.getByRole('region', { name: /Your current membership/ });

async function signedIn(email: string, password: string) {
  const session = await openPage(browser, app.url, DESKTOP);
  session.context.setDefaultTimeout(15_000);
  const login = await session.context.request.post(`${app.url}/api/auth/login`, { data: { email, password } });
  expect(login.status()).toBe(200);
  return session;
}

describe('membership applications in the admin dashboard', () => {
  it('an admin declines with a reason, then approves; the member sees both on /membership', async () => {
    const memberClient = app.client();
    const member = await memberClient.signUp();
    expect((await memberClient.post('/api/membership/applications', { tier: 'free_assistance', reason: 'Our house flooded last week.' })).status).toBe(201);
    const adminClient = app.client();
    const admin = await adminClient.signUp();
    const { position } = await grantAdminByEmail({ store: app.store, actorId: null, correlationId: randomUUID() }, admin.email, 'test');
    await app.projector.caughtUp(position ?? (await app.store.headPosition()));

    const m = await signedIn(member.email, member.password);
    await m.page.goto('/membership');
    await banner(m.page).getByText('is under review').waitFor();

    const a = await signedIn(admin.email, admin.password);
    await a.page.goto('/admin');
    await a.page.getByRole('tab', { name: /^Memberships/ }).click();
    const item = a.page.getByRole('listitem', { name: `Assistance Member application from ${member.username}` });
    await item.getByText('Our house flooded last week.').waitFor();
    expect(await seriousViolations(a.page)).toEqual([]);

    // Declining needs a reason the member will read.
    await item.getByRole('button', { name: 'Reject' }).click();
    await item.getByRole('button', { name: 'Confirm rejection' }).click();
    await item.getByText('Please tell the member why their application was declined.').waitFor();
    await item.getByLabel('Reason for declining').fill('Please say how many people live with you.');
    // A live toast shows for 5 s and may come and go while the admin's page is still being
    // checked, so the member's page is watched from the click on.
    const declined = toast(m.page, 'Membership application declined').waitFor({ timeout: 60_000 });
    await item.getByRole('button', { name: 'Confirm rejection' }).click();
    await toast(a.page, 'Membership application rejected.').waitFor();
    await declined;
    await banner(m.page).getByText('Reason: Please say how many people live with you.').waitFor();

    // The member applies again and is approved: the page shows the new tier.
    expect((await memberClient.post('/api/membership/applications', { tier: 'free_assistance', reason: 'Five of us, no income since the flood.' })).status).toBe(201);
    await a.page.reload();
    await a.page.getByRole('tab', { name: /^Memberships/ }).click();
    const again = a.page.getByRole('listitem', { name: `Assistance Member application from ${member.username}` }).filter({ hasText: 'Five of us' });
    // Live: the projector's notification reaches the member's open tab (slower on a busy machine).
    const approved = toast(m.page, 'Membership approved').waitFor({ timeout: 60_000 });
    await again.getByRole('button', { name: 'Approve' }).click();
    await toast(a.page, 'Membership application approved.').waitFor();
    await approved;
    await expect.poll(() => banner(m.page).getByText(/was approved on/).count(), eventually).toBe(1);
    await m.page.getByRole('heading', { name: /Your current membership: Assistance Member/ }).waitFor();
    expect(m.pageErrors).toEqual([]);
    expect(a.pageErrors).toEqual([]);
    await m.context.close();
    await a.context.close();
  }, 120_000);
});
