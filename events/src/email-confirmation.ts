import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { mailedLinkRequest } from './mailed-link';

/** How long a mailed link to confirm the address given at registration works. */
export const EMAIL_CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A link to confirm the member's address went to it (at registration, or sent again). Only a
 * SHA-256 hash of the link's token is stored. Appended to the link's own email_confirmation
 * stream, whose id is derived from the token hash.
 */
export const EmailConfirmationRequested = defineEvent(
  'EmailConfirmationRequested',
  1,
  mailedLinkRequest.extend({
    /** The address the link went to: it confirms that address only. */
    email: z.string(),
  }),
);

/** The link was opened: the member reads mail at that address. It never works again. */
export const EmailConfirmed = defineEvent(
  'EmailConfirmed',
  1,
  z.object({ requestId: z.string().uuid(), memberId: z.string().uuid(), email: z.string(), confirmedAt: z.string() }),
);

export type EmailConfirmationEvent = EventOf<typeof EmailConfirmationRequested> | EventOf<typeof EmailConfirmed>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const emailConfirmationEvents = [EmailConfirmationRequested, EmailConfirmed] as const;
