import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';

/**
 * A member's mobile number, proven with a 6-digit code sent to it by SMS. One stream per member
 * (`phone-<memberId>`). The number is personal data (sealed with the member's key); the code is
 * kept only as an HMAC under the server's secret, so the log never holds a code that works.
 */
export const PhoneCodeSent = defineEvent(
  'PhoneCodeSent',
  1,
  z.object({
    memberId: z.string().uuid(),
    codeId: z.string().uuid(),
    /** E.164, e.g. +15125550100. */
    phone: z.string(),
    codeHash: z.string(),
    sentAt: z.string(),
    expiresAt: z.string(),
  }),
);

/** A wrong code was tried against the code `codeId` (5 wrong tries use it up). */
export const PhoneCodeFailed = defineEvent(
  'PhoneCodeFailed',
  1,
  z.object({ memberId: z.string().uuid(), codeId: z.string().uuid(), failedAt: z.string() }),
);

/** The member typed the right code in time: the number is theirs. */
export const PhoneConfirmed = defineEvent(
  'PhoneConfirmed',
  1,
  z.object({ memberId: z.string().uuid(), codeId: z.string().uuid(), phone: z.string(), confirmedAt: z.string() }),
);

export type PhoneEvent = EventOf<typeof PhoneCodeSent> | EventOf<typeof PhoneCodeFailed> | EventOf<typeof PhoneConfirmed>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const phoneEvents = [PhoneCodeSent, PhoneCodeFailed, PhoneConfirmed] as const;
