import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket } from '../support/sockets';
import { signedUpMember, signUpAdmin, startTestApp, type SignedUpMember, type TestApp } from '../support/test-app';

/** The app runs on a clock the test moves, so a suspension's end date can pass. */
let app: TestApp;
let now = Date.parse('2026-12-01T09:00:00.000Z');
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  app = await startTestApp({}, { clock: () => new Date(now) });
  admin = await signUpAdmin(app);
});
afterAll(async () => {
  await app?.stop();
});

const member = () => signedUpMember(app);
const DAY = 86_400_000;
const description = 'Asked me to send credits outside the app before meeting.';

async function postListing(owner: SignedUpMember, title = 'Generator for the weekend') {
  const res = await owner.client.post('/api/listings', {
    title,
    description: 'A 3500W gas generator with two cans of fuel, pick up only.',
    category: 'tools-equipment',
    type: 'offer',
    credits: '5.00',
    location: 'Houston, TX',
  });
  expect(res.status).toBe(201);
  return res.body.listing.id as string;
}

/** A trade on `owner`'s listing proposed by `buyer`, and a message from the owner in its conversation. */
async function tradeWithMessage(owner: SignedUpMember, buyer: SignedUpMember, content = 'Send the credits to my cousin first.') {
  const listingId = await postListing(owner);
  const trade = await buyer.client.post('/api/trades', { listingId, proposedTerms: 'Pick up Saturday' });
  expect(trade.status).toBe(201);
  const sent = await owner.client.post('/api/messages', { tradeId: trade.body.id, recipientId: buyer.id, content, messageType: 'text' });
  expect(sent.status).toBe(201);
  return { listingId, tradeId: trade.body.id as string, messageId: sent.body.id as string };
}

const report = (who: SignedUpMember, body: Record<string, unknown>) => who.client.post('/api/reports', { category: 'fraud', description, ...body });

async function adminReport(id: string) {
  const res = await admin.client.get('/api/admin/reports');
  expect(res.status).toBe(200);
  return (res.body as { id: string }[]).find((each) => each.id === id) as any;
}

async function notificationsOf(who: SignedUpMember) {
  const res = await who.client.get('/api/notifications');
  expect(res.status).toBe(200);
  return res.body as { title: string; description: string }[];
}

