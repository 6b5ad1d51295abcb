import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { mailedLinkRequest } from './mailed-link';

/** How long an emailed sign-in link works. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;

/**
 * A sign-in link was mailed to the member: proof that they read their email lets them in even while
 * their account's failed-password limit is reached. As with a reset link, only the SHA-256 of the
 * token is stored, on the link's own `sign_in_link` stream whose id follows from that hash.
 */
export const SignInLinkRequested = defineEvent(
  'SignInLinkRequested',
  1,
  mailedLinkRequest,
);

/** The link signed the member in; it never works again. */
export const SignInLinkUsed = defineEvent(
  'SignInLinkUsed',
  1,
  z.object({ requestId: z.string().uuid(), memberId: z.string().uuid(), usedAt: z.string() }),
);

export type SignInLinkEvent = EventOf<typeof SignInLinkRequested> | EventOf<typeof SignInLinkUsed>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const signInLinkEvents = [SignInLinkRequested, SignInLinkUsed] as const;
