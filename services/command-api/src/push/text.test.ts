import { describe, expect, it } from 'vitest';
import { sample } from '../testing/sample-ids';
import { deliveryOf, pushText, type StoredNotification } from './text';

const notification = (overrides: Partial<StoredNotification>): StoredNotification => ({
  id: sample.firstId,
  type: 'trade_update',
  title: 'New Trade Proposal',
  description: 'Sam proposed a trade for "Water".',
  title_code: null,
  title_params: null,
  description_code: null,
  description_params: null,
  trade_id: sample.tradeId,
  link: null,
  ...overrides,
});

describe('the text a device shows for a notification', () => {
  it('is written from the notification’s codes in the member’s language', () => {
    const stored = notification({
      title_code: 'tradeNotices.proposed',
      description_code: 'tradeNotices.proposedText',
      description_params: { actor: 'Sam', listing: 'Water', amount: '12.00' },
    });
    expect(pushText(stored, 'es')).toMatchObject({ title: 'Nueva propuesta de intercambio', lang: 'es', kind: 'trade' });
    expect(pushText(stored, 'es').body).toContain('Sam');
    expect(pushText(stored, 'en')).toMatchObject({ title: 'New Trade Proposal', body: 'Sam proposed a trade for "Water" (12.00 credits).', lang: 'en' });
  });

  it('a dispute notice stored as data opens its page', () => {
    expect(pushText(notification({ type: 'other', title_code: 'disputeNotices.opened', description_code: 'disputeNotices.opened' }), 'en').kind).toBe('dispute');
  });

  it('a trade opens its conversation, urgently, for three days', () => {
    const text = pushText(notification({}), 'en');
    expect(text).toEqual({
      title: 'New Trade Proposal',
      body: 'Sam proposed a trade for "Water".',
      url: `/messages?trade=${sample.tradeId}`,
      tag: sample.firstId,
      lang: 'en',
      kind: 'trade',
    });
    expect(deliveryOf[text.kind]).toEqual({ ttlSeconds: 259_200, urgency: 'high' });
  });

  it('a dispute opens its page, urgently', () => {
    const text = pushText(notification({ type: 'other', title: 'Dispute Opened' }), 'en');
    expect(text).toMatchObject({ url: `/disputes/${sample.tradeId}`, kind: 'dispute' });
    expect(deliveryOf.dispute.urgency).toBe('high');
  });

  it('a chat message opens its conversation and may wait its turn', () => {
    const text = pushText(notification({ type: 'message', title: 'New message' }), 'en');
    expect(text).toMatchObject({ url: `/messages?trade=${sample.tradeId}`, kind: 'message' });
    expect(deliveryOf.message).toEqual({ ttlSeconds: 86_400, urgency: 'normal' });
  });

  it('anything else opens its link on this site, or the dashboard, and may wait for a charger', () => {
    expect(pushText(notification({ type: 'other', trade_id: null, link: '/messages?thread=team' }), 'en')).toMatchObject({ url: '/messages?thread=team', kind: 'other' });
    expect(pushText(notification({ type: 'other', trade_id: null, link: '//evil.example/x' }), 'en').url).toBe('/dashboard');
    expect(pushText(notification({ type: 'other', trade_id: null, link: 'https://evil.example/x' }), 'en').url).toBe('/dashboard');
    expect(deliveryOf.other.urgency).toBe('low');
  });
});