describe('reporting from where a member saw it', () => {
  it('reports a listing, a member, a message and a conversation with their references, shown to admins inline', async () => {
    const [owner, buyer] = [await member(), await member()];
    const { listingId, tradeId, messageId } = await tradeWithMessage(owner, buyer);

    const listing = await report(buyer, { subject: 'listing', listingId });
    expect(listing.status).toBe(201);
    expect(listing.body).toMatchObject({ id: expect.any(String), reference: expect.stringMatching(/^MR-[0-9A-F]{8}$/) });
    expect(listing.body.message).toContain(listing.body.reference);
    const profile = await report(buyer, { subject: 'member', memberId: owner.id, category: 'harassment' });
    const message = await report(buyer, { subject: 'message', tradeId, messageId, category: 'safety' });
    const conversation = await report(buyer, { subject: 'conversation', tradeId });
    for (const answer of [profile, message, conversation]) expect(answer.status).toBe(201);

    expect(await adminReport(listing.body.id)).toMatchObject({
      status: 'open',
      subject: 'listing',
      category: 'fraud',
      description,
      reporter: { id: buyer.id, username: buyer.username },
      reportedMember: { id: owner.id, username: owner.username, suspension: null },
      listing: { id: listingId, title: 'Generator for the weekend', isActive: true },
      message: null,
      outcomes: [],
    });
    expect(await adminReport(profile.body.id)).toMatchObject({ subject: 'member', category: 'harassment', reportedMember: { id: owner.id }, listing: null });
    expect(await adminReport(message.body.id)).toMatchObject({
      subject: 'message',
      reportedMember: { id: owner.id },
      message: { id: messageId, content: 'Send the credits to my cousin first.' },
    });
    expect(await adminReport(conversation.body.id)).toMatchObject({
      subject: 'conversation',
      reportedMember: { id: owner.id },
      conversation: {
        tradeId,
        listingTitle: 'Generator for the weekend',
        totalMessages: 1,
        messages: [{ id: messageId, senderId: owner.id, senderUsername: owner.username, content: 'Send the credits to my cousin first.' }],
      },
    });
  });

  it('lets only the trade’s members report its conversation or messages; a stranger learns nothing', async () => {
    const [owner, buyer, stranger] = [await member(), await member(), await member()];
    const { tradeId, messageId } = await tradeWithMessage(owner, buyer);
    for (const body of [{ subject: 'conversation', tradeId }, { subject: 'message', tradeId, messageId }]) {
      const res = await report(stranger, body);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Trade not found.' });
    }
    // The owner reports the conversation as a party: the buyer is the member reported.
    const own = await report(owner, { subject: 'conversation', tradeId });
    expect(own.status).toBe(201);
    expect((await adminReport(own.body.id)).reportedMember.id).toBe(buyer.id);
    // A member's own message is not theirs to report.
    expect((await report(owner, { subject: 'message', tradeId, messageId })).body).toMatchObject({ message: 'You cannot report your own message.' });
  });

  it('answers bad input with a 4xx naming the field', async () => {
    const [owner, reporter] = [await member(), await member()];
    const listingId = await postListing(owner);
    const cases: [Record<string, unknown>, number, Record<string, unknown>][] = [
      [{ subject: 'listing', listingId, category: undefined }, 400, { field: 'category', message: 'Missing Information: Please choose what kind of problem this is.' }],
      [{ subject: 'listing', listingId, category: 'spam' }, 400, { field: 'category' }],
      [{ subject: 'listing', listingId, description: 'Too short' }, 400, { field: 'description', message: 'Description Too Short: Please write at least 10 characters.' }],
      [{ subject: 'listing' }, 400, { field: 'listingId', message: 'Listing reference is required to report a listing.' }],
      [{ subject: 'message', tradeId: listingId }, 400, { field: 'messageId' }],
      [{ subject: 'listing', listingId: 'not-an-id' }, 400, { field: 'listingId', message: 'Listing reference is not a valid reference.' }],
      [{ subject: 'photo', listingId }, 400, { field: 'subject' }],
      [{ subject: 'listing', listingId: '00000000-0000-4000-8000-000000000000' }, 404, { message: 'Listing not found.' }],
      [{ subject: 'member', memberId: '00000000-0000-4000-8000-000000000000' }, 404, { message: 'Member not found.' }],
      [{ subject: 'member', memberId: reporter.id }, 422, { message: 'You cannot report yourself.' }],
    ];
    for (const [body, status, answer] of cases) {
      const res = await report(reporter, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body).toMatchObject(answer);
    }
    expect((await report(owner, { subject: 'listing', listingId })).body).toMatchObject({ message: 'You cannot report your own listing.' });
    expect((await app.client().post('/api/reports', { subject: 'listing', listingId, category: 'fraud', description })).status).toBe(401);
  });
});

