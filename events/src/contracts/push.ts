import { z } from 'zod';
import { singleLineText } from '../text';

/** `GET /api/push/key`: the server's VAPID public key (base64url), for `PushManager.subscribe`. */
export const pushKeyAnswerSchema = z.object({ publicKey: z.string() });
export type PushKeyAnswer = z.infer<typeof pushKeyAnswerSchema>;

/** `POST /api/push/subscriptions`: the browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: singleLineText('Endpoint').max(2000),
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.object({
    p256dh: singleLineText('Public key').max(200),
    auth: singleLineText('Auth secret').max(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** `DELETE /api/push/subscriptions`: the device to turn off, by its endpoint. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: singleLineText('Endpoint').max(2000) });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

/** One device with notifications on. `endpoint` lets the page tell which one is this browser. */
export const pushDeviceSchema = z.object({
  id: z.string(),
  device: z.string(),
  endpoint: z.string(),
  addedAt: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** `GET /api/push/subscriptions` (the member's devices, oldest first) and the answer to `POST`, `{device}`. */
export const pushDevicesSchema = z.object({ devices: z.array(pushDeviceSchema) });
export type PushDevices = z.infer<typeof pushDevicesSchema>;
export const pushSubscribedSchema = z.object({ device: pushDeviceSchema });
export type PushSubscribed = z.infer<typeof pushSubscribedSchema>;

/** `POST /api/push/clicks`: the service worker reports the push it carried (`push` in its payload) was opened. */
export const pushClickBodySchema = z.object({ id: z.guid({ error: 'id must be the push’s id.' }) });
export type PushClickBody = z.infer<typeof pushClickBodySchema>;
