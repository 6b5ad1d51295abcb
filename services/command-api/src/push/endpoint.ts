import { createECDH } from 'node:crypto';
import { pushMessages } from '@barteraid/events/messages/push';
import { badRequest, type HttpError } from '@barteraid/infra';

/**
 * The push services of the browsers (README, "Web push"): a subscription's endpoint must be an
 * https:// address on one of them, so the server never sends requests where a member points it
 * (no server-side request forgery). `*.` matches any subdomain.
 */
export const VENDOR_PUSH_HOSTS = [
  // Chrome, Edge on Android, Opera, Samsung Internet (Firebase Cloud Messaging)
  'fcm.googleapis.com',
  // Firefox
  'updates.push.services.mozilla.com',
  // Safari on macOS and iPhone (added to the home screen)
  'web.push.apple.com',
  // Edge on Windows (Windows Push Notification Services)
  '*.notify.windows.com',
] as const;

/**
 * What `PUSH_ENDPOINT_ALLOW` adds (comma-separated): a host name (`push.example.org`,
 * `*.example.org`: https only, like the vendors'), or an origin with its scheme
 * (`http://127.0.0.1:8123`: exactly that scheme, host and port — the one way to allow plain http,
 * for a test's stand-in).
 */
export interface EndpointAllowList {
  hosts: readonly string[];
  origins: readonly string[];
}

export function endpointAllowList(extra: string | undefined): EndpointAllowList {
  const entries = (extra ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return {
    hosts: [...VENDOR_PUSH_HOSTS, ...entries.filter((entry) => !entry.includes('://'))],
    origins: entries.filter((entry) => entry.includes('://')).map((entry) => new URL(entry).origin),
  };
}

const hostMatches = (pattern: string, host: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern;

type Refusal = { field: string; error: HttpError };

const refuse = (field: string, key: 'endpointInvalid' | 'endpointNotAllowed' | 'keyInvalid' | 'authInvalid'): Refusal => ({
  field,
  error: badRequest(pushMessages.message(key), { field }),
});

/** Why an endpoint may not be used, or null when it may. */
export function endpointRefusal(endpoint: string, allow: EndpointAllowList): Refusal | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return refuse('endpoint', 'endpointInvalid');
  }
  // Credentials in the address would be sent on; nobody's push service needs them.
  if (url.username || url.password) return refuse('endpoint', 'endpointNotAllowed');
  if (allow.origins.includes(url.origin)) return null;
  // A vendor's service listens on 443: another port on its host is not it.
  if (url.protocol !== 'https:' || url.port !== '') return refuse('endpoint', 'endpointNotAllowed');
  if (!allow.hosts.some((pattern) => hostMatches(pattern, url.hostname.toLowerCase()))) return refuse('endpoint', 'endpointNotAllowed');
  return null;
}

const fromBase64url = (value: string): Buffer | null => (/^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : null);

/**
 * The browser's keys as RFC 8291 needs them: `p256dh` an uncompressed point on P-256 (65 bytes),
 * `auth` a 16-byte secret. A key that is not a point would make every send fail.
 */
export function keysRefusal(p256dh: string, auth: string): Refusal | null {
  const point = fromBase64url(p256dh);
  if (!point || point.length !== 65 || point[0] !== 0x04) return refuse('keys.p256dh', 'keyInvalid');
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(point);
  } catch {
    return refuse('keys.p256dh', 'keyInvalid');
  }
  const secret = fromBase64url(auth);
  if (!secret || secret.length !== 16) return refuse('keys.auth', 'authInvalid');
  return null;
}
