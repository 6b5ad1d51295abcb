import { mailKinds, type MailKind } from '@barteraid/events';
import { readSignedToken, signedToken } from './signed-token';

/**
 * The unsubscribe link's token: member and kind, signed so the link works without signing in and
 * cannot be forged for another member.
 */
const PURPOSE = 'mail-unsubscribe';

export const unsubscribeToken = (secret: string, memberId: string, kind: MailKind): string => signedToken(secret, PURPOSE, [memberId, kind]);

/** The member and kind a token names, or null when it was not signed by this server. */
export function readUnsubscribeToken(secret: string, token: string): { memberId: string; kind: MailKind } | null {
  const [memberId, kind] = readSignedToken(secret, PURPOSE, token) ?? [];
  if (!memberId || !(mailKinds as readonly string[]).includes(kind ?? '')) return null;
  return { memberId, kind: kind as MailKind };
}

export const unsubscribeLink = (baseUrl: string, token: string) => `${baseUrl}/mail/unsubscribe?token=${encodeURIComponent(token)}`;
