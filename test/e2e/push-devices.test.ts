import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newVapidKeyPair } from '@barteraid/infra';
import { PushServiceStandIn } from '../support/push-service';
import { signedUpMember, startTestApp, type TestApp } from '../support/test-app';
import { launchBrowser, openPage, screenshot } from '../support/browser';

/**
 * The member's devices in /settings. Chromium's own push service cannot be pointed at a stand-in,
 * so the devices are turned on through the API with the stand-in's keys (as a browser would send
 * them); the page lists them, marks none as this browser, and turns one off.
 */
const vapid = newVapidKeyPair();
const pushService = new PushServiceStandIn(vapid.publicKey);
let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  await pushService.start();
  [app, browser] = await Promise.all([
    startTestApp({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, PUSH_ENDPOINT_ALLOW: pushService.origin }),
    // The whole browser: it asks for permission on the click, as a member's would.
    launchBrowser({ whole: true }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await pushService.stop();
});

const SMALL_PHONE = { width: 360, height: 780 } as const;

describe('notifications on the member’s devices (/settings)', () => {
  it('lists each device with notifications on, offers this one, and turns another off; in English and Spanish at 360 px', async () => {
    const member = await signedUpMember(app);
    const phone = pushService.subscribe();
    const laptop = pushService.subscribe();
    const android = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
    expect((await member.client.post('/api/push/subscriptions', phone, { 'user-agent': android })).status).toBe(201);
    expect((await member.client.post('/api/push/subscriptions', laptop, { 'user-agent': windows })).status).toBe(201);

    const { context, page } = await openPage(browser, app.url, SMALL_PHONE);
    context.setDefaultTimeout(15_000);
    expect((await context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } })).status()).toBe(200);
    await page.goto('/settings');

    const section = page.getByRole('region', { name: 'Notifications on your devices' });
    const devices = section.getByRole('list', { name: 'Devices with notifications on' });
    await expect.poll(() => devices.getByRole('listitem').allInnerTexts(), { timeout: 15_000 }).toEqual([
      expect.stringContaining('Chrome on Android'),
      expect.stringContaining('Firefox on Windows'),
    ]);
    // This browser is not one of them: it is offered, and nothing was asked of it yet.
    const turnOn = section.getByRole('button', { name: 'Turn on notifications on this device' });
    await turnOn.waitFor();
    expect(await page.evaluate('Notification.permission')).toBe('default');
    // The browser asks only on the click; this one says no, and the page says how to allow it.
    await turnOn.click();
    await section.getByRole('alert').filter({ hasText: 'Your browser did not allow notifications.' }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await screenshot(page, 'settings-push-360');

    await section.getByRole('button', { name: 'Turn off notifications on Firefox on Windows' }).click();
    await expect.poll(() => devices.getByRole('listitem').allInnerTexts(), { timeout: 15_000 }).toEqual([expect.stringContaining('Chrome on Android')]);
    expect((await member.client.get('/api/push/subscriptions')).body.devices.map((device: { endpoint: string }) => device.endpoint)).toEqual([phone.endpoint]);

    // In Spanish, the same section in the member's words.
    expect((await member.client.put('/api/user/language', { language: 'es' })).status).toBe(200);
    await page.reload();
    const spanish = page.getByRole('region', { name: 'Notificaciones en sus dispositivos' });
    await spanish.getByRole('button', { name: 'Activar las notificaciones en este dispositivo' }).waitFor();
    await spanish.getByRole('button', { name: 'Desactivar las notificaciones en Chrome on Android' }).click();
    await spanish.getByText('Las notificaciones no están activadas en ninguno de sus dispositivos.').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await context.close();
  });
});
