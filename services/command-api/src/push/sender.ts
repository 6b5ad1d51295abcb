import webpush from 'web-push';
import type { VapidKeys } from '@barteraid/infra';

export interface PushDestination {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface OutgoingPush {
  payload: string;
  ttlSeconds: number;
  urgency: 'high' | 'normal' | 'low';
  /** RFC 8030 Topic: a push service replaces a message still waiting for the device with a newer one of the same topic. */
  topic: string;
}

/** `sent`: the push service accepted it; `gone`: it answered 404/410, the subscription no longer exists. */
export type PushOutcome = 'sent' | 'gone';

export class PushRefused extends Error {
  constructor(readonly status: number, body: string) {
    super(`push service answered ${status}${body ? `: ${body.slice(0, 200)}` : ''}`);
    this.name = 'PushRefused';
  }
}

/**
 * Sends one push: `web-push` encrypts the payload for the device (RFC 8291, aes128gcm) and signs
 * the VAPID header (RFC 8292); the request itself goes with fetch, which follows no redirect (the
 * endpoint was checked against the allowed hosts, a redirect would leave them).
 */
export function pushSender(keys: VapidKeys, timeoutMs = 10_000) {
  return async (to: PushDestination, push: OutgoingPush): Promise<PushOutcome> => {
    const request = webpush.generateRequestDetails({ endpoint: to.endpoint, keys: { p256dh: to.p256dh, auth: to.auth } }, push.payload, {
      vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: push.ttlSeconds,
      urgency: push.urgency,
      topic: push.topic,
      contentEncoding: 'aes128gcm',
    });
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ?? undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text().catch(() => '');
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.status < 200 || response.status > 299) throw new PushRefused(response.status, body);
    return 'sent';
  };
}

export type PushSender = ReturnType<typeof pushSender>;
