import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openPage, screenshot, withAppAndBrowser } from '../support/browser';
import { NARROW_PHONE, unreachableOnScreen } from '../support/phone-fit';
import { visit } from '../support/in-app';
import { signUpAdmin, signedUpMember, type SignedUpMember, type TestApp } from '../support/test-app';
import { settledTrade } from '../support/trades';

/**
 * Every screen at 360 × 740 with the longest data members can enter: no sideways scrolling, and
 * every button, link and field on screen or reachable by scrolling. Screenshots go to screenshots/.
 */
let app: TestApp;
let browser: Browser;
withAppAndBrowser((started) => ({ app, browser } = started));

/** At the limits the API allows: 60-letter names, 30-letter usernames, 100-letter titles with long words. */
const longTitle = 'Pediatric-electrolyte-rehydration-solution-packets (unflavoured) for infants, toddlers, grandparents';
const longNeedTitle = 'Needed: wheelchair-accessible transportation to the Saint-Jean-Baptiste dialysis center on Tuesdays';
const longWord = 'https://relief.example.org/shelters/houston/' + 'northside-community-center-'.repeat(6);
const longMessage = `Hello! ${longWord} — ${'I can bring the packets to the shelter on Saturday morning. '.repeat(20)}`;
const longPlace = 'Saint-Jean-Baptiste-de-Rouville-sur-le-Richelieu, Quebec Province';

const publicPaths = [
  '/', '/marketplace', '/pricing-guide', '/faq', '/auth/login', '/auth/register', '/auth/forgot-password', '/auth/sign-in-link',
  '/auth/reset-password?token=abc', '/auth/sign-in-link?token=abc', '/mail/unsubscribe?token=abc', '/verification-forms', '/avatar-upload', '/messaging-guide',
  '/safety', '/emergency', '/guidelines', '/help', '/contact', '/report', '/disputes', '/verification', '/terms', '/privacy',
  '/cookies', '/accessibility', '/data-protection', '/listings/new', '/test-login', '/simple-login', '/quick-login',
  '/emergency-login', '/direct-access', '/login-now', '/working-login', '/instant-login', '/mobile-login', '/secure-login',
  '/auth-test', '/working-owner-login', '/no-such-page',
];

/** Opens a path at 360 px, waits until it has loaded its data, and lists what cannot be reached. */
async function problemsOn(page: Page, path: string, shot: string, ready?: (page: Page) => Promise<unknown>): Promise<string[]> {
  await visit(page, path);
  await page.locator('h1').first().waitFor().catch(() => {
    throw new Error(`${path} shows no main heading`);
  });
  if (ready) await ready(page);
  // Spinners (role status with "Loading…") gone: the page shows its data.
  await page.getByRole('status').filter({ hasText: 'Loading…' }).first().waitFor({ state: 'detached' });
  await screenshot(page, `phone-360-${shot}`);
  return (await unreachableOnScreen(page)).map((problem) => `${path}: ${problem}`);
}

