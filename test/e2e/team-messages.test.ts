import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { signUpAdmin, startTestApp, type TestApp } from '../support/test-app';
import { launchBrowser, openPage, screenshot } from '../support/browser';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signedIn(email: string, password: string, viewport?: { width: number; height: number }) {
  const session = await openPage(browser, app.url, viewport);
  await session.context.request.post(`${app.url}/api/auth/login`, { data: { email, password } });
  session.context.setDefaultTimeout(15_000);
  return session;
}

const fullText = 'Your generator listing needs a pickup place.\nPlease add the street or a landmark so neighbours can find you.\nThank you for helping out this week!';

describe('messages from the BarterAid team', () => {
  it('opens from the bell as a pinned conversation the member answers, and the admin reads the reply in /admin', async () => {
    const admin = await signUpAdmin(app);
    const memberClient = app.client();
    const member = await memberClient.signUp();
    const sent = await admin.client.post('/api/admin/send-message', { userId: member.id, subject: 'Your listing', message: fullText });
    expect(sent.status).toBe(201);

    const m = await signedIn(member.email, member.password);
    await m.page.goto('/dashboard');
    await m.page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
    await m.page.getByRole('button', { name: /Message from BarterAid: Your listing/ }).click();
    await m.page.waitForURL(/\/messages\?thread=team/);
    await m.page.keyboard.press('Escape');

    const conversation = m.page.getByRole('region', { name: 'Conversation' });
    await conversation.getByRole('heading', { name: 'BarterAid team' }).waitFor();
    // The whole message, line breaks and all, not the bell's two lines.
    await conversation.getByText('Thank you for helping out this week!', { exact: false }).waitFor();
    await m.page.getByRole('button', { name: /BarterAid team/ }).first().waitFor();

    const reply = m.page.getByLabel('Your reply');
    await reply.fill('Done: it is behind the church on Elm Street.');
    await reply.press('Enter');
    await conversation.getByText('Done: it is behind the church on Elm Street.').waitFor();
    await expect.poll(() => reply.inputValue()).toBe('');

    await screenshot(m.page, 'team-thread-desktop');
    await m.page.setViewportSize({ width: 360, height: 740 });
    await conversation.getByRole('heading', { name: 'BarterAid team' }).waitFor();
    await screenshot(m.page, 'team-thread-phone');
    await m.page.getByRole('button', { name: 'Back to conversations' }).click();
    await m.page.getByRole('button', { name: /BarterAid team/ }).first().waitFor();
    await screenshot(m.page, 'team-thread-list-phone');
    expect(m.pageErrors).toEqual([]);

    const a = await signedIn(admin.email, admin.password);
    await a.page.goto('/admin');
    await a.page.getByRole('tab', { name: 'Team messages' }).click();
    const threads = a.page.getByRole('list', { name: 'Threads, newest reply first' });
    await threads.getByRole('button', { name: /Awaiting answer/ }).first().click();
    const thread = a.page.getByRole('region', { name: 'Thread', exact: true });
    await thread.getByText('Done: it is behind the church on Elm Street.').waitFor();
    await thread.getByLabel('Your reply').fill('Perfect, thank you!');
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await thread.getByText('Perfect, thank you!').waitFor();
    await screenshot(a.page, 'team-thread-admin');

    // The member's open conversation follows live.
    await m.page.setViewportSize({ width: 1280, height: 800 });
    await m.page.goto('/messages?thread=team');
    await m.page.getByRole('region', { name: 'Conversation' }).getByText('Perfect, thank you!').waitFor();
    expect(a.pageErrors).toEqual([]);
  });
});
