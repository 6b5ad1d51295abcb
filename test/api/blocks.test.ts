import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpMember, signUpAdmin, startTestApp, type SignedUpMember, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const member = () => signedUpMember(app);

async function postListing(owner: SignedUpMember, title: string) {
  const res = await owner.client.post('/api/listings', {
    title,
    description: 'Clean blankets and pillows for a family of four.',
    category: 'shelter-housing',
    type: 'offer',
    credits: '3.00',
    location: 'Baton Rouge, LA',
  });
  expect(res.status).toBe(201);
  return res.body.listing.id as string;
}

const idsOf = (page: { listings: { id: string }[] }) => page.listings.map((listing) => listing.id);
const message = (from: SignedUpMember, to: SignedUpMember, tradeId: string, content = 'Hello there') =>
  from.client.post('/api/messages', { tradeId, recipientId: to.id, content, messageType: 'text' });
const block = (who: SignedUpMember, memberId: string, headers: Record<string, string> = {}) => who.client.post('/api/blocks', { memberId }, headers);
const unblock = (who: SignedUpMember, memberId: string) => who.client.request('DELETE', `/api/blocks/${memberId}`);

describe('blocking a member', () => {
  it('stops the blocked member proposing, messaging and seeing the listings, without telling them; unblocking restores it all', async () => {
    const [blocker, blocked, bystander] = [await member(), await member(), await member()];
    const listingId = await postListing(blocker, 'Blankets for storm shelter families');
    const blockedOwnListing = await postListing(blocked, 'Blankets for shelter volunteers');
    // A trade begun before the block, with its conversation.
    const trade = await blocked.client.post('/api/trades', { listingId, proposedTerms: 'Pick up Friday' });
    expect(trade.status).toBe(201);
    expect((await message(blocked, blocker, trade.body.id)).status).toBe(201);

    const blocking = await block(blocker, blocked.id);
    expect(blocking.status).toBe(201);
    expect(blocking.body).toMatchObject({ member: { id: blocked.id, username: blocked.username }, blocked: true });

    // Proposing and messaging: a neutral 403 that does not name the block.
    const proposal = await blocked.client.post('/api/trades', { listingId, proposedTerms: 'Pick up Sunday' });
    expect(proposal.status).toBe(403);
    expect(proposal.body).toMatchObject({ message: 'You cannot propose a trade on this listing.' });
    const sent = await message(blocked, blocker, trade.body.id, 'Why no answer?');
    expect(sent.status).toBe(403);
    expect(sent.body).toMatchObject({ message: 'This message cannot be delivered.' });
    // The member who blocked is told why they cannot write either.
    expect((await message(blocker, blocked, trade.body.id)).body).toMatchObject({ message: 'You blocked this member. Unblock them in Settings to message them.' });

    // Listings: gone from the marketplace and a 404 like any missing listing, for the blocked member only.
    expect(idsOf((await blocked.client.get('/api/listings?search=blankets')).body)).not.toContain(listingId);
    const page = await blocked.client.get(`/api/listings/${listingId}`);
    expect(page.status).toBe(404);
    expect(page.body).toMatchObject({ message: 'Listing not found.' });
    expect(idsOf((await bystander.client.get('/api/listings?search=blankets')).body)).toContain(listingId);
    expect((await app.client().get(`/api/listings/${listingId}`)).status).toBe(200);
    // On the blocker's profile too: the blocked member sees no listings, anyone else sees them.
    expect(idsOf((await blocked.client.get(`/api/members/${blocker.username}/listings`)).body)).toEqual([]);
    expect(idsOf((await bystander.client.get(`/api/members/${blocker.username}/listings`)).body)).toEqual([listingId]);
    // One way: the member who blocked still sees the other's listings.
    expect((await blocker.client.get(`/api/listings/${blockedOwnListing}`)).status).toBe(200);
    // Strangers to the trade still get the conversation's own answer.
    expect((await message(bystander, blocker, trade.body.id)).status).toBe(404);

    // Private: only the member who blocked sees the block.
    expect((await blocker.client.get('/api/user/blocks')).body).toEqual({
      blocks: [{ id: blocked.id, username: blocked.username, avatar: null, blockedAt: expect.any(String) }],
    });
    expect((await blocked.client.get('/api/user/blocks')).body).toEqual({ blocks: [] });
    expect((await app.client().get('/api/user/blocks')).status).toBe(401);

    const undone = await unblock(blocker, blocked.id);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ blocked: false, member: { id: blocked.id } });
    expect((await blocker.client.get('/api/user/blocks')).body).toEqual({ blocks: [] });
    expect((await blocked.client.get(`/api/listings/${listingId}`)).status).toBe(200);
    expect(idsOf((await blocked.client.get('/api/listings?search=blankets')).body)).toContain(listingId);
    expect(idsOf((await blocked.client.get(`/api/members/${blocker.username}/listings`)).body)).toEqual([listingId]);
    // The trade begun before the block is still pending, and one pending proposal per listing is the rule: another listing of theirs.
    const nextListing = await postListing(blocker, 'Blankets, the second batch');
    expect((await blocked.client.post('/api/trades', { listingId: nextListing, proposedTerms: 'Pick up Sunday' })).status).toBe(201);
    expect((await message(blocked, blocker, trade.body.id, 'Thanks!')).status).toBe(201);
  });

  it('is private to each member: one member’s block does not affect another’s contact', async () => {
    const [first, second, third] = [await member(), await member(), await member()];
    const listingId = await postListing(first, 'Camping stove with fuel');
    expect((await block(second, first.id)).status).toBe(201);
    // The second member blocked the first; the third is not involved.
    expect((await third.client.post('/api/trades', { listingId, proposedTerms: 'Any day' })).status).toBe(201);
    expect((await third.client.get(`/api/listings/${listingId}`)).status).toBe(200);
    // The one who blocked cannot propose to the member they blocked until they unblock.
    expect((await second.client.post('/api/trades', { listingId, proposedTerms: 'Any day' })).body).toEqual({
      message: 'You blocked this member. Unblock them in Settings to trade with them.',
      code: 'blocks.youBlockedProposal',
    });
  });

  it('answers bad input clearly, and blocking twice or unblocking a member never blocked changes nothing', async () => {
    const [one, other] = [await member(), await member()];
    const blockSelf = await block(one, one.id);
    expect(blockSelf.status).toBe(422);
    expect(blockSelf.body).toMatchObject({ message: 'You cannot block yourself.' });
    const unblockSelf = await unblock(one, one.id);
    expect(unblockSelf.status).toBe(422);
    expect(unblockSelf.body).toMatchObject({ message: 'You cannot block yourself.' });
    expect((await block(one, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await block(one, 'someone')).body).toMatchObject({ message: 'Member is not a valid id.', field: 'memberId' });
    expect((await block(one, undefined as unknown as string)).body).toMatchObject({ field: 'memberId' });
    expect((await unblock(one, other.id)).status).toBe(200);
    expect((await unblock(one, 'someone')).status).toBe(404);
    expect((await block(one, other.id)).status).toBe(201);
    expect((await block(one, other.id)).status).toBe(201);
    expect((await one.client.get('/api/user/blocks')).body.blocks).toHaveLength(1);
    expect((await app.client().post('/api/blocks', { memberId: other.id })).status).toBe(401);
  });

  it('accepts an Idempotency-Key: the same request again answers the first answer', async () => {
    const [one, other] = [await member(), await member()];
    const first = await block(one, other.id, { 'Idempotency-Key': 'block-once' });
    const replay = await block(one, other.id, { 'Idempotency-Key': 'block-once' });
    expect(replay.status).toBe(first.status);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('leaves an admin seeing the listing', async () => {
    const [owner] = [await member()];
    const admin = await signUpAdmin(app);
    const listingId = await postListing(owner, 'Baby formula, sealed');
    expect((await block(owner, admin.id)).status).toBe(201);
    expect((await admin.client.get(`/api/listings/${listingId}`)).status).toBe(200);
  });
});
