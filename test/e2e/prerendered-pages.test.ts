import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { withAppAndBrowser } from '../support/browser';
import { signedUpMember, type TestApp } from '../support/test-app';

/**
 * The public pages' text is in the HTML the server sends, in the reader's language, with the 24/7
 * helpline: a phone on a weak signal reads them before the script has come (here: with no script
 * at all). The script then takes the page over without drawing it again: the heading on screen
 * stays the same element, and nothing moves.
 */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

const SMALL_PHONE = { width: 360, height: 740 } as const;
const HELPLINE = '1-800-227-8370';

const headings = {
  en: { '/': /Trade what you have for what you need/, '/emergency': /^Emergency Help$/, '/marketplace': /^Marketplace$/, '/safety': /^Safety Tips$/, '/faq': /^Frequently Asked Questions$/ },
  es: { '/': /Cambie lo que tiene por lo que necesita/, '/emergency': /^Ayuda en emergencias$/, '/marketplace': /^Mercado$/, '/safety': /^Consejos de seguridad$/, '/faq': /^Preguntas frecuentes$/ },
} as const;

/** A phone whose browser asks for `locale`'s language; `cookie` is a language chosen on the device before. */
async function phone(options: { javaScript: boolean; locale: string; cookie?: string }): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: app.url,
    viewport: SMALL_PHONE,
    javaScriptEnabled: options.javaScript,
    locale: options.locale,
    serviceWorkers: 'block',
  });
  if (options.cookie) await context.addCookies([{ name: 'barteraid.language', value: options.cookie, url: app.url }]);
  return context;
}

describe('prerendered public pages', () => {
  for (const [language, locale] of [
    ['en', 'en-US'],
    ['es', 'es-US'],
  ] as const) {
    it(`shows the heading and the helpline without JavaScript, in ${language === 'en' ? 'English' : 'Spanish'}`, async () => {
      const context = await phone({ javaScript: false, locale });
      const page = await context.newPage();
      for (const [path, heading] of Object.entries(headings[language])) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(await page.getAttribute('html', 'lang'), path).toBe(language);
        const h1 = page.getByRole('heading', { level: 1 });
        expect(await h1.innerText(), path).toMatch(heading);
        expect(await h1.isVisible(), path).toBe(true);
        const helpline = page.locator(`a[href="tel:18002278370"]`, { hasText: HELPLINE }).last();
        expect(await helpline.count(), `${path}: the helpline`).toBeGreaterThan(0);
        await helpline.scrollIntoViewIfNeeded();
        expect(await helpline.isVisible(), `${path}: the helpline`).toBe(true);
        // Without the script the page says what needs it, in the page's language.
        const noscript = (await page.locator('noscript').innerText()).trim();
        expect(noscript, path).toMatch(language === 'en' ? /without JavaScript/ : /sin JavaScript/);
        expect(noscript, path).toContain(HELPLINE);
      }
      await context.close();
    });
  }

  it('sends the page in the language chosen on the device over the browser\'s', async () => {
    const context = await phone({ javaScript: false, locale: 'en-US', cookie: 'es' });
    const page = await context.newPage();
    await page.goto('/emergency');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(headings.es['/emergency']);
    await context.close();
  });

  for (const [language, locale] of [
    ['en', 'en-US'],
    ['es', 'es-US'],
  ] as const) {
    it(`takes a prerendered page over without drawing it again or moving it, in ${language === 'en' ? 'English' : 'Spanish'}`, async () => {
      const context = await phone({ javaScript: true, locale });
      // Before any script of the page: remember the heading the HTML brought, and add up every layout shift.
      await context.addInitScript(`
        window.__layoutShift = 0;
        new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value; })
          .observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('DOMContentLoaded', () => { window.__firstHeading = document.querySelector('h1'); });
      `);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        // A visitor's session check answers 401, which the browser reports; anything else is a problem (a hydration mismatch among them).
        if (message.type() === 'error' && !/status of 401/.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      for (const [path, heading] of Object.entries(headings[language])) {
        await page.goto(path);
        expect(await page.evaluate<string>('window.__firstHeading.textContent'), path).toMatch(heading);
        // The app has run: the header shows the visitor's sign-in link once the session check has answered.
        await page.getByRole('link', { name: language === 'en' ? 'Login' : 'Entrar', exact: true }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate<boolean>('window.__firstHeading === document.querySelector("h1")'), `${path}: the same heading element`).toBe(true);
        expect(await page.evaluate<boolean>('window.__firstHeading.isConnected'), path).toBe(true);
        expect(await page.getByRole('heading', { level: 1 }).innerText(), path).toMatch(heading);
        expect(await page.evaluate<number>('window.__layoutShift'), `${path}: layout shift`).toBeLessThan(0.01);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('keeps a signed-in member\'s page as it was sent while the app takes it over, then shows what a member sees', async () => {
    const member = await signedUpMember(app);
    const context = await phone({ javaScript: true, locale: 'en-US' });
    expect((await context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } })).status()).toBe(200);
    await context.addInitScript(`document.addEventListener('DOMContentLoaded', () => { window.__firstHeading = document.querySelector('h1'); });`);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    // The session's answer comes before the landing page's code: the page still hydrates as it was
    // rendered (no member known), and then offers what a member does.
    await page.goto('/');
    await page.getByRole('link', { name: /Browse/ }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate<boolean>('window.__firstHeading === document.querySelector("h1")')).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('leaves the page where the reader scrolled before the script came', async () => {
    const context = await phone({ javaScript: true, locale: 'en-US' });
    const page = await context.newPage();
    // The main script is held back until the reader has scrolled the prerendered text.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not waiting for DOMContentLoaded: a module script, held back, delays it.
    await page.goto('/safety', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Safety Tips' }).waitFor();
    await page.evaluate('window.scrollTo(0, 900)');
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(900);
    release();
    // The app has run: the header shows the visitor's Login link once the session check has answered.
    await page.getByRole('link', { name: 'Login', exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // Where the reader was (to a few pixels), not the page's top.
    expect(Math.abs((await page.evaluate<number>('window.scrollY')) - 900)).toBeLessThanOrEqual(4);
    await context.close();
  });
});
