import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';

export const membershipTiers = ['standard', 'free_assistance', 'emergency_business', 'guest_trial'] as const;
export const membershipTier = z.enum(membershipTiers);
export type MembershipTier = z.infer<typeof membershipTier>;
/**
 * The tiers a new member may choose when registering: standard, or a free tier to verify for. A
 * guest trial is an invitation's: it starts on /membership with its code, which gives it its end.
 */
export const registrationTiers = ['standard', 'free_assistance', 'emergency_business'] as const satisfies readonly MembershipTier[];
export type RegistrationTier = (typeof registrationTiers)[number];

export const MemberRegistered = defineEvent(
  'MemberRegistered',
  1,
  z.object({
    memberId: z.string().uuid(),
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** A salted scrypt hash (see infra/src/passwords.ts); the password itself never enters the log. */
    passwordHash: z.string(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    membershipTier,
    registeredAt: z.string(),
  }),
);

export const MemberGrantedAdmin = defineEvent(
  'MemberGrantedAdmin',
  1,
  z.object({ memberId: z.string().uuid(), grantedBy: z.string(), grantedAt: z.string() }),
);

/** The member changed their name, phone or location on /settings (each field as it is now). */
export const MemberProfileChanged = defineEvent(
  'MemberProfileChanged',
  1,
  z.object({
    memberId: z.string().uuid(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
    changedAt: z.string(),
  }),
);

/**
 * The member's email is now `email` (appended to the member stream when a link sent to the new
 * address was used): sign-in and mail follow it, and the previous address gets no further mail.
 */
export const MemberEmailChanged = defineEvent(
  'MemberEmailChanged',
  1,
  z.object({
    memberId: z.string().uuid(),
    previousEmail: z.string(),
    email: z.string(),
    /** The email_change request whose link was used. */
    requestId: z.string().uuid(),
    changedAt: z.string(),
  }),
);

/**
 * The member closed their account with their password: their listings went with it (in the same
 * append), sign-in stops, and their key is destroyed, so their personal data in every event reads as
 * erased from now on (events/src/personal-data.ts). Their ledger stays: every balance still adds up.
 */
export const MemberAccountClosed = defineEvent(
  'MemberAccountClosed',
  1,
  z.object({ memberId: z.string().uuid(), closedAt: z.string() }),
);

/** Claims keep emails and usernames unique across member streams. */
export const UniqueValueClaimed = defineEvent(
  'UniqueValueClaimed',
  1,
  z.object({ kind: z.enum(['email', 'username']), value: z.string(), memberId: z.string().uuid() }),
);

export const UniqueValueReleased = defineEvent(
  'UniqueValueReleased',
  1,
  z.object({ kind: z.enum(['email', 'username']), value: z.string(), memberId: z.string().uuid() }),
);

export type MemberEvent =
  | EventOf<typeof MemberRegistered>
  | EventOf<typeof MemberGrantedAdmin>
  | EventOf<typeof MemberProfileChanged>
  | EventOf<typeof MemberEmailChanged>
  | EventOf<typeof MemberAccountClosed>;
export type UniqueValueEvent = EventOf<typeof UniqueValueClaimed> | EventOf<typeof UniqueValueReleased>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const memberEvents = [MemberRegistered, MemberGrantedAdmin, MemberProfileChanged, MemberEmailChanged, MemberAccountClosed, UniqueValueClaimed, UniqueValueReleased] as const;
