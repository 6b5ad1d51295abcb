import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The "stop this alert" link's token: member and alert, signed with the server's secret, so one tap
 * stops it without signing in and nobody can forge one for another member's alert. It never expires:
 * a mail read weeks later must still stop the next one.
 */
const sign = (secret: string, value: string) => createHmac('sha256', secret).update(`alert-stop:${value}`).digest('base64url');

export function stopAlertToken(secret: string, memberId: string, alertId: string): string {
  const value = `${memberId}.${alertId}`;
  return `${Buffer.from(value).toString('base64url')}.${sign(secret, value)}`;
}

/** The member and alert a token names, or null when this server did not sign it. */
export function readStopAlertToken(secret: string, token: string): { memberId: string; alertId: string } | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const value = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(secret, value));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [memberId, alertId, ...more] = value.split('.');
  if (!memberId || !alertId || more.length > 0) return null;
  return { memberId, alertId };
}

/** The page that asks for one tap (mail scanners open links) and posts the token. */
export const stopAlertLink = (baseUrl: string, token: string) => `${baseUrl}/alerts/stop?token=${encodeURIComponent(token)}`;
