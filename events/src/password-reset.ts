import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { mailedLinkRequest } from './mailed-link';

/** How long an emailed reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * A reset link was sent. Only a SHA-256 hash of the link's token is stored, so the log
 * (and anyone reading it) cannot be used to reset a password. Appended to the request's own
 * password_reset stream, whose id is derived from the token hash.
 */
export const PasswordResetRequested = defineEvent(
  'PasswordResetRequested',
  1,
  mailedLinkRequest,
);

/** The link was used; it never works again. */
export const PasswordResetCompleted = defineEvent(
  'PasswordResetCompleted',
  1,
  z.object({ requestId: z.string().uuid(), memberId: z.string().uuid(), completedAt: z.string() }),
);

/** A member's password changed (appended to the member stream). The hash is salted scrypt (infra/src/passwords.ts). */
export const PasswordChanged = defineEvent(
  'PasswordChanged',
  1,
  z.object({
    memberId: z.string().uuid(),
    passwordHash: z.string(),
    /** Why it changed: a reset link (with its request id), or the member on /settings with their current password. */
    via: z.enum(['reset_link', 'settings']),
    resetRequestId: z.string().uuid().nullable(),
    changedAt: z.string(),
  }),
);

export type PasswordResetEvent = EventOf<typeof PasswordResetRequested> | EventOf<typeof PasswordResetCompleted>;
export type CredentialEvent = EventOf<typeof PasswordChanged>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const passwordResetEvents = [PasswordResetRequested, PasswordResetCompleted, PasswordChanged] as const;
