import { describe, expect, it } from 'vitest';
import type { PushEvent } from '@barteraid/events';
import { DeciderSpecification } from '../testing/decider-specification';
import { sample, afterNow } from '../testing/sample-ids';
import { MAX_DEVICES, pushDevicesDecider, pushSubscriptionId, type PushDevicesCommand } from './devices';

const { given } = DeciderSpecification.for(pushDevicesDecider);
const memberId = sample.owner;
const endpoint = 'https://fcm.googleapis.com/fcm/send/abc123';
const subscriptionId = pushSubscriptionId(memberId, endpoint);
const keys = { p256dh: 'BPublicKeyOfTheBrowser', auth: 'AuthSecret' };

const subscribe = (overrides: Partial<Extract<PushDevicesCommand, { type: 'SubscribeDevice' }>> = {}): PushDevicesCommand => ({
  type: 'SubscribeDevice',
  memberId,
  endpoint,
  ...keys,
  expirationTime: null,
  device: 'Chrome on Android',
  now: sample.now,
  ...overrides,
});
const unsubscribe = (reason: 'member' | 'gone' = 'member', id = subscriptionId): PushDevicesCommand => ({
  type: 'UnsubscribeDevice',
  memberId,
  subscriptionId: id,
  reason,
  now: sample.later,
});
const added: PushEvent = {
  type: 'PushSubscriptionAdded',
  data: { memberId, subscriptionId, endpoint, ...keys, expirationTime: null, device: 'Chrome on Android', addedAt: sample.now },
};
const removed: PushEvent = { type: 'PushSubscriptionRemoved', data: { memberId, subscriptionId, reason: 'member', removedAt: sample.later } };

describe('push devices decider', () => {
  it('adds a device once: the browser sending the same subscription again writes nothing', () => {
    given([]).when(subscribe()).then([added]);
    given([added]).when(subscribe({ now: sample.later })).thenNothingHappened();
  });

  it('names a device by its member and endpoint', () => {
    expect(pushSubscriptionId(memberId, endpoint)).toBe(subscriptionId);
    expect(pushSubscriptionId(sample.stranger, endpoint)).not.toBe(subscriptionId);
    expect(pushSubscriptionId(memberId, `${endpoint}x`)).not.toBe(subscriptionId);
  });

  it('records new keys for a known endpoint (the browser renewed them)', () => {
    given([added]).when(subscribe({ p256dh: 'BAnotherKey', now: sample.later })).thenMatches([
      { type: 'PushSubscriptionAdded', data: { subscriptionId, p256dh: 'BAnotherKey', addedAt: sample.later } },
    ]);
  });

  it('removes a device once, whether the member turned it off or its push service dropped it', () => {
    given([added]).when(unsubscribe()).then([removed]);
    given([added, removed]).when(unsubscribe()).thenNothingHappened();
    given([]).when(unsubscribe('gone')).thenNothingHappened();
    given([added]).when(unsubscribe('gone')).thenMatches([{ type: 'PushSubscriptionRemoved', data: { reason: 'gone' } }]);
  });

  it('a device turned off can be turned on again', () => {
    given([added, removed]).when(subscribe({ now: afterNow(86_400_000 * 2) })).thenMatches([{ type: 'PushSubscriptionAdded', data: { subscriptionId } }]);
  });

  it(`refuses an eleventh device while ${MAX_DEVICES} are on, but not a known one`, () => {
    const many: PushEvent[] = Array.from({ length: MAX_DEVICES }, (_, index) => {
      const other = `${endpoint}-${index}`;
      return { type: 'PushSubscriptionAdded', data: { ...added.data, endpoint: other, subscriptionId: pushSubscriptionId(memberId, other) } };
    });
    given(many).when(subscribe()).thenRejects('conflict', `Notifications are on for ${MAX_DEVICES} devices already. Turn one off in your settings first.`);
    given([...many.slice(1), added]).when(subscribe({ auth: 'Renewed' })).thenMatches([{ type: 'PushSubscriptionAdded' }]);
  });
});
