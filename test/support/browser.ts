import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './test-app';

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell): the same engine as
 * /usr/bin/chromium without the desktop browser around it, a fifth less CPU per page on this
 * suite. The full browser when only that is installed.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const clientDist = path.join(root, 'client/dist');
export const screenshotDir = path.join(root, 'screenshots');

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Browser tests drive the built client; fail early with the fix when it is missing. */
export function assertClientBuilt(): void {
  if (!fs.existsSync(path.join(clientDist, 'index.html'))) {
    throw new Error('client/dist is missing: run `npm run build` before the browser tests.');
  }
}

/**
 * `whole`: the desktop browser, for what only it does — the headless shell answers "denied" to
 * notifications before anything is asked, where the browser asks on the member's click.
 */
export async function launchBrowser({ whole = false }: { whole?: boolean } = {}): Promise<Browser> {
  assertClientBuilt();
  return chromium.launch({
    executablePath: whole ? (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') : CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors, so a test can assert the page stayed healthy. */
  pageErrors: Error[];
  /** Anything the production Content-Security-Policy blocked. */
  cspViolations: string[];
}

export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
  options: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserSession> {
  // Service workers are blocked unless a test is about them: tests want the server's answers.
  const context = await browser.newContext({ baseURL, viewport, serviceWorkers: options.serviceWorkers ?? 'block' });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  const cspViolations: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  return { context, page, pageErrors, cspViolations };
}

/**
 * Writes a full-page screenshot to screenshots/ for a person to look at — only when
 * BARTERAID_SCREENSHOTS is set (`npm run screenshots` sets it): it asserts nothing, and a full page
 * at a time costs the suite most of a second each.
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (!process.env.BARTERAID_SCREENSHOTS) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}

/**
 * For a browser test file: starts the whole app on a fresh database and a browser before the
 * file's tests and stops both after them. `onStart` receives them (assign them to the file's variables).
 */
export function withAppAndBrowser(
  onStart: (started: { app: TestApp; browser: Browser }) => void,
  ...appArguments: Parameters<typeof startTestApp>
): void {
  let started: { app: TestApp; browser: Browser } | null = null;
  beforeAll(async () => {
    const [app, browser] = await Promise.all([startTestApp(...appArguments), launchBrowser()]);
    started = { app, browser };
    onStart(started);
  });
  afterAll(async () => {
    await started?.browser.close();
    await started?.app.stop();
  });
}
