import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../support/test-app';
import { openPage, withAppAndBrowser } from '../support/browser';

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
});
