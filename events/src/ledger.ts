import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { cents } from './money';

export const WELCOME_BONUS_CENTS = 50_00;

export const WelcomeBonusGranted = defineEvent(
  'WelcomeBonusGranted',
  1,
  z.object({ memberId: z.string().uuid(), amountCents: cents, grantedAt: z.string() }),
);

export const CreditsGranted = defineEvent(
  'CreditsGranted',
  1,
  z.object({
    memberId: z.string().uuid(),
    amountCents: cents,
    reason: z.string(),
    description: z.string(),
    grantedBy: z.string().nullable(),
    grantedAt: z.string(),
  }),
);

export const CreditsDebited = defineEvent(
  'CreditsDebited',
  1,
  z.object({
    memberId: z.string().uuid(),
    amountCents: cents,
    reason: z.string(),
    description: z.string(),
    debitedAt: z.string(),
  }),
);

export type LedgerEvent =
  | EventOf<typeof WelcomeBonusGranted>
  | EventOf<typeof CreditsGranted>
  | EventOf<typeof CreditsDebited>;
