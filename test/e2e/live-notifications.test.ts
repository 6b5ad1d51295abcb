import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../support/test-app';
import { openPage, screenshot, withAppAndBrowser } from '../support/browser';

let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

describe('notification bell', () => {
  it('receives a live message notification with a toast', async () => {
    const member = await app.client().signUp();
    const { page, context } = await openPage(browser, app.url);
    await context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } });
    context.setDefaultTimeout(8_000);
    await page.goto('/dashboard');
    await expect.poll(() => app.gateway.realtime.socketCount(member.id), { timeout: 10_000 }).toBe(1);

    const bell = page.getByRole('button', { name: /^Notifications/ });
    const before = await bell.getAttribute('aria-label');
    await app.bus.publish({ userId: member.id, payload: { type: 'new_message', senderName: 'Maria', tradeId: 'trade-1' } });

    await page.getByRole('status').filter({ hasText: 'New message from Maria' }).first().waitFor();
    await expect.poll(() => bell.getAttribute('aria-label')).not.toBe(before);

    await bell.click();
    const popover = page.getByRole('dialog');
    await popover.getByRole('heading', { name: 'Notifications' }).waitFor();
    await popover.getByText('Live notifications active').waitFor();
    await popover.getByText('New message from Maria').waitFor();
    await popover.getByRole('button', { name: 'View All Messages' }).waitFor();

    await app.bus.publish({ userId: member.id, payload: { type: 'new_message', tradeId: 'trade-2' } });
    await popover.getByText('New message from Unknown user').waitFor();

    const marked = page.waitForResponse((response) => response.url().endsWith('/api/notifications/read'));
    await popover.getByRole('button', { name: 'Mark all read' }).click();
    expect((await marked).status()).toBe(200);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');
    const stored = await context.request.get(`${app.url}/api/notifications`);
    expect((await stored.json()).every((item: { read: boolean }) => item.read)).toBe(true);

    await app.bus.publish({ userId: member.id, payload: { type: 'trade_update', tradeId: 'trade-1', status: 'accepted' } });
    await page.getByRole('status').filter({ hasText: 'Trade status changed to accepted' }).first().waitFor();

    await popover.getByRole('button', { name: /New message from Maria/ }).click();
    await page.waitForURL('**/messages?trade=trade-1');
    await context.close();
  });

  it('drops the count in every tab of the member as soon as one tab opens the conversation', async () => {
    const owner = app.client();
    const ownerMember = await owner.signUp();
    const buyer = app.client();
    await buyer.signUp();
    const listing = await owner.post('/api/listings', {
      title: 'Baby formula, two cans',
      description: 'Two sealed cans of infant formula, best before next year.',
      category: 'food-water',
      type: 'offer',
      credits: '6.00',
      location: 'Austin, TX',
    });
    expect(listing.status).toBe(201);
    const proposed = await buyer.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'Could I collect them tonight?' });
    expect(proposed.status).toBe(201);
    const tradeId = proposed.body.id as string;
    // Only the message counts: its notification and the unread message itself (the bell adds both).
    expect((await owner.post('/api/notifications/read')).status).toBe(200);
    expect((await buyer.post('/api/messages', { tradeId, recipientId: ownerMember.id, content: 'I can bring a bag of rice in return.' })).status).toBe(201);

    const { page: first, context } = await openPage(browser, app.url);
    await context.request.post(`${app.url}/api/auth/login`, { data: { email: ownerMember.email, password: ownerMember.password } });
    context.setDefaultTimeout(8_000);
    const second = await context.newPage();
    await Promise.all([first.goto('/dashboard'), second.goto('/dashboard')]);
    await expect.poll(() => app.gateway.realtime.socketCount(ownerMember.id), { timeout: 10_000 }).toBe(2);
    const bell = (tab: typeof first) => tab.getByRole('button', { name: /^Notifications/ });
    for (const tab of [first, second]) await expect.poll(() => bell(tab).getAttribute('aria-label')).toBe('Notifications, 2 unread');

    // The second tab may not ask the server again: what it learns comes over its socket.
    await second.route(/\/api\/(notifications|user\/messages)/, (route) => route.abort());
    await first.goto(`/messages?trade=${tradeId}`);
    await first.getByRole('region', { name: 'Conversation' }).getByText('I can bring a bag of rice in return.').waitFor();
    for (const tab of [first, second]) await expect.poll(() => bell(tab).getAttribute('aria-label')).toBe('Notifications');

    const stored = (await (await context.request.get(`${app.url}/api/notifications`)).json()) as { read: boolean }[];
    expect(stored.every((item) => item.read)).toBe(true);
    await context.close();
  });
  it('shows no toast for a message in the conversation on screen, and never one over the composer (360 px and desktop)', async () => {
    const owner = app.client();
    const ownerMember = await owner.signUp();
    const buyer = app.client();
    await buyer.signUp();
    const listing = await owner.post('/api/listings', {
      title: 'Camping stove and fuel',
      description: 'A small gas stove with two cans of fuel, to cook while the power is out.',
      category: 'tools-equipment',
      type: 'offer',
      credits: '4.00',
      location: 'Austin, TX',
    });
    expect(listing.status).toBe(201);
    const proposed = await buyer.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'Could I borrow it for the weekend?' });
    expect(proposed.status).toBe(201);
    const tradeId = proposed.body.id as string;

    const { page, context } = await openPage(browser, app.url, { width: 360, height: 740 });
    await context.request.post(`${app.url}/api/auth/login`, { data: { email: ownerMember.email, password: ownerMember.password } });
    context.setDefaultTimeout(8_000);
    await page.goto(`/messages?trade=${tradeId}`);
    const pane = page.getByRole('region', { name: 'Conversation' });
    await pane.getByRole('button', { name: 'Send message' }).waitFor();
    await expect.poll(() => app.gateway.realtime.socketCount(ownerMember.id), { timeout: 10_000 }).toBe(1);

    for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      // A message in the conversation on screen, then one in another: the pushes arrive in that order.
      await app.bus.publish({ userId: ownerMember.id, payload: { type: 'new_message', senderName: 'Maria', tradeId } });
      await app.bus.publish({ userId: ownerMember.id, payload: { type: 'new_message', senderName: 'Jonas', tradeId: 'another-trade' } });
      // The toast itself (the announcement for screen readers is a hidden copy of its text).
      const toasts = page.getByRole('region', { name: /^Notifications \(/ }).getByRole('listitem');
      const toast = toasts.filter({ hasText: 'New message from Jonas' });
      await toast.waitFor();
      expect(await toasts.filter({ hasText: 'New message from Maria' }).count()).toBe(0);

      const shown = (await toast.boundingBox())!;
      for (const control of [pane.getByLabel('Message', { exact: true }), pane.getByRole('button', { name: 'Send message' })]) {
        const box = (await control.boundingBox())!;
        const apart = shown.y + shown.height <= box.y || box.y + box.height <= shown.y || shown.x + shown.width <= box.x || box.x + box.width <= shown.x;
        expect(apart, `toast over the composer at ${viewport.width} px`).toBe(true);
      }
      await screenshot(page, `toast-over-conversation-${viewport.width}`);
      await toast.getByRole('button', { name: 'Dismiss notification' }).click();
      await toast.waitFor({ state: 'detached' });
    }
    await context.close();
  });
});