describe('an administrator’s answer to a report', () => {
  it('is for admins only', async () => {
    const [owner, reporter] = [await member(), await member()];
    const filed = await report(reporter, { subject: 'listing', listingId: await postListing(owner) });
    expect((await reporter.client.get('/api/admin/reports')).status).toBe(403);
    expect((await reporter.client.post(`/api/admin/reports/${filed.body.id}/dismiss`, {})).status).toBe(403);
    expect((await reporter.client.post(`/api/admin/reports/${filed.body.id}/suspend`, { reason: 'x' })).status).toBe(403);
    expect((await admin.client.post('/api/admin/reports/00000000-0000-4000-8000-000000000000/dismiss', {})).status).toBe(404);
  });

  it('dismisses a report, and the reporter is told in general words once', async () => {
    const [owner, reporter] = [await member(), await member()];
    const filed = await report(reporter, { subject: 'member', memberId: owner.id });
    const dismissed = await admin.client.post(`/api/admin/reports/${filed.body.id}/dismiss`, { note: 'Normal haggling' });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({ reportId: filed.body.id, status: 'dismissed' });
    expect((await adminReport(filed.body.id)).outcomes).toEqual([
      { action: 'dismissed', by: { id: admin.id, username: expect.any(String) }, note: 'Normal haggling', at: expect.any(String) },
    ]);
    const told = (await notificationsOf(reporter)).filter((each) => each.title === 'Your report was reviewed');
    expect(told).toHaveLength(1);
    expect(told[0]!.description).toContain(filed.body.reference);
    expect(told[0]!.description).toContain('found nothing');
    expect((await admin.client.post(`/api/admin/reports/${filed.body.id}/dismiss`, {})).status).toBe(409);
    expect((await notificationsOf(owner)).some((each) => each.title === 'Your report was reviewed')).toBe(false);
  });

  it('takes the listing down and warns the member; the reporter hears once that action was taken, without details', async () => {
    const [owner, reporter] = [await member(), await member()];
    const listingId = await postListing(owner, 'Cheap fuel, pay by wire first');
    const filed = await report(reporter, { subject: 'listing', listingId });

    expect((await admin.client.post(`/api/admin/reports/${filed.body.id}/take-down`, {})).body).toMatchObject({ field: 'reason' });
    const takenDown = await admin.client.post(`/api/admin/reports/${filed.body.id}/take-down`, { reason: 'Payment outside BarterAid' });
    expect(takenDown.status).toBe(200);
    expect(takenDown.body).toMatchObject({ status: 'actioned' });
    const ownerView = await owner.client.get(`/api/listings/${listingId}`);
    expect(ownerView.body).toMatchObject({ isActive: false, deactivatedByAdmin: true, deactivationReason: 'Payment outside BarterAid' });
    expect((await reporter.client.get(`/api/listings/${listingId}`)).status).toBe(404);

    const warned = await admin.client.post(`/api/admin/reports/${filed.body.id}/warn`, { message: 'Trades are paid in credits through BarterAid only.' });
    expect(warned.status).toBe(200);
    const warning = (await notificationsOf(owner)).find((each) => each.title.startsWith('Message from BarterAid'));
    expect(warning).toMatchObject({ title: 'Message from BarterAid: A warning about your activity', description: 'Trades are paid in credits through BarterAid only.' });
    expect((await admin.client.post(`/api/admin/reports/${filed.body.id}/warn`, { message: 'Again' })).status).toBe(409);

    const told = (await notificationsOf(reporter)).filter((each) => each.title === 'Your report was reviewed');
    expect(told).toHaveLength(1);
    expect(told[0]!.description).toContain('took action');
    expect(told[0]!.description).not.toContain('Payment outside');
    expect((await adminReport(filed.body.id)).outcomes.map((outcome: { action: string }) => outcome.action)).toEqual(['listing_taken_down', 'member_warned']);
  });

  it('lists open reports first, oldest first', async () => {
    const [owner, reporter] = [await member(), await member()];
    const first = await report(reporter, { subject: 'member', memberId: owner.id });
    now += 1000;
    const second = await report(reporter, { subject: 'member', memberId: owner.id });
    await admin.client.post(`/api/admin/reports/${first.body.id}/dismiss`, {});
    const list = (await admin.client.get('/api/admin/reports')).body as { id: string; status: string; filedAt: string }[];
    const openCount = list.filter((each) => each.status === 'open').length;
    expect(list.slice(0, openCount).every((each) => each.status === 'open')).toBe(true);
    expect(list.findIndex((each) => each.id === second.body.id)).toBeLessThan(list.findIndex((each) => each.id === first.body.id));
    const open = list.filter((each) => each.status === 'open').map((each) => each.filedAt);
    expect(open).toEqual([...open].sort());
    const onlyOpen = (await admin.client.get('/api/admin/reports?status=open')).body as { status: string }[];
    expect(onlyOpen.every((each) => each.status === 'open')).toBe(true);
    expect((await admin.client.get('/api/admin/reports?status=closed')).body).toMatchObject({ field: 'status' });
  });
});

