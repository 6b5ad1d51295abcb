import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberNotification } from '@barteraid/infra';
import { notificationId, recordNotification } from '@barteraid/projector';
import { startTestApp, type ApiClient, type TestApp } from '../support/test-app';
import { openSocket } from '../support/sockets';
import { projectorDbOf } from '@barteraid/projector';
import { teamNotices } from '@barteraid/events/messages/team-notices';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

interface Notification {
  id: string;
  type: string;
  title: string;
  description: string;
  timestamp: string;
  read: boolean;
  seen?: boolean;
  tradeId: string | null;
}

const list = async (client: ApiClient) => {
  const response = await client.get<Notification[]>('/api/notifications');
  expect(response.status).toBe(200);
  return response.body;
};

/** A text stored as written (the team's message template is `{message}`): the tests pick their own titles. */
const asWritten = (text: string) => teamNotices.message('messageText', { message: text });

/** Adds a notification for a member the way a feature's projection would, for an event that never happened. */
async function addNotification(memberId: string, position: number, title = 'Trade Update', eventId: string = randomUUID()) {
  const event = { id: eventId, position, createdAt: new Date() };
  const published: MemberNotification[] = [];
  const view = await projectorDbOf(app.database.db)
    .transaction()
    .execute((trx) =>
      recordNotification(trx, { notify: (userId, payload) => published.push({ userId, payload }) }, {
        memberId,
        type: 'trade_update',
        title: asWritten(title),
        description: asWritten('Trade status changed to accepted'),
        tradeId: randomUUID(),
        event,
        realtime: { status: 'accepted' },
      }),
    );
  return { event, view, published };
}

