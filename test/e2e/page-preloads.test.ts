import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signedUpMember, type TestApp } from '../support/test-app';
import { openPage, PHONE, withAppAndBrowser } from '../support/browser';

/**
 * Each page's HTML names the scripts that page will load after the main script
 * (`<link rel="modulepreload">`, written by the gateway from the build's route-preloads.json), so a
 * phone fetches them beside the main script. Named and loaded must be the same set: a page that
 * loads a script its HTML did not name waits a round trip more, and a named one it never loads is
 * bytes wasted on a weak connection.
 */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

/** Scripts the page fetched while loading, and those its HTML named, by path. */
async function scriptsOf(page: Page, path: string, ready: () => Promise<void>) {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.add(new URL(request.url()).pathname);
  });
  const response = await page.goto(path);
  const html = (await response?.text()) ?? '';
  await ready();
  await page.waitForLoadState('networkidle');
  const named = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
  const main = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  return { fetched: [...fetched].filter((script) => script !== main).sort(), named: [...new Set(named)].sort(), main };
}

describe('page preloads', () => {
  it('names in each page its own chunks, for visitors and signed-in members', async () => {
    const visitor = await openPage(browser, app.url, PHONE);
    const marketplace = await scriptsOf(visitor.page, '/marketplace', () => visitor.page.getByRole('heading', { level: 1 }).waitFor());
    expect(marketplace.main).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(marketplace.named.some((script) => /\/marketplace-page-/.test(script))).toBe(true);
    expect(marketplace.fetched).toEqual(marketplace.named);
    await visitor.context.close();

    const member = await signedUpMember(app);
    for (const [path, heading] of [
      ['/dashboard', /Welcome/],
      ['/messages', /Messages/],
    ] as const) {
      const session = await openPage(browser, app.url, PHONE);
      expect((await session.context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } })).status()).toBe(200);
      const scripts = await scriptsOf(session.page, path, () => session.page.getByRole('heading', { level: 1, name: heading }).waitFor());
      expect(scripts.named.some((script) => /signed-in-actions-/.test(script))).toBe(true);
      expect(scripts.fetched).toEqual(scripts.named);
      await session.context.close();
    }
  });

  it('names a page of a route with a parameter, and a content page in the language the browser asks for', async () => {
    const html = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${app.url}${path}`, { headers })).text();
    expect(await html('/listings/3f1c2a9e-0000-4000-8000-000000000000')).toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/listing-page-[\w-]+\.js"/);
    // A path that is a page of its own is not taken for the page with a parameter beside it.
    const newListing = await html('/listings/new');
    expect(newListing).toMatch(/href="\/assets\/new-listing-page-[\w-]+\.js"/);
    expect(newListing).not.toMatch(/href="\/assets\/listing-page-/);
    // Signed out: nothing of the signed-in parts.
    expect(await html('/marketplace')).not.toMatch(/signed-in-actions-/);

    const english = await html('/safety', { 'accept-language': 'en-US,en;q=0.9' });
    const spanish = await html('/safety', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    const safetyChunks = (page: string) => [...page.matchAll(/href="(\/assets\/safety-[\w-]+\.js)"/g)].map((match) => match[1]);
    expect(safetyChunks(english)).toHaveLength(1);
    expect(safetyChunks(spanish)).toHaveLength(1);
    expect(safetyChunks(english)).not.toEqual(safetyChunks(spanish));

    // Paths that are no page get the shell with no page chunk named.
    // (The entry's own runtime chunk, which every shell names, is no page's.)
    const preloads = (page: string) => [...page.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]).filter((href) => !href?.includes('/rolldown-runtime-'));
    expect(preloads(await html('/no-such-page'))).toEqual([]);
  });
});
