import type { LedgerEvent } from '@barteraid/events';

type CreditLineChanged = Extract<LedgerEvent, { type: 'CreditLineChanged' }>;

/**
 * The tier part of a member's line as the credit line rule writes it (no earned or relief part),
 * for tests that start from a member who already has a line.
 */
export function tierLineChanged(
  memberId: string,
  lineCents: number,
  { previousLineCents = 0, ceilingCents = null, tier = 'free_assistance', at = new Date().toISOString() }: {
    previousLineCents?: number;
    ceilingCents?: number | null;
    tier?: CreditLineChanged['data']['tier'];
    at?: string;
  } = {},
): CreditLineChanged {
  return {
    type: 'CreditLineChanged',
    data: {
      memberId,
      tier,
      tierLineCents: lineCents,
      earnedCents: 0,
      reliefCents: 0,
      lineCents,
      ceilingCents,
      earnedStepCents: 5_00,
      earnedCapCents: 50_00,
      previousLineCents,
      reason: 'tier',
      changedBy: null,
      changedAt: at,
    },
  };
}