describe('stored notifications', () => {
  it('needs a signed-in member', async () => {
    const visitor = app.client();
    expect((await visitor.get('/api/notifications')).status).toBe(401);
    const mark = await visitor.post('/api/notifications/read', {});
    expect(mark.status).toBe(401);
  });

  it('greets a new member with their welcome credits, and the bus carries it live', async () => {
    const published: MemberNotification[] = [];
    const unsubscribe = await app.bus.subscribe((notification) => published.push(notification));
    const client = app.client();
    const member = await client.signUp();
    const [welcome, ...rest] = await list(client);
    expect(rest).toEqual([]);
    expect(welcome).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'other',
      title: 'Welcome to BarterAid',
      description: '50.00 welcome credits were added to your balance.',
      // The same as data, for the client to write in the language on screen.
      titleMessage: { code: 'creditNotices.welcome' },
      descriptionMessage: { code: 'creditNotices.welcomeText', params: { amount: '50.00' } },
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      read: false,
      seen: false,
      tradeId: null,
      link: null,
    });
    // Pushed live as recorded: not seen yet goes without saying there.
    const { seen: _seen, ...pushed } = welcome!;
    await expect
      .poll(() => published.find((each) => each.userId === member.id && each.payload.type === 'notification'))
      .toMatchObject({ payload: { type: 'notification', notification: pushed } });
    await unsubscribe();
  });

  it('lists newest first, at most 50, only the member’s own', async () => {
    const client = app.client();
    const member = await client.signUp();
    const other = app.client();
    await other.signUp();
    const head = await app.store.headPosition();
    for (let i = 1; i <= 51; i++) await addNotification(member.id, head + i, `Update ${i}`);
    const items = await list(client);
    expect(items).toHaveLength(50);
    expect(items[0]!.title).toBe('Update 51');
    expect(items.map((item) => item.timestamp)).toEqual([...items.map((item) => item.timestamp)].sort().reverse());
    expect(items.every((item) => item.type === 'trade_update' && item.tradeId)).toBe(true);
    expect((await list(other)).map((item) => item.title)).toEqual(['Welcome to BarterAid']);
  });

  it('marks chosen notifications read, tells the member’s open tabs, and ignores other members’ ids', async () => {
    const alice = app.client();
    const aliceMember = await alice.signUp();
    const bob = app.client();
    await bob.signUp();
    const head = await app.store.headPosition();
    await addNotification(aliceMember.id, head + 1, 'First');
    await addNotification(aliceMember.id, head + 2, 'Second');
    const [second, first, welcome] = await list(alice);

    const socket = await openSocket(app.url, alice.cookieHeader(), `?userId=${aliceMember.id}`);
    try {
      const marked = await alice.post('/api/notifications/read', { ids: [first!.id] });
      expect(marked.status).toBe(200);
      expect(marked.body).toMatchObject({ message: 'Notifications marked as read.' });
      expect(await socket.next((message) => message.type === 'notifications_read')).toEqual({
        type: 'notifications_read',
        notificationIds: [first!.id],
      });
    } finally {
      socket.close();
    }
    expect((await list(alice)).map((item) => [item.title, item.read])).toEqual([
      ['Second', false],
      ['First', true],
      ['Welcome to BarterAid', false],
    ]);

    // Bob cannot see Alice's notifications, nor mark them.
    expect((await list(bob)).map((item) => item.id)).not.toContain(second!.id);
    expect((await bob.post('/api/notifications/read', { ids: [second!.id, welcome!.id] })).status).toBe(200);
    expect((await list(alice)).filter((item) => !item.read).map((item) => item.id)).toEqual([second!.id, welcome!.id]);
  });

  it('opening a conversation reads its message notifications and tells every open tab of the reader', async () => {
    const owner = app.client();
    const ownerMember = await owner.signUp();
    const buyer = app.client();
    const buyerMember = await buyer.signUp();
    const listing = await owner.post('/api/listings', {
      title: 'Water filter pitcher',
      description: 'A filter pitcher with two spare cartridges.',
      category: 'food-water',
      type: 'offer',
      credits: '4.00',
      location: 'Austin, TX',
    });
    expect(listing.status).toBe(201);
    const proposed = await buyer.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'Could I pick it up today?' });
    expect(proposed.status).toBe(201);
    const tradeId = proposed.body.id as string;
    for (const content of ['Hello', 'Are you there?']) {
      expect((await buyer.post('/api/messages', { tradeId, recipientId: ownerMember.id, content })).status).toBe(201);
    }
    const unreadAboutTrade = async () =>
      (await list(owner)).filter((item) => item.type === 'message' && item.tradeId === tradeId && !item.read).map((item) => item.id);
    const before = await unreadAboutTrade();
    expect(before).toHaveLength(2);

    // Two tabs of the owner, and one of the buyer, who must hear nothing about the owner's reading.
    const tabs = [
      await openSocket(app.url, owner.cookieHeader(), `?userId=${ownerMember.id}`),
      await openSocket(app.url, owner.cookieHeader(), `?userId=${ownerMember.id}`),
    ];
    const buyerTab = await openSocket(app.url, buyer.cookieHeader(), `?userId=${buyerMember.id}`);
    try {
      expect((await owner.post(`/api/trades/${tradeId}/read`)).status).toBe(200);
      for (const tab of tabs) {
        const read = await tab.next((message) => message.type === 'notifications_read');
        expect([...(read.notificationIds as string[])].sort()).toEqual([...before].sort());
        expect(await tab.next((message) => message.type === 'conversation_read')).toEqual({ type: 'conversation_read', tradeId });
      }
      // The owner's answer reaches the buyer's tab; nothing about the owner's reading came before it.
      expect((await owner.post('/api/messages', { tradeId, recipientId: buyerMember.id, content: 'Yes, come by at 5' })).status).toBe(201);
      await buyerTab.next((message) => message.type === 'new_message');
      expect(buyerTab.messages.filter((message) => message.type === 'notifications_read' || message.type === 'conversation_read')).toEqual([]);
    } finally {
      for (const tab of [...tabs, buyerTab]) tab.close();
    }
    expect(await unreadAboutTrade()).toEqual([]);
    expect((await owner.get('/api/user/messages?unread=true')).body).toEqual([]);

    // A later message rings the bell again; opening the conversation once more reads it too.
    expect((await buyer.post('/api/messages', { tradeId, recipientId: ownerMember.id, content: 'On my way' })).status).toBe(201);
    expect(await unreadAboutTrade()).toHaveLength(1);
    expect((await owner.post(`/api/trades/${tradeId}/read`)).status).toBe(200);
    expect(await unreadAboutTrade()).toEqual([]);
  });

  it('marks all read: earlier ones, even if recorded late, but not later ones', async () => {
    const client = app.client();
    const member = await client.signUp();
    const marked = await client.post('/api/notifications/read');
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ message: 'All notifications marked as read.' });
    expect((await list(client)).every((item) => item.read)).toBe(true);

    const markPosition = await app.store.headPosition();
    // A projection running behind records a notification for an event from before the mark…
    const late = await addNotification(member.id, markPosition - 1, 'Late');
    expect(late.view?.read).toBe(true);
    // …and one for an event after it.
    const fresh = await addNotification(member.id, markPosition + 1, 'Fresh');
    expect(fresh.view?.read).toBe(false);
    expect(fresh.published).toEqual([
      {
        userId: member.id,
        payload: { type: 'trade_update', tradeId: fresh.view!.tradeId, status: 'accepted', notification: fresh.view },
      },
    ]);
    const byTitle = Object.fromEntries((await list(client)).map((item) => [item.title, item.read]));
    expect(byTitle).toEqual({ Fresh: false, Late: true, 'Welcome to BarterAid': true });
  });

  it('keeps a read-by-id mark for a notification recorded later (a projection behind, or a rebuild), for its owner only', async () => {
    const owner = app.client();
    const ownerMember = await owner.signUp();
    const stranger = app.client();
    await stranger.signUp();
    const eventId = randomUUID();
    const id = notificationId(eventId, ownerMember.id);
    const otherEventId = randomUUID();
    const otherId = notificationId(otherEventId, ownerMember.id);
    expect((await owner.post('/api/notifications/read', { ids: [id] })).status).toBe(200);
    expect((await stranger.post('/api/notifications/read', { ids: [otherId] })).status).toBe(200);

    const position = (await app.store.headPosition()) + 1;
    expect((await addNotification(ownerMember.id, position, 'Read before it arrived', eventId)).view?.read).toBe(true);
    expect((await addNotification(ownerMember.id, position, 'Marked by someone else', otherEventId)).view?.read).toBe(false);
  });

  it('records a notification once per event and member, however often it is replayed', async () => {
    const client = app.client();
    const member = await client.signUp();
    const first = await addNotification(member.id, (await app.store.headPosition()) + 1);
    const replay = await projectorDbOf(app.database.db).transaction().execute((trx) =>
      recordNotification(trx, { notify: () => undefined }, {
        memberId: member.id,
        type: 'trade_update',
        title: asWritten('Trade Update'),
        description: asWritten('Trade status changed to accepted'),
        event: first.event,
      }),
    );
    expect(replay).toBeNull();
    expect(first.view?.id).toBe(notificationId(first.event.id, member.id));
    expect(await list(client)).toHaveLength(2);
  });

  it.each([
    [{ ids: 'all' }, 'ids must be a list of notification ids.'],
    [{ ids: ['not-an-id'] }, 'Each notification id must be a valid id.'],
  ])('refuses %j', async (body, message) => {
    const client = app.client();
    await client.signUp();
    const response = await client.post('/api/notifications/read', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('requires the CSRF token to mark read', async () => {
    const client = app.client();
    await client.signUp();
    client.cookies.delete('barteraid.csrf');
    expect((await client.post('/api/notifications/read', {})).status).toBe(403);
  });

  it('rebuilds the same rows and read marks from the log', async () => {
    const client = app.client();
    await client.signUp();
    await client.post('/api/notifications/read', {});
    const another = app.client();
    await another.signUp();
    const [welcome] = await list(another);
    await another.post('/api/notifications/read', { ids: [welcome!.id] });
    expect((await list(another))[0]!.read).toBe(true);

    // Only notifications that come from events (not the hand-made ones above) can be rebuilt.
    const fromEvents = async () =>
      projectorDbOf(app.database.db).selectFrom('notifications').selectAll().where('title_code', '=', 'creditNotices.welcome').orderBy('id').execute();
    const marks = async () => [
      await projectorDbOf(app.database.db).selectFrom('notification_read_marks').selectAll().orderBy('member_id').execute(),
      await projectorDbOf(app.database.db).selectFrom('notification_read_ids').selectAll().orderBy('notification_id').orderBy('member_id').execute(),
    ];
    const before = await fromEvents();
    const marksBefore = await marks();
    expect(before.length).toBeGreaterThan(5);
    await app.projector.rebuild('notifications');
    expect(await fromEvents()).toEqual(before);
    expect(await marks()).toEqual(marksBefore);
    expect((await list(another)).find((item) => item.id === welcome!.id)?.read).toBe(true);
  });

  it('marks what the opened bell showed as seen, once for a retried request, unread still, the member’s own only', async () => {
    const alice = app.client();
    const aliceMember = await alice.signUp();
    const bob = app.client();
    await bob.signUp();
    const head = await app.store.headPosition();
    await addNotification(aliceMember.id, head + 1, 'Shown');
    const shown = await list(alice);
    expect(shown.map((item) => [item.title, item.seen])).toEqual([
      ['Shown', false],
      ['Welcome to BarterAid', false],
    ]);
    await addNotification(aliceMember.id, head + 2, 'Arrived after');

    const key = { 'Idempotency-Key': randomUUID() };
    const ids = shown.map((item) => item.id);
    const seen = await alice.post('/api/notifications/seen', { ids }, key);
    expect(seen.status).toBe(204);
    const events = await app.store.headPosition();
    expect((await alice.post('/api/notifications/seen', { ids }, key)).status).toBe(204);
    expect(await app.store.headPosition()).toBe(events);
    // Seen again without a key: nothing new is recorded either.
    expect((await alice.post('/api/notifications/seen', { ids })).status).toBe(204);
    expect(await app.store.headPosition()).toBe(events);

    expect((await list(alice)).map((item) => [item.title, item.read, item.seen])).toEqual([
      ['Arrived after', false, false],
      ['Shown', false, true],
      ['Welcome to BarterAid', false, true],
    ]);
    // Bob's "seen" of Alice's ids changes nothing of hers.
    const bobSees = await bob.post('/api/notifications/seen', { ids: [(await list(alice))[0]!.id] });
    expect(bobSees.status).toBe(204);
    expect((await list(alice))[0]!.seen).toBe(false);
  });

  it('refuses a seen request that is not a list of ids, with the field named', async () => {
    const client = app.client();
    await client.signUp();
    const missing = await client.post('/api/notifications/seen', {});
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('ids');
    const wrong = await client.post('/api/notifications/seen', { ids: ['not-an-id'] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Each notification id must be a valid id.');
    expect((await app.client().post('/api/notifications/seen', { ids: [] })).status).toBe(401);
  });

  it('pages through every notification, newest first, beyond the bell’s 50', async () => {
    const client = app.client();
    const member = await client.signUp();
    const head = await app.store.headPosition();
    for (let i = 1; i <= 54; i++) await addNotification(member.id, head + i, `Note ${i}`);
    const titles: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const page = await client.get<{ notifications: Notification[]; nextCursor: string | null }>(`/api/notifications/history${query}`);
      expect(page.status).toBe(200);
      titles.push(...page.body.notifications.map((item) => item.title));
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(titles).toEqual([...Array.from({ length: 54 }, (_, index) => `Note ${54 - index}`), 'Welcome to BarterAid']);
    const bad = await client.get('/api/notifications/history?cursor=nonsense');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('cursor');
    expect((await app.client().get('/api/notifications/history')).status).toBe(401);
  });

  it('rebuilds the same seen marks from the log', async () => {
    const client = app.client();
    await client.signUp();
    const [welcome] = await list(client);
    expect((await client.post('/api/notifications/seen', { ids: [welcome!.id] })).status).toBe(204);
    const marks = async () => projectorDbOf(app.database.db).selectFrom('notification_seen_ids').selectAll().orderBy('member_id').orderBy('notification_id').execute();
    const before = await marks();
    expect(before.length).toBeGreaterThan(0);
    await app.projector.rebuild('notifications');
    expect(await marks()).toEqual(before);
    expect((await list(client))[0]!.seen).toBe(true);
  });
});
