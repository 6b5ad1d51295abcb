import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A token a link carries so it works without signing in: its values joined by dots, base64url, then
 * an HMAC under the server's secret and the link's purpose (one purpose's token is never another's).
 * It never expires: a mail read months later must still do what it says. Values must hold no dot.
 */
const sign = (secret: string, purpose: string, value: string) => createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');

export function signedToken(secret: string, purpose: string, values: readonly string[]): string {
  const value = values.join('.');
  return `${Buffer.from(value).toString('base64url')}.${sign(secret, purpose, value)}`;
}

/** The values a token carries, or null when this server did not sign it for this purpose. */
export function readSignedToken(secret: string, purpose: string, token: string): string[] | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const value = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(secret, purpose, value));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return value.split('.');
}
