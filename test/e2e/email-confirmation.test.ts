import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signedUpMember, type TestApp } from '../support/test-app';
import { eventually } from '../support/eventually';
import { screenshot, withAppAndBrowser } from '../support/browser';

/** A new member, signed in, is asked to confirm their address, sends the link again, and opens it (Spanish, 360 px). */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

/** The newest confirmation link in the outbox for this member (mails are held there without a mail server). */
const newestLink = (memberId: string, count: number) =>
  eventually(
    async () => {
      const mails = await app.database.db
        .selectFrom('mail_outbox')
        .select(['text_body'])
        .where('member_id', '=', memberId)
        .where('kind', '=', 'email_confirm')
        .orderBy('created_at', 'desc')
        .execute();
      expect(mails.length).toBeGreaterThanOrEqual(count);
      const link = mails[0]!.text_body.match(/https?:\/\/\S+\/auth\/confirm-email\?token=\S+/);
      expect(link).not.toBeNull();
      return new URL(link![0]);
    },
    { timeoutMs: 15_000 },
  );

describe('confirming the email given at registration', () => {
  it('shows a banner with the address, sends the link again, and the link confirms it', async () => {
    const member = await signedUpMember(app);
    const context = await browser.newContext({ baseURL: app.url, viewport: { width: 360, height: 740 }, locale: 'es-US', serviceWorkers: 'block' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    expect((await context.request.post('/api/auth/login', { data: { email: member.email, password: member.password } })).status()).toBe(200);
    await page.goto('/dashboard');

    // Signed in and able to trade; the banner says where the link went and how to fix a wrong address.
    const banner = page.getByRole('region', { name: 'Confirme su correo' });
    await banner.getByText(`Confirme su correo: le enviamos un enlace a ${member.email}.`).waitFor();
    await banner.getByRole('link', { name: '¿Dirección equivocada? Cámbiela' }).waitFor();
    await page.getByTestId('credit-balance').waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await screenshot(page, 'confirm-email-banner-360-es');

    await banner.getByRole('button', { name: 'Enviarlo otra vez' }).click();
    await banner.getByRole('status').getByText(`Un enlace nuevo va en camino a ${member.email}.`).waitFor();
    const link = await newestLink(member.id, 2);

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText('Gracias: su correo está confirmado.').waitFor();
    await page.getByRole('link', { name: 'Ir a su panel' }).click();
    await page.getByTestId('credit-balance').waitFor();
    expect(await banner.count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'confirm-email-done-desktop-es');

    // The same link again: used.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText('Este enlace de confirmación no es válido, ya se usó o venció. Inicie sesión para recibir uno nuevo.').waitFor();
    await context.close();
  });
});
