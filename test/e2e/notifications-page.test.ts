import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { projectorDbOf, recordNotification } from '@barteraid/projector';
import { tradeNotices } from '@barteraid/events/messages/trades-notices';
import { signedUpMember, type TestApp } from '../support/test-app';
import { screenshot, withAppAndBrowser } from '../support/browser';

/** A member opens the bell (its count drops) and reads every notification, a page at a time, in Spanish at 360 px. */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

/** Stores a notification for the member as a feature's projection would. */
async function addNotification(memberId: string, position: number, title: string) {
  await projectorDbOf(app.database.db).transaction().execute((trx) =>
    recordNotification(trx, { notify: () => undefined }, {
      memberId,
      type: 'trade_update',
      // A title with the text the test looks for, written in Spanish as "Mensaje nuevo de Update 3".
      title: tradeNotices.message('newMessageFrom', { name: title }),
      description: tradeNotices.message('tradeUpdate'),
      tradeId: randomUUID(),
      event: { id: randomUUID(), position, createdAt: new Date() },
      realtime: { status: 'accepted' },
    }),
  );
}

describe('the bell and the notifications page', () => {
  it('drops the count when the bell is opened, and lists every notification with paging', async () => {
    const member = await signedUpMember(app);
    const head = await app.store.headPosition();
    for (let each = 1; each <= 23; each += 1) await addNotification(member.id, head + each, `Update ${each}`);

    const context = await browser.newContext({ baseURL: app.url, viewport: { width: 360, height: 740 }, locale: 'es-US', serviceWorkers: 'block' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    expect((await context.request.post('/api/auth/login', { data: { email: member.email, password: member.password } })).status()).toBe(200);
    await page.goto('/dashboard');
    const bell = page.getByRole('button', { name: /^Avisos/ });
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toBe('Avisos, 24 sin leer');

    // Opening the bell marks what it shows as seen, with an Idempotency-Key: the count drops, the items stay unread.
    const seen = page.waitForRequest((request) => request.url().endsWith('/api/notifications/seen'));
    await bell.click();
    const request = await seen;
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await request.response())?.status()).toBe(204);
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toBe('Avisos');
    const popover = page.getByRole('dialog');
    expect(await popover.getByText('(sin leer)').count()).toBe(24);
    await screenshot(page, 'bell-opened-360-es');

    // Seen is kept: a reload shows no count.
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByTestId('credit-balance').waitFor();
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toBe('Avisos');

    // The bell leads to every notification, a page at a time.
    await bell.click();
    await popover.getByRole('button', { name: 'Todos los avisos' }).click();
    await page.waitForURL('**/notifications');
    await page.getByRole('heading', { level: 1, name: 'Avisos' }).waitFor();
    const list = page.getByRole('list', { name: 'Sus avisos' });
    await list.getByText('Update 23').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(20);
    await page.getByRole('button', { name: 'Cargar más' }).click();
    await page.getByText('Avisos mostrados: 24').waitFor();
    await list.getByText(/Update 1(?!\d)/).waitFor();
    expect(await page.getByRole('button', { name: 'Cargar más' }).count()).toBe(0);
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await screenshot(page, 'notifications-page-360-es');

    // The phone menu leads there too.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Avisos' }).click();
    await page.waitForURL('**/notifications');
    await list.getByText('Update 23').waitFor();

    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'notifications-page-desktop-es');
    await context.close();
  });
});
