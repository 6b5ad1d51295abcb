import { createHmac, timingSafeEqual } from 'node:crypto';
import { mailKinds, type MailKind } from '@barteraid/events';

/**
 * The unsubscribe link's token: member and kind, signed with the server's secret, so the link works
 * without signing in and cannot be forged for another member. It never expires: a mail read months
 * later must still stop the next one.
 */
const sign = (secret: string, value: string) => createHmac('sha256', secret).update(`mail-unsubscribe:${value}`).digest('base64url');

export function unsubscribeToken(secret: string, memberId: string, kind: MailKind): string {
  const value = `${memberId}.${kind}`;
  return `${Buffer.from(value).toString('base64url')}.${sign(secret, value)}`;
}

/** The member and kind a token names, or null when it was not signed by this server. */
export function readUnsubscribeToken(secret: string, token: string): { memberId: string; kind: MailKind } | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const value = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(secret, value));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [memberId, kind] = value.split('.');
  if (!memberId || !(mailKinds as readonly string[]).includes(kind ?? '')) return null;
  return { memberId, kind: kind as MailKind };
}

export const unsubscribeLink = (baseUrl: string, token: string) => `${baseUrl}/mail/unsubscribe?token=${encodeURIComponent(token)}`;
