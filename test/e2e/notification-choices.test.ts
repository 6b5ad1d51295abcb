import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signedUpMember, signUpAdmin, type TestApp } from '../support/test-app';
import { DESKTOP, openPage, screenshot, withAppAndBrowser } from '../support/browser';
import { NARROW_PHONE, unreachableOnScreen } from '../support/phone-fit';
import { seriousViolations } from '../support/accessibility';

/**
 * A member's notification choices on /settings at 360 px, in English and Spanish (the time zone
 * their ZIP code gives them, and the kind × channel table), and an admin reading a member's texts.
 */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

const settingsOf = async (client: Awaited<ReturnType<typeof signedUpMember>>['client']) =>
  (await client.get('/api/user/notification-settings')).body as { kinds: { kind: string; email: boolean; push: boolean; sms: boolean | null }[] };

describe('notification choices', () => {
  it('a member at 360 px sees their zone and turns kinds off per channel, in English and Spanish, by keyboard and labels', async () => {
    const member = await signedUpMember(app, { zip: '90012' });
    const { context, page } = await openPage(browser, app.url, NARROW_PHONE);
    context.setDefaultTimeout(15_000);
    expect((await context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } })).status()).toBe(200);
    await page.goto('/settings');

    await page.getByText('Your notifications follow: Pacific (Los Angeles)').waitFor();
    const table = page.getByRole('table', { name: 'Which notifications you get by email, push and text message' });
    const tradesByPush = table.getByRole('checkbox', { name: 'Trades by Push' });
    await expect.poll(() => tradesByPush.isChecked()).toBe(true);
    // By keyboard: focus the box and press Space.
    await tradesByPush.focus();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await settingsOf(member.client)).kinds.find((row) => row.kind === 'trades')?.push).toBe(false);
    expect(await table.getByRole('checkbox', { name: 'Chat messages by Text' }).count()).toBe(0);
    await table.scrollIntoViewIfNeeded();
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    expect(await unreachableOnScreen(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'notification-choices-360');

    expect((await member.client.put('/api/user/language', { language: 'es' })).status).toBe(200);
    await page.reload();
    await page.getByText('Sus notificaciones siguen: Pacífico (Los Ángeles)').waitFor();
    const tabla = page.getByRole('table', { name: 'Qué notificaciones recibe por correo, push y mensaje de texto' });
    await expect.poll(() => tabla.getByRole('checkbox', { name: 'Intercambios por Push' }).isChecked()).toBe(false);
    await tabla.getByRole('checkbox', { name: 'Disputas por Texto' }).click();
    await expect.poll(async () => (await settingsOf(member.client)).kinds.find((row) => row.kind === 'disputes')?.sms).toBe(false);
    // Choosing a zone: the select names them in Spanish.
    await page.getByRole('combobox', { name: 'Zona horaria' }).selectOption({ label: 'Este (Nueva York)' });
    await page.getByRole('button', { name: 'Guardar zona horaria' }).click();
    await page.getByText('Sus notificaciones siguen: Este (Nueva York)').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    expect(await unreachableOnScreen(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await tabla.scrollIntoViewIfNeeded();
    await screenshot(page, 'notification-choices-360-es');
    await page.setViewportSize(DESKTOP);
    await tabla.scrollIntoViewIfNeeded();
    await screenshot(page, 'notification-choices-1280-es', { fullPage: false });
    await context.close();
  });

  it("an admin reads a member's texts, each with its state, on the member's page", async () => {
    const admin = await signUpAdmin(app);
    const member = await signedUpMember(app);
    const now = Date.now();
    // Texts as the SMS worker leaves them (sending them is the SMS ladder's own tests' part).
    await app.database.db
      .insertInto('sms_outbox')
      .values([
        { id: crypto.randomUUID(), kind: 'notice', member_id: member.id, recipient: '+15125550123', body: 'Sam proposed 12 credits for Water. Reply ACCEPT 4821', status: 'delivered', created_at: new Date(now - 60_000), sent_at: new Date(now - 59_000), delivered_at: new Date(now - 58_000) },
        { id: crypto.randomUUID(), kind: 'notice', member_id: member.id, recipient: '+15125550123', body: 'Water was delivered. Reply DONE 1234', status: 'failed', last_error: 'not delivered (UNDELIV)', created_at: new Date(now) },
      ])
      .execute();
    const { context, page } = await openPage(browser, app.url, DESKTOP);
    context.setDefaultTimeout(15_000);
    expect((await context.request.post(`${app.url}/api/auth/login`, { data: { email: admin.email, password: admin.password } })).status()).toBe(200);
    await page.goto(`/admin/members/${member.id}`);
    const sent = page.getByRole('region', { name: 'Pushes and text messages sent to this member, newest first' });
    await expect.poll(() => sent.getByRole('row').allInnerTexts()).toEqual([
      expect.stringMatching(/^decided/i),
      expect.stringMatching(/Text\s+Failed\s+not delivered \(UNDELIV\)[\s\S]*Water was delivered/),
      expect.stringMatching(/Text\s+Delivered[\s\S]*Sam proposed 12 credits/),
    ]);
    await sent.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-member-texts-1280', { fullPage: false });
    await context.close();
  });
});
