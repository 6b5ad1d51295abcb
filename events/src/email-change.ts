import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { mailedLinkRequest } from './mailed-link';

/** How long an emailed confirmation link for a new address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A member asked, with their current password, to change their email; a link went to the new
 * address. Only a SHA-256 hash of the link's token is stored, so the log cannot be used to confirm
 * it. Appended to the request's own email_change stream, whose id is derived from the token hash.
 */
export const EmailChangeRequested = defineEvent(
  'EmailChangeRequested',
  1,
  mailedLinkRequest.extend({
    /** The address the member had when asking: a request made before another change no longer works. */
    currentEmail: z.string(),
    newEmail: z.string(),
  }),
);

/** The link was used and the new address is the member's; it never works again. */
export const EmailChangeConfirmed = defineEvent(
  'EmailChangeConfirmed',
  1,
  z.object({ requestId: z.string().uuid(), memberId: z.string().uuid(), confirmedAt: z.string() }),
);

export type EmailChangeEvent = EventOf<typeof EmailChangeRequested> | EventOf<typeof EmailChangeConfirmed>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const emailChangeEvents = [EmailChangeRequested, EmailChangeConfirmed] as const;
