import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';

/**
 * A member turned on notifications on one device: the browser's push subscription. One stream per
 * member (`push_subscriptions-<memberId>`). The endpoint and keys are the member's personal data
 * (sealed with their key, see `personal-data.ts`); `subscriptionId` follows from the member and the
 * endpoint, so the same browser subscribing again names the same device.
 */
export const PushSubscriptionAdded = defineEvent(
  'PushSubscriptionAdded',
  1,
  z.object({
    memberId: z.string().uuid(),
    subscriptionId: z.string().uuid(),
    endpoint: z.string(),
    /** The browser's P-256 public key and its 16-byte auth secret (base64url): what the payload is encrypted for. */
    p256dh: z.string(),
    auth: z.string(),
    /** When the browser said the subscription ends (ms since the epoch), if it did. */
    expirationTime: z.number().nullable(),
    /** What the device is, as its browser described itself ("Chrome on Android"): shown in the member's list. */
    device: z.string(),
    addedAt: z.string(),
  }),
);

/**
 * A device's notifications were turned off: by the member (`member`), or because its push service
 * answered that the subscription is gone (`gone`, a 404 or 410).
 */
export const PushSubscriptionRemoved = defineEvent(
  'PushSubscriptionRemoved',
  1,
  z.object({
    memberId: z.string().uuid(),
    subscriptionId: z.string().uuid(),
    reason: z.enum(['member', 'gone']),
    removedAt: z.string(),
  }),
);

export type PushEvent = EventOf<typeof PushSubscriptionAdded> | EventOf<typeof PushSubscriptionRemoved>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const pushEvents = [PushSubscriptionAdded, PushSubscriptionRemoved] as const;
