import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { FAILPOINTS_VARIABLE } from '@barteraid/infra';
import { solidPng } from '../support/images';
import { signUpAdmin, startTestApp, type ApiClient, type TestApp } from '../support/test-app';
import { checkInvariants, describeViolations } from '../support/invariants';

/**
 * A request whose process died after its events were appended but before its answer was kept:
 * the Idempotency-Key's claim then simply runs out, and the client's retry runs the request again.
 * Forgetting the key's row stands in for that expired claim. The retried request derives the same
 * event and entity ids from the key, so the store recognises the work as done: credits move once,
 * one listing exists, one message is sent.
 */
let app: TestApp;
let admin: ApiClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await signUpAdmin(app)).client;
});
afterAll(async () => {
  await app?.stop();
});

const forgetAnswer = (key: string) => app.database.db.deleteFrom('idempotency_keys').where('key', '=', key).execute();

describe('a retry after the process died before answering', () => {
  it('issues the credits once', async () => {
    const member = app.client();
    const { id } = await member.signUp();
    const key = randomUUID();
    const body = { userId: id, amount: '12.50', reason: 'Storm relief' };
    const first = await admin.request('POST', '/api/admin/credits/issue', body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    await forgetAnswer(key);
    const retried = await admin.request('POST', '/api/admin/credits/issue', body, { 'idempotency-key': key });
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    const credits = await member.get('/api/user/credits');
    expect(credits.body.balance).toBe('62.50');
    const report = await checkInvariants(app.store, { live: true });
    expect(report.violations, describeViolations(report)).toEqual([]);
  });

  it('posts one listing and sends one message', async () => {
    const owner = app.client();
    await owner.signUp();
    const key = randomUUID();
    const listing = {
      title: 'Bottled water, two cases',
      description: 'Two cases of bottled water for anyone without running water.',
      category: 'food-water',
      type: 'offer',
      credits: '4',
      location: 'Houston, TX',
    };
    const first = await owner.request('POST', '/api/listings', listing, { 'idempotency-key': key });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await forgetAnswer(key);
    const retried = await owner.request('POST', '/api/listings', listing, { 'idempotency-key': key });
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(retried.body.listing.id).toBe(first.body.listing.id);
    const mine = await owner.get('/api/user/listings');
    expect(mine.body.filter((each: { title: string }) => each.title === listing.title)).toHaveLength(1);

    const buyer = app.client();
    const buyerProfile = await buyer.signUp();
    const proposed = await buyer.post('/api/trades', { listingId: first.body.listing.id, proposedTerms: 'Tonight' });
    const messageKey = randomUUID();
    const message = { tradeId: proposed.body.id, recipientId: first.body.listing.ownerId ?? proposed.body.recipientId, content: 'On my way', messageType: 'text' };
    const sent = await buyer.request('POST', '/api/messages', message, { 'idempotency-key': messageKey });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    await forgetAnswer(messageKey);
    const resent = await buyer.request('POST', '/api/messages', message, { 'idempotency-key': messageKey });
    expect(resent.body.id).toBe(sent.body.id);
    const conversation = await buyer.get(`/api/trades/${proposed.body.id}/messages`);
    expect(conversation.body.filter((each: { senderId: string }) => each.senderId === buyerProfile.id)).toHaveLength(1);
  });

  it('finishes an upload whose bytes were stored when the process died before recording it (upload.after-bytes-stored)', async () => {
    const member = app.client();
    await member.signUp();
    const requested = await member.post('/api/objects/upload', { purpose: 'avatar' });
    expect(requested.status).toBe(200);
    const png = solidPng();
    const put = () =>
      fetch(`${app.url}${requested.body.uploadURL}`, {
        method: 'PUT',
        headers: { cookie: member.cookieHeader(), 'x-csrf-token': decodeURIComponent(member.cookies.get('barteraid.csrf')!), 'content-type': 'image/png' },
        body: png,
      });
    process.env[FAILPOINTS_VARIABLE] = 'upload.after-bytes-stored';
    try {
      expect((await put()).status).toBe(500);
    } finally {
      delete process.env[FAILPOINTS_VARIABLE];
    }
    expect(await app.store.readStream(streams.object(requested.body.objectId))).toHaveLength(1);
    const retried = await put();
    expect(retried.status).toBe(201);
    const served = await fetch(`${app.url}/api/objects/${requested.body.objectId}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });
});
