import { createHash, randomBytes } from 'node:crypto';
import { deterministicId } from '@barteraid/events';

/** SHA-256 of the token: all the system ever stores of it. */
export const hashEmailConfirmationToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The link's id follows from the token, so a link leads to its stream without any lookup table. */
export const emailConfirmationRequestId = (tokenHash: string): string => deterministicId('email-confirmation', tokenHash);

/** 256 random bits, URL-safe. */
export function newEmailConfirmationToken(): { token: string; tokenHash: string; requestId: string } {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashEmailConfirmationToken(token);
  return { token, tokenHash, requestId: emailConfirmationRequestId(tokenHash) };
}
