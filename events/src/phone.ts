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

/** How a member said it: by replying STOP/START to a text, or in /settings. */
const via = z.enum(['sms', 'web']);

/** The member asked for no more texts (STOP/ALTO, or /settings): honoured before any other send. */
export const TextsStopped = defineEvent('TextsStopped', 1, z.object({ memberId: z.string().uuid(), via, stoppedAt: z.string() }));

/** The member turned texts back on (START, or /settings). */
export const TextsResumed = defineEvent('TextsResumed', 1, z.object({ memberId: z.string().uuid(), via, resumedAt: z.string() }));

/** The member removed their number in /settings: no text goes to it, no reply from it counts. */
export const PhoneRemoved = defineEvent('PhoneRemoved', 1, z.object({ memberId: z.string().uuid(), removedAt: z.string() }));

export type PhoneEvent =
  | EventOf<typeof PhoneCodeSent>
  | EventOf<typeof PhoneCodeFailed>
  | EventOf<typeof PhoneConfirmed>
  | EventOf<typeof TextsStopped>
  | EventOf<typeof TextsResumed>
  | EventOf<typeof PhoneRemoved>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const phoneEvents = [PhoneCodeSent, PhoneCodeFailed, PhoneConfirmed, TextsStopped, TextsResumed, PhoneRemoved] as const;
