import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { OutboxPage } from '@barteraid/events/contracts/mail';
import { eventually } from '../support/eventually';
import { signUpAdmin, signedUpMember, type TestApp } from '../support/test-app';
import { DESKTOP, openPage, withAppAndBrowser } from '../support/browser';

let app: TestApp;
let browser: Browser;
// No SMTP_URL: mail stays in the outbox, as in the embedded start.
withAppAndBrowser((started) => ({ app, browser } = started), {}, { mail: { sweepIntervalMs: 100 } });

describe('mail without a mail server', () => {
  it('shows an admin the outbox with each mail’s text, and a mail’s unsubscribe link works without signing in', async () => {
    const admin = await signUpAdmin(app);
    const owner = await signedUpMember(app);
    const buyer = await signedUpMember(app);
    const listing = await owner.client.post('/api/listings', {
      title: 'Winter coats',
      description: 'Three warm winter coats in good condition, sizes M and L.',
      category: 'clothing',
      type: 'offer',
      credits: '4.00',
      location: 'Houston, TX',
    });
    expect(listing.status, JSON.stringify(listing.body)).toBe(201);
    expect((await buyer.client.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'Pick up Sunday' })).status).toBe(201);
    const mail = await eventually(
      async () => {
        const page = (await admin.client.get<OutboxPage>('/api/admin/mail-outbox')).body;
        const found = page.mails.find((each) => each.to === owner.email && each.status === 'held' && each.subject === 'New trade proposal: Winter coats');
        expect(found).toBeDefined();
        return found!;
      },
      { timeoutMs: 20_000 },
    );

    const session = await openPage(browser, app.url, DESKTOP);
    session.context.setDefaultTimeout(15_000);
    expect((await session.context.request.post(`${app.url}/api/auth/login`, { data: { email: admin.email, password: admin.password } })).status()).toBe(200);
    const { page } = session;
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Outbox' }).click();
    // The owner's proposal mail (the confirmation of their address, mailed at registration, is another entry).
    const entry = page.getByRole('listitem').filter({ hasText: `To ${owner.email}` }).filter({ hasText: 'New trade proposal: Winter coats' });
    await entry.getByText('New trade proposal: Winter coats').click();
    await entry.getByText(/proposed a trade for "Winter coats"/).waitFor();
    expect(await entry.textContent()).toContain('no mail server is set up');
    await session.context.close();

    // The mail's unsubscribe link, opened by someone who is not signed in.
    const link = mail.text.match(/http:\/\/[^\s]+\/mail\/unsubscribe\?token=[^\s]+/)![0];
    const visitor = await openPage(browser, app.url, DESKTOP);
    visitor.context.setDefaultTimeout(15_000);
    await visitor.page.goto(new URL(link).pathname + new URL(link).search);
    await visitor.page.getByRole('heading', { level: 1, name: 'Email preferences' }).waitFor();
    await visitor.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await visitor.page.getByText(/You will no longer get these emails: Trades/).waitFor();
    expect(visitor.pageErrors).toEqual([]);
    await visitor.context.close();
    const preferences = await owner.client.get('/api/user/mail-preferences');
    expect(preferences.body.preferences).toContainEqual(expect.objectContaining({ kind: 'trades', enabled: false }));
  }, 90_000);
});