/** Screenshot names without ids, so each run writes the same files. */
const shotName = (path: string) =>
  path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, 'id').replace(/[?=]/g, '-').replace(/\//g, '_').replace(/^_/, '') || 'home';

async function signedIn(member: { email: string; password: string }) {
  const session = await openPage(browser, app.url, NARROW_PHONE);
  const login = await session.context.request.post(`${app.url}/api/auth/login`, { data: { email: member.email, password: member.password } });
  expect(login.status()).toBe(200);
  session.context.setDefaultTimeout(15_000);
  return session;
}

/** Checks the open menu or popover as well as the page under it. */
async function problemsWith(page: Page, open: () => Promise<unknown>, label: string): Promise<string[]> {
  await open();
  await screenshot(page, `phone-360-${label}`);
  const problems = (await unreachableOnScreen(page)).map((problem) => `${label}: ${problem}`);
  await page.keyboard.press('Escape');
  return problems;
}

describe('every screen at 360 px', () => {
  let member: SignedUpMember;
  let partner: SignedUpMember;
  let tradeId: string;
  let settledTradeId: string;
  let listingId: string;

  beforeAll(async () => {
    member = await signedUpMember(app, {
      firstName: 'Maximiliana-Guadalupe Alexandrina Constantinopla de la Vega',
      lastName: 'Fernández-Villanueva Montgomery-Throckmorton y Quintanilla',
      username: 'maximiliana.guadalupe.fernande',
      location: longPlace,
    });
    partner = await signedUpMember(app, {
      firstName: 'Bartholomew-Alexander Christopherson',
      lastName: 'Wolfeschlegelsteinhausenbergerdorff',
      username: 'bartholomew_wolfeschlegelstein',
    });
    const offer = await member.client.post('/api/listings', {
      title: longTitle,
      description: `${longMessage}`.slice(0, 2000),
      category: 'medical-health',
      type: 'offer',
      credits: '12.50',
      location: longPlace,
      isUrgent: true,
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    listingId = offer.body.listing.id as string;
    const need = await partner.client.post('/api/listings', {
      title: longNeedTitle,
      description: 'Three hours every Tuesday, door to door; a lift for the wheelchair is needed.',
      category: 'transportation',
      type: 'need',
      credits: '30.00',
      location: longPlace,
    });
    expect(need.status, JSON.stringify(need.body)).toBe(201);
    const proposed = await partner.client.post('/api/trades', { listingId, proposedTerms: longMessage.slice(0, 500) });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    tradeId = proposed.body.id as string;
    for (const [from, to] of [[partner, member], [member, partner], [partner, member]] as const) {
      expect((await from.client.post('/api/messages', { tradeId, recipientId: to.id, content: longMessage })).status).toBe(201);
    }
    // A settled trade with a dispute and a reference: the dispute page and the reference form.
    settledTradeId = await settledTrade(member, partner, {
      title: 'Folding wheelchair-accessible ramp, aluminium, three metres, with carrying bag and straps',
      description: 'A folding ramp for a front step, lends for a week.',
      category: 'tools-equipment',
      credits: '5.00',
      terms: longMessage.slice(0, 300),
    });
    const dispute = await partner.client.post(`/api/trades/${settledTradeId}/dispute`, { reason: longMessage.slice(0, 1500) });
    expect(dispute.status, JSON.stringify(dispute.body)).toBe(201);
    expect((await member.client.post(`/api/trades/${settledTradeId}/dispute/messages`, { body: longMessage.slice(0, 1000) })).status).toBe(201);

  }, 60_000);

  it('fits every public page, signed out', async () => {
    const { page, context } = await openPage(browser, app.url, NARROW_PHONE);
    context.setDefaultTimeout(15_000);
    const problems: string[] = [];
    for (const path of publicPaths) problems.push(...(await problemsOn(page, path, `visitor-${shotName(path)}`)));
    problems.push(...(await problemsWith(page, () => page.getByRole('button', { name: 'Open menu' }).click(), 'visitor-mobile-menu')));
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);

  it('fits every page of a member with long names, titles and messages', async () => {
    const { page, context } = await signedIn(member);
    const problems: string[] = [];
    const memberPaths: [string, ((page: Page) => Promise<unknown>)?][] = [
      ['/dashboard', (page) => page.getByTestId('credit-balance').waitFor()],
      ['/marketplace', (page) => page.getByText(longNeedTitle).first().waitFor()],
      [`/listings/${listingId}`, (page) => page.getByText(longTitle).first().waitFor()],
      ['/listings/new'],
      ['/messages', (page) => page.getByRole('complementary', { name: 'Conversation list' }).getByText(partner.username).first().waitFor()],
      [`/messages?trade=${tradeId}`, (page) => page.getByRole('region', { name: 'Conversation' }).getByText(longWord).first().waitFor()],
      [`/messages?trade=${settledTradeId}`, (page) => page.getByRole('region', { name: 'Conversation' }).getByRole('button', { name: 'Send message' }).waitFor()],
      ['/statement'],
      ['/membership'],
      ['/subscribe'],
      ['/settings'],
      ['/settings/confirm-email?token=abc'],
      ['/disputes'],
      [`/disputes/${settledTradeId}`, (page) => page.getByText(longWord).first().waitFor()],
      [`/trades/${settledTradeId}/reference`],
      [`/members/${partner.username}`],
      [`/members/${member.username}`],
      ['/verification-forms'],
      ['/avatar-upload'],
      ['/working-dashboard'],
      ['/admin'],
      ...publicPaths.filter((path) => !['/listings/new', '/verification-forms', '/avatar-upload'].includes(path)).map((path): [string] => [path]),
    ];
    for (const [path, ready] of memberPaths) problems.push(...(await problemsOn(page, path, `member-${shotName(path)}`, ready)));

    await page.goto('/dashboard');
    await page.getByTestId('credit-balance').waitFor();
    problems.push(...(await problemsWith(page, () => page.getByRole('button', { name: /^Notifications/ }).click(), 'member-notifications')));
    // The phone menu fits, and reaches every page of a member's own, the statement and disputes included.
    const menuLinks: string[] = [];
    const openMenu = async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog');
      await menu.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
      menuLinks.push(...(await menu.getByRole('link').allTextContents()));
    };
    problems.push(...(await problemsWith(page, openMenu, 'member-mobile-menu')));
    expect(menuLinks).toEqual(expect.arrayContaining(['Dashboard', 'Messages', 'Statement', 'Disputes', 'Settings']));
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);

  it('fits every admin page and tab with long names in the data', async () => {
    const admin = await signUpAdmin(app);
    const sent = await admin.client.post('/api/admin/send-message', { userId: member.id, subject: longNeedTitle, message: longMessage.slice(0, 1000) });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const { page, context } = await signedIn(admin);
    const problems: string[] = [];
    problems.push(...(await problemsOn(page, '/admin', 'admin', (page) => page.getByText(member.username).first().waitFor())));
    for (const tab of await page.getByRole('tab').all()) {
      const label = ((await tab.textContent()) ?? '').trim();
      await tab.click();
      await page.getByRole('status').filter({ hasText: 'Loading…' }).first().waitFor({ state: 'detached' });
      await screenshot(page, `phone-360-admin-tab-${label.replace(/\W+/g, '-').toLowerCase()}`);
      problems.push(...(await unreachableOnScreen(page)).map((problem) => `/admin, ${label}: ${problem}`));
    }
    problems.push(...(await problemsOn(page, `/admin/members/${member.id}`, 'admin-member', (page) => page.getByText(member.username).first().waitFor())));
    problems.push(...(await problemsOn(page, `/disputes/${settledTradeId}`, 'admin-dispute', (page) => page.getByText(longWord).first().waitFor())));
    problems.push(...(await problemsOn(page, '/dashboard', 'admin-dashboard', (page) => page.getByTestId('credit-balance').waitFor())));
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});
