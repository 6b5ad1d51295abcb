import { readSignedToken, signedToken } from '../mail/signed-token';

/**
 * The "stop this alert" link's token: member and alert, signed so one tap stops it without signing
 * in and nobody can forge one for another member's alert.
 */
const PURPOSE = 'alert-stop';

export const stopAlertToken = (secret: string, memberId: string, alertId: string): string => signedToken(secret, PURPOSE, [memberId, alertId]);

/** The member and alert a token names, or null when this server did not sign it. */
export function readStopAlertToken(secret: string, token: string): { memberId: string; alertId: string } | null {
  const values = readSignedToken(secret, PURPOSE, token);
  const [memberId, alertId] = values ?? [];
  if (!values || values.length !== 2 || !memberId || !alertId) return null;
  return { memberId, alertId };
}

/** The page that asks for one tap (mail scanners open links) and posts the token. */
export const stopAlertLink = (baseUrl: string, token: string) => `${baseUrl}/alerts/stop?token=${encodeURIComponent(token)}`;
