import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBus } from '@barteraid/infra';
import { startTestApp, TEST_REDIS_URL, type TestApp, grantCredits } from '../support/test-app';
import { openSocket } from '../support/sockets';

/** Two gateway instances sharing one database, one Redis and one key prefix, as in a scaled deployment. */
let first: TestApp;
let second: TestApp;
const shared = {
  REDIS_KEY_PREFIX: `test_ws_${randomBytes(4).toString('hex')}`,
  SESSION_SECRET: randomBytes(24).toString('hex'),
  INTERNAL_SECRET: randomBytes(24).toString('hex'),
};

beforeAll(async () => {
  first = await startTestApp(shared);
  second = await startTestApp(shared, { database: first.testDatabase });
});
afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

describe('/ws', () => {
  it('refuses connections without a valid session', async () => {
    await expect(openSocket(first.url, '')).rejects.toThrow('upgrade refused: 401');
    await expect(openSocket(first.url, 'barteraid.sid=s%3Aforged.signature')).rejects.toThrow('upgrade refused: 401');
  });

  it('checks the userId query parameter against the session', async () => {
    const client = first.client();
    const member = await client.signUp();
    const other = await first.client().signUp();
    await expect(openSocket(first.url, client.cookieHeader(), `?userId=${other.id}`)).rejects.toThrow('upgrade refused: 403');
    const socket = await openSocket(first.url, client.cookieHeader(), `?userId=${member.id}`);
    socket.close();
  });

  it('answers ping and ignores unparseable messages', async () => {
    const client = first.client();
    await client.signUp();
    const socket = await openSocket(first.url, client.cookieHeader());
    socket.socket.send('not json');
    socket.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await socket.next((message) => message.type === 'pong')).toEqual({ type: 'pong' });
    socket.close();
  });

  it('delivers one published notification to every socket of the member on either gateway', async () => {
    const client = first.client();
    const member = await client.signUp();
    const bystander = first.client();
    await bystander.signUp();
    // The same session works on both instances: sessions live in the shared Redis.
    const onFirst = await openSocket(first.url, client.cookieHeader());
    const onSecond = await openSocket(second.url, client.cookieHeader());
    const otherMember = await openSocket(second.url, bystander.cookieHeader());

    const publisher = createBus(TEST_REDIS_URL, shared.REDIS_KEY_PREFIX);
    try {
      await publisher.publish({ userId: member.id, payload: { type: 'trade_update', tradeId: 't-1', status: 'accepted' } });
      const expected = { type: 'trade_update', tradeId: 't-1', status: 'accepted' };
      expect(await onFirst.next((message) => message.type === 'trade_update')).toEqual(expected);
      expect(await onSecond.next((message) => message.type === 'trade_update')).toEqual(expected);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(otherMember.messages.filter((message) => message.type === 'trade_update')).toEqual([]);
      // Exactly once per socket.
      expect(onFirst.messages.filter((message) => message.type === 'trade_update')).toEqual([]);
    } finally {
      await publisher.close();
      onFirst.close();
      onSecond.close();
      otherMember.close();
    }
  });

  it('pushes the projector’s credit notifications to the member', async () => {
    const client = first.client();
    const member = await client.signUp();
    const socket = await openSocket(second.url, client.cookieHeader());
    try {
      // Any ledger movement for the member produces a credits_update through the bus.
      await grantCredits(first.store, member.id, 1234, 'Relief grant');
      const update = await socket.next((message) => message.type === 'credits_update');
      expect(update).toMatchObject({ type: 'credits_update', balance: '62.34' });
    } finally {
      socket.close();
    }
  });
});
