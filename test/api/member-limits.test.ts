import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createHourlyLimits } from '@barteraid/command-api';
import { whenRedisReady } from '@barteraid/infra';
import { limitsMessages } from '@barteraid/events/messages/limits';
import { signedUpMember, signUpAdmin, startTestApp, TEST_REDIS_URL, type ApiResponse, type SignedUpMember, type TestApp } from '../support/test-app';

/** Small limits, so each one is reached in a few requests; the defaults are checked at the end. */
const LIMITS = {
  PROPOSAL_RATE_PER_HOUR: 3,
  LISTING_RATE_PER_HOUR: 3,
  REPORT_RATE_PER_HOUR: 3,
  CHAT_RATE_PER_HOUR: 4,
  TEAM_MESSAGE_RATE_PER_HOUR: 2,
  DISPUTE_MESSAGE_RATE_PER_HOUR: 2,
};

let app: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  app = await startTestApp(Object.fromEntries(Object.entries(LIMITS).map(([name, value]) => [name, String(value)])));
  admin = await signUpAdmin(app);
});
afterAll(async () => {
  await app?.stop();
});

const member = () => signedUpMember(app);

async function postListing(owner: SignedUpMember, title = 'Bottled water cases') {
  return owner.client.post('/api/listings', {
    title,
    description: 'Cases of bottled water at the church hall, bring a car.',
    category: 'food-water',
    type: 'offer',
    credits: '1.00',
    location: 'Houston, TX',
  });
}

async function listingOf(owner: SignedUpMember) {
  const res = await postListing(owner);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.listing.id as string;
}

const propose = (buyer: SignedUpMember, listingId: string) => buyer.client.post('/api/trades', { listingId, proposedTerms: 'Pick up Saturday' });