describe('a suspension', () => {
  it('ends the member’s sessions, refuses sign-in with the reason, hides their listings, and is undone by lifting', async () => {
    const [suspect, reporter, partner] = [await member(), await member(), await member()];
    const listingId = await postListing(suspect, 'Water pump for flooded basements');
    // An open trade with another member, who may still act on it while the owner is suspended.
    const trade = await partner.client.post('/api/trades', { listingId, proposedTerms: 'Tuesday' });
    expect(trade.status).toBe(201);
    const filed = await report(reporter, { subject: 'listing', listingId });
    const live = await openSocket(app.url, suspect.client.cookieHeader());
    const socketClosed = new Promise<number>((resolve) => live.socket.once('close', resolve));

    const pastEnd = await admin.client.post(`/api/admin/reports/${filed.body.id}/suspend`, { reason: 'Fraud', endsAt: new Date(now - 1000).toISOString() });
    expect(pastEnd.status).toBe(400);
    expect(pastEnd.body).toMatchObject({ message: 'The end date must be in the future.', field: 'endsAt' });
    expect((await admin.client.post(`/api/admin/reports/${filed.body.id}/suspend`, { reason: ' ' })).body).toMatchObject({ field: 'reason' });
    const suspended = await admin.client.post(`/api/admin/reports/${filed.body.id}/suspend`, { reason: 'Asked members to pay outside BarterAid.' });
    expect(suspended.status).toBe(200);
    expect((await admin.client.post(`/api/admin/reports/${filed.body.id}/suspend`, { reason: 'Again' })).status).toBe(409);

    // Sessions end, live sockets at once (well before the 30 s heartbeat); signing in is refused with the reason and the way to appeal.
    expect(await Promise.race([socketClosed, new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 10_000))])).toBe(4401);
    expect((await suspect.client.get('/api/auth/me')).status).toBe(401);
    const signIn = await app.client().post('/api/auth/login', { email: suspect.email, password: suspect.password });
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe(
      'Your account is suspended. Reason: Asked members to pay outside BarterAid. If you think this is a mistake, you can appeal through our contact form at /contact.',
    );
    // A wrong password learns nothing of the suspension.
    expect((await app.client().post('/api/auth/login', { email: suspect.email, password: 'not-the-password' })).status).toBe(401);

    // The listings leave the marketplace for everyone but admins.
    const search = await partner.client.get('/api/listings?search=water+pump');
    expect(search.body.listings.map((each: { id: string }) => each.id)).not.toContain(listingId);
    expect((await app.client().get(`/api/listings/${listingId}`)).status).toBe(404);
    expect((await partner.client.get(`/api/listings/${listingId}`)).body).toMatchObject({ message: 'Listing not found.' });
    expect((await admin.client.get(`/api/listings/${listingId}`)).status).toBe(200);
    expect((await partner.client.get(`/api/members/${suspect.username}/listings`)).body).toEqual({ listings: [], nextCursor: null });
    expect((await reporter.client.post('/api/trades', { listingId, proposedTerms: 'Monday' })).status).toBe(404);
    // The other party of an open trade keeps their actions.
    expect((await partner.client.post('/api/messages', { tradeId: trade.body.id, recipientId: suspect.id, content: 'Still on?', messageType: 'text' })).status).toBe(201);
    expect((await partner.client.patch(`/api/trades/${trade.body.id}/status`, { status: 'cancelled' })).status).toBe(200);

    const suspensions = (await admin.client.get('/api/admin/suspensions')).body as { memberId: string; reason: string; endsAt: string | null }[];
    expect(suspensions.find((each) => each.memberId === suspect.id)).toMatchObject({ reason: 'Asked members to pay outside BarterAid.', endsAt: null });
    expect((await adminReport(filed.body.id)).reportedMember.suspension).toMatchObject({ reason: 'Asked members to pay outside BarterAid.' });

    // Lifting: an event naming the admin; everything comes back.
    expect((await suspect.client.post(`/api/admin/members/${suspect.id}/lift-suspension`, {})).status).toBe(401);
    const lifted = await admin.client.post(`/api/admin/members/${suspect.id}/lift-suspension`, { note: 'Appeal accepted' });
    expect(lifted.status).toBe(200);
    expect((await admin.client.post(`/api/admin/members/${suspect.id}/lift-suspension`, {})).status).toBe(409);
    const again = app.client();
    expect((await again.post('/api/auth/login', { email: suspect.email, password: suspect.password })).status).toBe(200);
    expect((await again.get('/api/auth/me')).body.id).toBe(suspect.id);
    expect((await partner.client.get(`/api/listings/${listingId}`)).status).toBe(200);
    const back = await partner.client.get('/api/listings?search=water+pump');
    expect(back.body.listings.map((each: { id: string }) => each.id)).toContain(listingId);
    expect((await partner.client.get(`/api/members/${suspect.username}/listings`)).body.listings).toHaveLength(1);
    expect(((await admin.client.get('/api/admin/suspensions')).body as { memberId: string }[]).some((each) => each.memberId === suspect.id)).toBe(false);
  });

  it('with an end date ends by itself at that time', async () => {
    const [suspect, reporter, other] = [await member(), await member(), await member()];
    const listingId = await postListing(suspect, 'Tarps for roof repair');
    const filed = await report(reporter, { subject: 'member', memberId: suspect.id });
    const endsAt = new Date(now + 3 * DAY).toISOString();
    expect((await admin.client.post(`/api/admin/reports/${filed.body.id}/suspend`, { reason: 'Harassing messages.', endsAt })).status).toBe(200);

    const refused = await app.client().post('/api/auth/login', { email: suspect.email, password: suspect.password });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('suspended until December 4, 2026 at 9:00');
    expect((await other.client.get(`/api/listings/${listingId}`)).status).toBe(404);

    now += 3 * DAY;
    const signedIn = app.client();
    expect((await signedIn.post('/api/auth/login', { email: suspect.email, password: suspect.password })).status).toBe(200);
    expect((await other.client.get(`/api/listings/${listingId}`)).status).toBe(200);
    expect(((await admin.client.get('/api/admin/suspensions')).body as { memberId: string }[]).some((each) => each.memberId === suspect.id)).toBe(false);
    // Nothing to lift any more; a new suspension may start.
    expect((await admin.client.post(`/api/admin/members/${suspect.id}/lift-suspension`, {})).status).toBe(409);
  });
});
