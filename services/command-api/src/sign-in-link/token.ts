import { createHash, randomBytes } from 'node:crypto';
import { deterministicId } from '@barteraid/events';

/** SHA-256 of the token: all the system ever stores of it. */
export const hashSignInToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The link's stream id follows from the token, so using a link needs no lookup table. */
export const signInLinkId = (tokenHash: string): string => deterministicId('sign-in-link', tokenHash);

/** 256 random bits, URL-safe. */
export function newSignInToken(): { token: string; tokenHash: string; requestId: string } {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashSignInToken(token);
  return { token, tokenHash, requestId: signInLinkId(tokenHash) };
}

export function signInLinkUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/auth/sign-in-link?token=${encodeURIComponent(token)}`;
}
