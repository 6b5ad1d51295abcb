import { z } from 'zod';

/**
 * What a link mailed to a member is recorded as (a password reset, a sign-in link, an email
 * change): only the SHA-256 of its token is stored, so the log cannot be used to follow the link.
 */
export const mailedLinkRequest = z.object({
  requestId: z.string().uuid(),
  memberId: z.string().uuid(),
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
  requestedAt: z.string(),
  expiresAt: z.string(),
});
