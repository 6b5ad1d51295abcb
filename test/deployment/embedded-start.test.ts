import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@barteraid/infra';
import { startOneProcess, type RunningApp } from '@barteraid/gateway/compose';
import { openSocket } from '../support/sockets';
import { ApiClient, signUpAdmin } from '../support/test-app';

/**
 * The quick start as it runs for real: PGlite on its own thread in DATA_DIR, the in-process bus, and
 * what only this start keeps in memory because its data directory is locked to one process (whole
 * small streams, sessions, members' sign-in facts). Every change must still count at once.
 */
let dataDir: string;
let app: RunningApp;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barteraid-embedded-start-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: '0', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', EVENTSTORE_URL: '' };
  app = await startOneProcess(loadConfig(env), { host: '127.0.0.1' });
  expect(app.database.kind).toBe('pglite');
  expect(app.bus.name).toBe('in-process');
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const member = async () => {
  const client = new ApiClient(app.url);
  const profile = await client.signUp();
  return { client, ...profile };
};

async function tradeBetween(owner: Awaited<ReturnType<typeof member>>, buyer: Awaited<ReturnType<typeof member>>) {
  const listing = await owner.client.post('/api/listings', {
    title: 'Chainsaw for storm clean-up',
    description: 'Sharp chain, two-stroke mix included, pick up only.',
    category: 'tools-equipment',
    type: 'offer',
    credits: '3.00',
    location: 'Tulsa, OK',
  });
  expect(listing.status).toBe(201);
  const trade = await buyer.client.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'Saturday morning' });
  expect(trade.status).toBe(201);
  return trade.body.id as string;
}

describe('the embedded start', () => {
  it('refuses a message the moment a block is written, and takes it again the moment the block is lifted', async () => {
    const [owner, buyer] = [await member(), await member()];
    const tradeId = await tradeBetween(owner, buyer);
    const send = (content: string) => buyer.client.post('/api/messages', { tradeId, recipientId: owner.id, content, messageType: 'text' });
    // Read (and kept) by the first messages: the trade and both block lists.
    expect((await send('Is it still available?')).status).toBe(201);
    expect((await send('I can bring fuel.')).status).toBe(201);
    expect((await owner.client.post('/api/blocks', { memberId: buyer.id })).status).toBe(201);
    expect((await send('Hello?')).status).toBe(403);
    expect((await owner.client.request('DELETE', `/api/blocks/${buyer.id}`)).status).toBe(200);
    expect((await send('Sorry for the noise.')).status).toBe(201);
    const conversation = await owner.client.get(`/api/trades/${tradeId}/messages`);
    expect(conversation.status).toBe(200);
    expect(JSON.stringify(conversation.body)).not.toContain('Hello?');
  });

  it('ends a suspended member’s sessions on their very next request, and lets them back at once when lifted', async () => {
    const admin = await signUpAdmin(app);
    const [suspect, reporter] = [await member(), await member()];
    // A signed-in request first, so what the gateway keeps of the member is warm.
    expect((await suspect.client.get('/api/auth/me')).status).toBe(200);
    const live = await openSocket(app.url, suspect.client.cookieHeader());
    const closed = new Promise<number>((resolve) => live.socket.once('close', resolve));
    const filed = await reporter.client.post('/api/reports', { category: 'fraud', description: 'Asked me to pay outside the app before meeting.', subject: 'member', memberId: suspect.id });
    expect(filed.status).toBe(201);
    expect((await admin.client.post(`/api/admin/reports/${filed.body.id}/suspend`, { reason: 'Payment outside BarterAid.' })).status).toBe(200);
    expect((await suspect.client.get('/api/auth/me')).status).toBe(401);
    expect(await closed).toBe(4401);

    expect((await admin.client.post(`/api/admin/members/${suspect.id}/lift-suspension`, { note: 'Appeal accepted' })).status).toBe(200);
    const again = new ApiClient(app.url);
    expect((await again.post('/api/auth/login', { email: suspect.email, password: suspect.password })).status).toBe(200);
    expect((await again.get('/api/auth/me')).body.id).toBe(suspect.id);
  });

  it('forgets a session the moment it is signed out, in every tab that shared it', async () => {
    const signedIn = await member();
    const otherTab = new ApiClient(app.url);
    for (const [name, value] of signedIn.client.cookies) otherTab.cookies.set(name, value);
    expect((await otherTab.get('/api/auth/me')).status).toBe(200);
    expect((await signedIn.client.post('/api/auth/logout', {})).status).toBeLessThan(300);
    expect((await otherTab.get('/api/auth/me')).status).toBe(401);
  });
});
