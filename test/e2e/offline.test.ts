import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signedUpMember, type SignedUpMember, type TestApp } from '../support/test-app';
import { openPage, PHONE, screenshot, withAppAndBrowser } from '../support/browser';

let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started), { HELPLINE_PHONE: '1-800-555-0142' });

/** A member signed in on a phone whose service worker is ready, on their dashboard. */
async function onDashboardWithServiceWorker(member: SignedUpMember) {
  const session = await openPage(browser, app.url, PHONE, { serviceWorkers: 'allow' });
  session.context.setDefaultTimeout(15_000);
  await session.context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } });
  await session.page.goto('/dashboard');
  await session.page.getByTestId('credit-balance').waitFor();
  await session.page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
  return session;
}

describe('offline-ready app', () => {
  it('serves a manifest with installable icons', async () => {
    const response = await fetch(`${app.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as { display: string; start_url: string; icons: { sizes: string }[] };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('keeps emergency help, safety tips and the helpline available without a connection', async () => {
    const { page, context } = await openPage(browser, app.url, PHONE, { serviceWorkers: 'allow' });
    context.setDefaultTimeout(10_000);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Page-side expressions as strings: the test project has no DOM typings.
    await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
    // The helpline from the server is remembered on the device for offline use.
    await page.waitForFunction("localStorage.getItem('barteraid.config') !== null");
    const helpline = app.config.HELPLINE_PHONE;

    await context.setOffline(true);
    await page.goto('/emergency');
    await page.getByRole('heading', { level: 1, name: 'Emergency Help' }).waitFor();
    await page.getByText('You are offline.', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: helpline }).count()).toBeGreaterThan(0);

    await page.goto('/safety');
    await page.getByRole('heading', { level: 1, name: 'Safety Tips' }).waitFor();

    // Member data is never served from the cache.
    expect(await page.evaluate(() => fetch('/api/auth/me').then(() => 'answered', () => 'failed'))).toBe('failed');
    await context.close();
  });

  it('offers installation with Install and Not Now when the browser allows it', async () => {
    const { page, context } = await openPage(browser, app.url, PHONE);
    const offer = `(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      event.prompt = () => { window.__installPrompted = true; return Promise.resolve(); };
      event.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(event);
    })()`;
    // The browser may offer before the prerendered page has hydrated: the offer still shows.
    await page.addInitScript(`document.addEventListener('DOMContentLoaded', () => ${offer})`);
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Install BarterAid' });
    await card.getByRole('button', { name: 'Not Now' }).click();
    await card.waitFor({ state: 'detached' });

    // Declined for this visit: a second offer stays quiet.
    await page.evaluate(offer);
    expect(await card.count()).toBe(0);

    await page.evaluate('sessionStorage.clear()');
    await page.evaluate(offer);
    await card.getByRole('button', { name: 'Install', exact: true }).click();
    await card.waitFor({ state: 'detached' });
    expect(await page.evaluate<boolean>('window.__installPrompted === true')).toBe(true);
    await context.close();
  });
});

describe('a member without a connection', () => {
  it('keeps the last dashboard, conversation and listings readable, and sends what was written offline once', async () => {
    const owner = await signedUpMember(app);
    const member = await signedUpMember(app);
    const offer = await owner.client.post('/api/listings', {
      title: 'Bottled water, two cases',
      description: 'Forty-eight bottles of drinking water, pick up by the church.',
      category: 'food-water',
      type: 'offer',
      credits: '6.00',
      location: 'Houston, TX',
    });
    expect(offer.status).toBe(201);
    const proposed = await member.client.post('/api/trades', { listingId: offer.body.listing.id, proposedTerms: 'One case is enough, thank you.' });
    expect(proposed.status).toBe(201);
    const tradeId = proposed.body.id as string;
    expect((await owner.client.post('/api/messages', { tradeId, recipientId: member.id, content: 'Come by at noon.' })).status).toBe(201);

    const { page, context, pageErrors } = await onDashboardWithServiceWorker(member);
    await page.goto(`/messages?trade=${tradeId}`);
    await page.getByRole('region', { name: 'Conversation' }).getByText('Come by at noon.').waitFor();
    const kept = (text: string) => page.evaluate<boolean>(`(localStorage.getItem('barteraid.offline-copy') ?? '').includes(${JSON.stringify(text)})`);
    // The conversation is kept on the device half a second after its answers (its text alone would not
    // show it: the dashboard's unread list carries it too).
    const keptQueries = () =>
      page.evaluate<string[]>(`JSON.parse(localStorage.getItem('barteraid.offline-copy') ?? '{"state":{"queries":[]}}').state.queries.map((query) => query.queryHash)`);
    await expect
      .poll(keptQueries)
      .toEqual(expect.arrayContaining([JSON.stringify(['/api/trades', tradeId]), JSON.stringify(['/api/trades', tradeId, 'messages'])]));
    // The member sends a message and switches to another app at once: the copy is written at that
    // moment, not half a second later, since a phone may discard a page in the background unannounced.
    await page.getByLabel('Message', { exact: true }).fill('On my way.');
    await page.getByRole('button', { name: 'Send message' }).click();
    // Sent and read back: the composer empties once the conversation's new answer is in.
    await page.getByLabel('Message', { exact: true }).and(page.locator(':placeholder-shown')).waitFor();
    const keptOnceHidden = `(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      delete document.visibilityState;
      return (localStorage.getItem('barteraid.offline-copy') ?? '').includes('On my way.');
    })()`;
    expect(await page.evaluate<boolean>(keptOnceHidden)).toBe(true);
    await page.goto('/marketplace');
    await page.getByText('Bottled water, two cases').first().waitFor();
    // The device's copy has the marketplace as last loaded (written a moment after each answer; only
    // the marketplace's answer carries the description).
    await expect.poll(() => kept('Forty-eight bottles')).toBe(true);

    // The connection drops and the app is opened again: the member's last copy, marked as such.
    await context.setOffline(true);
    await page.goto('/dashboard');
    await page.getByText(/^Offline — last updated /).waitFor();
    await page.getByTestId('credit-balance').getByText('50.00').waitFor();
    await page.getByText('Bottled water, two cases').first().waitFor();
    await page.goto('/marketplace');
    await page.getByText('Bottled water, two cases').first().waitFor();
    await page.goto(`/messages?trade=${tradeId}`);
    const chat = page.getByRole('region', { name: 'Conversation' });
    await chat.getByText('Come by at noon.').waitFor();
    // Trade actions need the server: shown, but turned off.
    await chat.getByText('Trade actions need a connection.').waitFor();
    expect(await chat.getByRole('button', { name: /Cancel/ }).isDisabled()).toBe(true);

    // Written offline: kept on the device and shown as waiting.
    await page.getByLabel('Message', { exact: true }).fill('I will bring the cart.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await chat.getByText('I will bring the cart.').waitFor();
    await chat.getByText('Waiting to send').waitFor();
    await screenshot(page, 'offline-chat-waiting-phone', { fullPage: false });
    await page.goto('/listings/new');
    await page.getByLabel('Ask for something').check();
    await page.getByLabel('Title').fill('Needed: baby formula for a newborn');
    await page.getByLabel('Description').fill('Formula for a three-week-old; the store near the shelter is closed.');
    await page.getByLabel('Category').selectOption('food-water');
    await page.getByLabel('Credits', { exact: true }).fill('8');
    await page.getByLabel('Location', { exact: true }).fill('Houston, TX');
    await page.getByRole('button', { name: 'Post Listing' }).click();
    await page.waitForURL('**/dashboard');
    const waiting = page.getByRole('status').filter({ hasText: 'Waiting to send' });
    await waiting.getByText('Listing: Needed: baby formula for a newborn').waitFor();
    await waiting.getByText('Message: I will bring the cart.').waitFor();
    await screenshot(page, 'offline-dashboard-waiting-phone');
    // Any other change needs the server: refused at once with a plain reason, and not kept for later.
    await page.goto('/settings');
    const profile = page.getByRole('form', { name: 'Profile' });
    await expect.poll(() => profile.getByLabel('First name').inputValue()).toBe('Test');
    await profile.getByLabel('First name').fill('Offline');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByRole('alert').filter({ hasText: 'You are offline. This needs a connection: nothing was sent.' }).waitFor();
    await page.goto('/dashboard');

    // A second tab of the member is open too when the connection returns: both try to send.
    const second = await context.newPage();
    await second.goto('/dashboard');
    await second.getByRole('status').filter({ hasText: 'Waiting to send' }).waitFor();
    // The server's first answer to the message is lost on the way back: the message stays waiting,
    // and the next try (same key) is answered from the server's record instead of sending it again.
    let lostAnswers = 0;
    await context.route(
      '**/api/messages',
      async (route) => {
        await route.fetch();
        lostAnswers += 1;
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await context.setOffline(false);
    await expect.poll(() => lostAnswers).toBe(1);
    // Opening the app again sends whatever still waits (the other tab may have already).
    await page.reload();
    for (const tab of [page, second]) {
      await tab.getByRole('status').filter({ hasText: 'Waiting to send' }).waitFor({ state: 'detached' });
      await tab.getByText(/^Offline — last updated /).waitFor({ state: 'detached' });
    }
    await page.goto(`/messages?trade=${tradeId}`);
    await page.getByRole('region', { name: 'Conversation' }).getByText('I will bring the cart.').waitFor();
    expect(await page.getByRole('region', { name: 'Conversation' }).getByText('Waiting to send').count()).toBe(0);

    // Exactly once on the server, each.
    const thread = (await member.client.get(`/api/trades/${tradeId}/messages`)).body as { content: string }[];
    expect(thread.filter((message) => message.content === 'I will bring the cart.')).toHaveLength(1);
    expect((await member.client.get('/api/auth/me')).body.firstName).toBe('Test');
    const mine = (await member.client.get('/api/user/listings')).body as { title: string }[];
    expect(mine.filter((listing) => listing.title === 'Needed: baby formula for a newborn')).toHaveLength(1);

    // Signing out leaves nothing of the member's on the device.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${app.url}/`);
    expect(await page.evaluate("[localStorage.getItem('barteraid.offline-copy'), localStorage.getItem('barteraid.outbox')]")).toEqual([null, null]);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('tells a member without a connection, in one short banner, what waits and what needs a connection (360 px, Spanish)', async () => {
    const member = await signedUpMember(app);
    const context = await browser.newContext({ baseURL: app.url, viewport: { width: 360, height: 740 }, locale: 'es-US', serviceWorkers: 'block' });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } });
    await page.goto('/dashboard');
    await page.getByTestId('credit-balance').waitFor();

    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: /^Sin conexión — actualizado / });
    await banner.waitFor();
    // One banner, and what it says is true: messages and new listings wait, other changes need a connection.
    expect(await page.getByRole('status').filter({ hasText: /conexión/ }).count()).toBe(1);
    // The request to confirm the address, whose actions need a connection, waits until it is back.
    expect(await page.getByRole('region', { name: 'Confirme su correo' }).count()).toBe(0);
    expect(await banner.textContent()).toContain('Mensajes y anuncios nuevos se envían después; lo demás necesita conexión.');
    await screenshot(page, 'offline-banner-360-es');
    // Short: at most three lines of a 740 px phone screen.
    expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(80);
    await context.close();
  });

  it('keeps the member where they were when the connection returns, sends what waited and refreshes', async () => {
    const member = await signedUpMember(app);
    const { page, context, pageErrors } = await onDashboardWithServiceWorker(member);
    await expect.poll(() => page.evaluate<boolean>("localStorage.getItem('barteraid.offline-copy') !== null")).toBe(true);

    // Opened without a connection: the saved copy, and a listing written offline waits.
    await context.setOffline(true);
    await page.goto('/listings/new');
    await page.getByLabel('Ask for something').check();
    await page.getByLabel('Title').fill('Needed: a camping stove');
    await page.getByLabel('Description').fill('A small gas stove to cook while the power is out.');
    await page.getByLabel('Category').selectOption('food-water');
    await page.getByLabel('Credits', { exact: true }).fill('5');
    await page.getByLabel('Location', { exact: true }).fill('Houston, TX');
    await page.getByRole('button', { name: 'Post Listing' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText(/^Offline — last updated /).waitFor();
    const waiting = page.getByRole('status').filter({ hasText: 'Waiting to send' });
    await waiting.getByText('Listing: Needed: a camping stove').waitFor();

    // Back online on the same page: the member stays, the listing is sent and the page refreshed.
    const sessionChecked = page.waitForResponse((response) => response.url().endsWith('/api/auth/me') && response.status() === 200);
    await context.setOffline(false);
    await sessionChecked;
    await waiting.waitFor({ state: 'detached' });
    await page.getByText(/^Offline — last updated /).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    // The dashboard's lists are fetched again: the listing sent shows among the member's own.
    await page.getByTestId('credit-balance').waitFor();
    await page.getByText('Needed: a camping stove').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    const mine = (await member.client.get('/api/user/listings')).body as { title: string }[];
    expect(mine.filter((listing) => listing.title === 'Needed: a camping stove')).toHaveLength(1);

    // A signed-in member who opens the sign-in page goes on to where they were going.
    await page.goto('/auth/login?next=%2Fmessages');
    await page.waitForURL((url) => url.pathname === '/messages');
    await page.goto('/auth/login');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 60_000);

  it('signs out a shared phone without a connection, and ends the session on the server once it is back', async () => {
    const member = await signedUpMember(app);
    const { page, context, pageErrors } = await onDashboardWithServiceWorker(member);
    await expect.poll(() => page.evaluate<boolean>("localStorage.getItem('barteraid.offline-copy') !== null")).toBe(true);

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(await page.evaluate("[localStorage.getItem('barteraid.offline-copy'), localStorage.getItem('barteraid.sign-out-pending')]")).toEqual([null, '1']);
    // Opened again without a connection: nothing of the member's comes back.
    await page.goto('/dashboard');
    await page.waitForURL(/\/auth\/login/);
    expect(await page.getByTestId('credit-balance').count()).toBe(0);

    // Back online, the server's session is ended before anything else, and the phone stays signed out.
    await context.setOffline(false);
    await page.goto('/');
    await expect.poll(() => page.evaluate("localStorage.getItem('barteraid.sign-out-pending')")).toBeNull();
    expect((await context.request.get(`${app.url}/api/auth/me`)).status()).toBe(401);
    await page.goto('/dashboard');
    await page.waitForURL(/\/auth\/login/);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 60_000);
});
