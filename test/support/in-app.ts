import type { Page } from 'playwright-core';

/**
 * Opens `path` in the app already running in `page`, as the app's own links do (a history entry
 * and the router following it), and waits until the new page's main heading is drawn: a new
 * heading, or the same element with other words where two routes share a page component.
 *
 * The sweeps visit dozens of routes in one tab, and the journeys go from page to page as a member
 * does; loading each as a new document costs the browser the whole app's start each time (most of
 * their time), and what they check — what the page shows, layout at 360 px, accessibility — is the
 * same either way. Loading from the server is what routes.test.ts and prerendered-pages.test.ts
 * check, and what a journey keeps a `goto` for (a reload that proves what was kept, the first page
 * after a sign-in or sign-out).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const before = await page.evaluate<string>(`(() => {
    const headings = [...document.querySelectorAll('h1')];
    for (const heading of headings) heading.setAttribute('data-sweep-left', '');
    history.pushState(null, '', ${JSON.stringify(path)});
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return headings[0]?.textContent ?? '';
  })()`);
  // Polled from here: a predicate the page evaluated itself would be refused by the app's CSP.
  const drawn = `(() => {
    const heading = document.querySelector('h1');
    return heading !== null && (!heading.hasAttribute('data-sweep-left') || heading.textContent !== ${JSON.stringify(before)});
  })()`;
  const deadline = Date.now() + 15_000;
  while (!(await page.evaluate<boolean>(drawn))) {
    if (Date.now() > deadline) throw new Error(`${path} drew no main heading of its own`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  // A followed link opens its page at the top; the router restores offsets only on back and forward.
  await page.evaluate('window.scrollTo(0, 0)');
}

const running = new WeakSet<Page>();

/**
 * The first visit of a sweep loads the app from the server; the next ones open inside it, but for
 * the same page with another query (one conversation, then another), which shows the same
 * heading: that one loads from the server, so nothing of the page before can pass for it.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const samePage = running.has(page) && new URL(path, page.url()).pathname === new URL(page.url()).pathname;
  if (running.has(page) && !samePage) return openInApp(page, path);
  await page.goto(path);
  running.add(page);
}
