import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toNewEvent } from '@barteraid/command-api';
import { streams } from '@barteraid/events';
import { signedUpMember, signUpAdmin, startTestApp, type ApiClient, type TestApp } from '../support/test-app';
import { openSocket } from '../support/sockets';

let app: TestApp;
let admin: { client: ApiClient; id: string };
beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpAdmin(app);
});
afterAll(async () => {
  await app?.stop();
});

const ADMIN_ONLY = "Access Denied: You don't have permission to access the admin dashboard.";
const longText = `${'A long explanation of the rules for pickups at the shelter. '.repeat(20)}The end.`;

describe('the BarterAid team thread', () => {
  it('shows an admin message in full in the thread, takes the reply and shows it to the admin, newest reply first', async () => {
    const member = await signedUpMember(app);
    const quiet = await signedUpMember(app);
    expect((await member.client.get('/api/team-thread')).body).toEqual({ exists: false, unreadCount: 0, messages: [] });

    const sent = await admin.client.post('/api/admin/send-message', { userId: member.id, subject: 'Your listing', message: longText });
    expect(sent.status).toBe(201);
    await admin.client.post('/api/admin/send-message', { userId: quiet.id, subject: 'Hello', message: 'Welcome aboard.' });

    const thread = await member.client.get('/api/team-thread');
    expect(thread.body).toMatchObject({
      exists: true,
      unreadCount: 1,
      messages: [{ id: sent.body.id, from: 'team', subject: 'Your listing', text: longText, senderName: 'BarterAid team' }],
    });
    // The bell keeps its item (the client cuts it to two lines) and it opens the thread.
    const bell = await member.client.get('/api/notifications');
    expect(bell.body[0]).toMatchObject({ title: 'Message from BarterAid: Your listing', link: '/messages?thread=team' });

    expect((await member.client.post('/api/team-thread/read')).status).toBe(200);
    expect((await member.client.get('/api/team-thread')).body.unreadCount).toBe(0);

    const adminSocket = await openSocket(app.url, admin.client.cookieHeader());
    try {
      const reply = await member.client.post('/api/team-thread/messages', { text: '  Thanks, I added a photo.\nAnything else?  ' }, { 'Idempotency-Key': 'reply-1' });
      expect(reply.status).toBe(201);
      const replayed = await member.client.post('/api/team-thread/messages', { text: '  Thanks, I added a photo.\nAnything else?  ' }, { 'Idempotency-Key': 'reply-1' });
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      expect(replayed.body.id).toBe(reply.body.id);
      await adminSocket.next((message) => message.type === 'notification' && message.topic === 'team_threads');
    } finally {
      adminSocket.close();
    }

    const mine = (await member.client.get('/api/team-thread')).body;
    expect(mine.messages).toHaveLength(2);
    expect(mine.messages[1]).toMatchObject({ from: 'member', subject: null, text: 'Thanks, I added a photo.\nAnything else?' });

    const threads = (await admin.client.get('/api/admin/team-threads')).body;
    expect(threads[0]).toMatchObject({ memberId: member.id, awaitingAnswer: true, messageCount: 2, lastMessage: { from: 'member' } });
    expect(threads.find((row: { memberId: string }) => row.memberId === quiet.id)).toMatchObject({ lastReplyAt: null, awaitingAnswer: false });
    const full = (await admin.client.get(`/api/admin/team-threads/${member.id}`)).body;
    expect(full.member).toMatchObject({ id: member.id, username: member.username });
    expect(full.messages.map((message: { from: string }) => message.from)).toEqual(['team', 'member']);

    const answer = await admin.client.post(`/api/admin/team-threads/${member.id}`, { message: 'Nothing else, thank you!' });
    expect(answer.status).toBe(201);
    const after = (await member.client.get('/api/team-thread')).body;
    expect(after.unreadCount).toBe(1);
    expect(after.messages[2]).toMatchObject({ from: 'team', subject: 'Reply from the BarterAid team', text: 'Nothing else, thank you!' });
    expect((await admin.client.get('/api/admin/team-threads')).body.find((row: { memberId: string }) => row.memberId === member.id).awaitingAnswer).toBe(false);
  });

  it("keeps each member to their own thread: another member neither reads nor writes in it", async () => {
    const member = await signedUpMember(app);
    const other = await signedUpMember(app);
    await admin.client.post('/api/admin/send-message', { userId: member.id, subject: 'Private', message: 'Only for you.' });
    await other.client.post('/api/team-thread/messages', { text: 'Hello team', memberId: member.id });
    const mine = (await member.client.get('/api/team-thread')).body;
    expect(mine.messages.map((message: { text: string }) => message.text)).toEqual(['Only for you.']);
    const theirs = (await other.client.get('/api/team-thread')).body;
    expect(theirs.messages.map((message: { text: string }) => message.text)).toEqual(['Hello team']);
    for (const [method, path, body] of [
      ['GET', '/api/admin/team-threads'],
      ['GET', `/api/admin/team-threads/${member.id}`],
      ['POST', `/api/admin/team-threads/${member.id}`, { message: 'x' }],
    ] as const) {
      const refused = await other.client.request(method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body).toMatchObject({ message: ADMIN_ONLY });
    }
  });

  it('answers 401 signed out and 400 {message, field} for bad replies', async () => {
    const visitor = app.client();
    expect((await visitor.get('/api/team-thread')).status).toBe(401);
    expect((await visitor.post('/api/team-thread/messages', { text: 'hi' })).status).toBe(401);
    expect((await visitor.get('/api/admin/team-threads')).status).toBe(401);

    const member = await signedUpMember(app);
    const cases: [unknown, string][] = [
      [{}, 'Message must be text.'],
      [{ text: '   ' }, 'Message cannot be empty.'],
      [{ text: 'x'.repeat(4001) }, 'Message must be at most 4000 characters.'],
      [{ text: 'bad\u0000byte' }, 'Text contains characters that cannot be stored.'],
      [{ text: 'broken \ud800 text' }, 'Text contains characters that cannot be stored.'],
    ];
    for (const [body, message] of cases) {
      const refused = await member.client.post('/api/team-thread/messages', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ message, field: 'text' });
    }
    const adminRefused = await admin.client.post(`/api/admin/team-threads/${member.id}`, { message: '' });
    expect(adminRefused.status).toBe(400);
    expect(adminRefused.body.field).toBe('message');
    expect((await admin.client.post(`/api/admin/team-threads/${randomUUID()}`, { message: 'hi' })).status).toBe(404);
    expect((await member.client.get('/api/team-thread')).body.messages).toEqual([]);
  });

  it('shows an admin message recorded before threads existed (AdminMessageSent alone) in the thread', async () => {
    const member = await signedUpMember(app);
    const messageId = randomUUID();
    const context = { store: app.store, actorId: admin.id, correlationId: randomUUID() };
    const { position } = await app.store.append(
      streams.adminMessage(messageId),
      [
        toNewEvent(
          {
            type: 'AdminMessageSent',
            data: { messageId, memberId: member.id, subject: 'From last year', message: 'An older message, kept in full.', sentBy: admin.id, sentAt: '2025-01-02T10:00:00.000Z' },
          },
          context,
        ),
      ],
      'no_stream',
    );
    await app.projector.caughtUp(position);
    const thread = (await member.client.get('/api/team-thread')).body;
    expect(thread).toMatchObject({ exists: true, unreadCount: 1, messages: [{ id: messageId, subject: 'From last year', text: 'An older message, kept in full.' }] });
    await member.client.post('/api/team-thread/read');
    expect((await member.client.get('/api/team-thread')).body.unreadCount).toBe(0);
    const reply = await member.client.post('/api/team-thread/messages', { text: 'Sorry for the late answer.' });
    expect(reply.status).toBe(201);
    expect((await admin.client.get(`/api/admin/team-threads/${member.id}`)).body.messages).toHaveLength(2);
  });
});
