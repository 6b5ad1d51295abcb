import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { openSocket } from '../support/sockets';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('live trade updates and messages', () => {
  it('tells the other party about every change and message, and stores them for the bell', async () => {
    const owner = app.client();
    const buyer = app.client();
    const ownerMember = await owner.signUp();
    const buyerMember = await buyer.signUp();
    const ownerSocket = await openSocket(app.url, owner.cookieHeader());
    const buyerSocket = await openSocket(app.url, buyer.cookieHeader());
    try {
      const listing = await owner.post('/api/listings', {
        title: 'Chainsaw for an afternoon',
        description: 'Fallen tree blocks the driveway; chainsaw with fuel.',
        category: 'tools-equipment',
        type: 'offer',
        credits: '15.00',
        location: 'New Orleans, LA',
      });
      const proposed = await buyer.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'This afternoon' });
      const tradeId = proposed.body.id as string;
      const isTrade = (status: string) => (message: Record<string, unknown>) =>
        message.type === 'trade_update' && message.tradeId === tradeId && message.status === status;

      expect(await ownerSocket.next(isTrade('pending'))).toMatchObject({ type: 'trade_update', tradeId, status: 'pending' });

      await buyer.post('/api/messages', { tradeId, recipientId: ownerMember.id, content: 'Can I come at 3?' });
      const message = await ownerSocket.next((each) => each.type === 'new_message');
      expect(message).toMatchObject({ type: 'new_message', tradeId, senderName: buyerMember.username });

      await owner.patch(`/api/trades/${tradeId}/status`, { status: 'accepted' });
      expect(await buyerSocket.next(isTrade('accepted'))).toMatchObject({ tradeId, status: 'accepted' });
      await owner.post('/api/messages', { tradeId, recipientId: buyerMember.id, content: 'Yes, see you then.' });
      expect(await buyerSocket.next((each) => each.type === 'new_message')).toMatchObject({ tradeId, senderName: ownerMember.username });

      await buyer.patch(`/api/trades/${tradeId}/status`, { status: 'completed' });
      expect(await ownerSocket.next(isTrade('completed'))).toMatchObject({ tradeId });
      // Settlement tells both sides when the credits have moved.
      expect(await ownerSocket.next(isTrade('settled'), 10_000)).toMatchObject({ settled: true });
      expect(await buyerSocket.next(isTrade('settled'), 10_000)).toMatchObject({ settled: true });
      expect(await ownerSocket.next((each) => each.type === 'credits_update' && each.balance === '65.00')).toBeTruthy();

      // The actor is not told about their own changes.
      expect(buyerSocket.messages.filter((each) => each.type === 'trade_update' && each.status === 'completed')).toEqual([]);
      expect(ownerSocket.messages.filter((each) => each.type === 'trade_update' && each.status === 'accepted')).toEqual([]);

      const bell = (await owner.get('/api/notifications')).body as { type: string; title: string; description: string; tradeId: string | null }[];
      expect(bell).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'message', title: 'New Message', description: `New message from ${buyerMember.username}`, tradeId }),
          expect.objectContaining({ type: 'trade_update', title: 'New Trade Proposal', tradeId }),
          expect.objectContaining({ type: 'trade_update', title: 'Credits Received', tradeId }),
        ]),
      );
    } finally {
      ownerSocket.close();
      buyerSocket.close();
    }
  });
});