async function trade(owner: SignedUpMember, buyer: SignedUpMember) {
  const res = await propose(buyer, await listingOf(owner));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** 429 with Retry-After (seconds, at most an hour) and the message naming the limit. */
function expectLimited(res: ApiResponse, key: keyof typeof limitsMessages.en, limit: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  const params = { limit, minutes: Math.ceil(retryAfter / 60) };
  expect(res.body).toMatchObject({ message: limitsMessages.english(key, params), code: `limits.${key}`, params });
}

describe('one pending proposal per member and listing', () => {
  it('refuses a second proposal while the first is pending (409), and takes it once the first is declined or cancelled', async () => {
    const [owner, buyer, other] = [await member(), await member(), await member()];
    const listingId = await listingOf(owner);
    const first = await propose(buyer, listingId);
    expect(first.status).toBe(201);

    const again = await propose(buyer, listingId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have a pending proposal on this listing. Wait for the answer, or cancel it to propose again.');
    // Another member's proposal on the same listing is theirs to make.
    expect((await propose(other, listingId)).status).toBe(201);
    // The owner was told of two proposals, not three.
    const notifications = (await owner.client.get('/api/notifications')).body as { title: string }[];
    expect(notifications.filter((each) => each.title === 'New Trade Proposal')).toHaveLength(2);

    expect((await owner.client.patch(`/api/trades/${first.body.id}/status`, { status: 'declined' })).status).toBe(200);
    const second = await propose(buyer, listingId);
    expect(second.status).toBe(201);
    expect((await buyer.client.patch(`/api/trades/${second.body.id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await propose(buyer, listingId)).status).toBe(201);
  });

  it('lets one of several proposals sent at once through', async () => {
    const [owner, buyer] = [await member(), await member()];
    const listingId = await listingOf(owner);
    const answers = await Promise.all(Array.from({ length: 3 }, () => propose(buyer, listingId)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
  });

  it('answers a retried proposal (same Idempotency-Key) with its trade, not a refusal', async () => {
    const [owner, buyer] = [await member(), await member()];
    const listingId = await listingOf(owner);
    const headers = { 'Idempotency-Key': `propose-${buyer.id}` };
    const first = await buyer.client.post('/api/trades', { listingId, proposedTerms: 'Pick up Saturday' }, headers);
    const retried = await buyer.client.post('/api/trades', { listingId, proposedTerms: 'Pick up Saturday' }, headers);
    expect(first.status).toBe(201);
    expect(retried.status).toBe(201);
    expect(retried.body.id).toBe(first.body.id);
  });
});

describe('one open report per reporter and target', () => {
  it('refuses a second report of the same member while the first is open (409), and takes it once an admin dismissed it', async () => {
    const [reporter, reported] = [await member(), await member()];
    const body = { subject: 'member', memberId: reported.id, category: 'harassment', description: 'Keeps messaging me after I said no.' };
    const first = await reporter.client.post('/api/reports', body);
    expect(first.status).toBe(201);

    const again = await reporter.client.post('/api/reports', body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reported this, and our team is still reviewing it. We will let you know when we have.');
    // Another reporter, or another thing of the same member, is a report of its own.
    const listingId = await listingOf(reported);
    expect((await reporter.client.post('/api/reports', { ...body, subject: 'listing', memberId: undefined, listingId })).status).toBe(201);

    expect((await admin.client.post(`/api/admin/reports/${first.body.id}/dismiss`, {})).status).toBe(200);
    // Only the first was dismissed: the member may report them again; the listing report is still open.
    expect((await reporter.client.post('/api/reports', body)).status).toBe(201);
  });
});

describe('hourly limits per member, with 429 and Retry-After', () => {
  it('proposals: the fourth in an hour is refused, another member is not, and a refused proposal does not count', async () => {
    const [owner, buyer, other] = [await member(), await member(), await member()];
    const listings = [];
    for (let index = 0; index < 3; index++) listings.push(await listingOf(owner));
    const fourth = await listingOf(await member());
    // Refused by the domain (the same listing twice): gives its point back.
    expect((await propose(buyer, listings[0]!)).status).toBe(201);
    expect((await propose(buyer, listings[0]!)).status).toBe(409);
    expect((await propose(buyer, listings[1]!)).status).toBe(201);
    expect((await propose(buyer, listings[2]!)).status).toBe(201);
    expectLimited(await propose(buyer, fourth), 'tooManyProposals', LIMITS.PROPOSAL_RATE_PER_HOUR);
    expect((await propose(other, fourth)).status).toBe(201);
  });

  it('listings: the fourth in an hour is refused; an invalid one does not count', async () => {
    const owner = await member();
    expect((await owner.client.post('/api/listings', { title: 'x' })).status).toBe(400);
    for (let index = 0; index < LIMITS.LISTING_RATE_PER_HOUR; index++) expect((await postListing(owner)).status).toBe(201);
    expectLimited(await postListing(owner), 'tooManyListings', LIMITS.LISTING_RATE_PER_HOUR);
  });

  it('reports: the fourth in an hour is refused', async () => {
    const reporter = await member();
    const report = async () => reporter.client.post('/api/reports', { subject: 'member', memberId: (await member()).id, category: 'fraud', description: 'Asked me to pay outside the app.' });
    for (let index = 0; index < LIMITS.REPORT_RATE_PER_HOUR; index++) expect((await report()).status).toBe(201);
    expectLimited(await report(), 'tooManyReports', LIMITS.REPORT_RATE_PER_HOUR);
  });

  it('chat: the fifth message in an hour is refused; the other member may still answer', async () => {
    const [owner, buyer] = [await member(), await member()];
    const tradeId = await trade(owner, buyer);
    const send = (from: SignedUpMember, to: SignedUpMember) =>
      from.client.post('/api/messages', { tradeId, recipientId: to.id, content: 'Is Saturday still good?', messageType: 'text' });
    for (let index = 0; index < LIMITS.CHAT_RATE_PER_HOUR; index++) expect((await send(buyer, owner)).status).toBe(201);
    expectLimited(await send(buyer, owner), 'tooManyChatMessages', LIMITS.CHAT_RATE_PER_HOUR);
    expect((await send(owner, buyer)).status).toBe(201);
  });

  it('team thread: the third message in an hour is refused', async () => {
    const writer = await member();
    const write = () => writer.client.post('/api/team-thread/messages', { text: 'Hello team, any news on my verification?' });
    for (let index = 0; index < LIMITS.TEAM_MESSAGE_RATE_PER_HOUR; index++) expect((await write()).status).toBe(201);
    expectLimited(await write(), 'tooManyTeamMessages', LIMITS.TEAM_MESSAGE_RATE_PER_HOUR);
  });

  it('dispute thread: the third message of a party in an hour is refused; administrators answer without a limit', async () => {
    const [owner, buyer] = [await member(), await member()];
    const tradeId = await trade(owner, buyer);
    expect((await owner.client.patch(`/api/trades/${tradeId}/status`, { status: 'accepted' })).status).toBe(200);
    const opened = await buyer.client.post(`/api/trades/${tradeId}/dispute`, { reason: 'The generator never arrived at the church hall.' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const write = (who: { client: SignedUpMember['client'] }) => who.client.post(`/api/trades/${tradeId}/dispute/messages`, { body: 'Any news on this?' });
    for (let index = 0; index < LIMITS.DISPUTE_MESSAGE_RATE_PER_HOUR; index++) expect((await write(buyer)).status).toBe(201);
    expectLimited(await write(buyer), 'tooManyDisputeMessages', LIMITS.DISPUTE_MESSAGE_RATE_PER_HOUR);
    for (let index = 0; index <= LIMITS.DISPUTE_MESSAGE_RATE_PER_HOUR; index++) expect((await write(admin)).status).toBe(201);
  });

  it('counts in Redis: another process with its own connection (a second command API, or one restarted) sees the same count', async () => {
    const connections = [new Redis(TEST_REDIS_URL), new Redis(TEST_REDIS_URL)];
    try {
      await Promise.all(connections.map((redis) => whenRedisReady(redis)));
      const [first, second] = connections.map((redis) => createHourlyLimits(app.config, redis));
      const memberId = randomUUID();
      for (let index = 0; index < LIMITS.TEAM_MESSAGE_RATE_PER_HOUR; index++) await first!.within('teamMessage', memberId, async () => index);
      await expect(second!.within('teamMessage', memberId, async () => 'more')).rejects.toMatchObject({ status: 429 });
    } finally {
      await Promise.all(connections.map((redis) => redis.quit()));
    }
  });
});
