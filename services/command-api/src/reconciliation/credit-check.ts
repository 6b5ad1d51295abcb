import type { CommunityLedgerEvent, LedgerEvent } from '@barteraid/events';
import { availableCents, creditLineCents, type LedgerState } from '../credits/ledger';

/** What the log says went wrong with credits: nothing a repair can undo, so it is reported for a person to look at. */
export type CreditViolation =
  | {
      kind: 'past_credit_line';
      memberId: string;
      eventId: string;
      position: number;
      eventType: 'CreditsHeld' | 'CreditsDebited' | 'DisputeRefundTaken';
      amountCents: number;
      /** Before the event: balance + the line then − held, and the line itself. */
      availableCents: number;
      lineCents: number;
      /** What an admin let past the line in the same decision (CreditLineOverridden). */
      overriddenCents: number;
    }
  | {
      kind: 'credits_not_conserved';
      /** Σ member balances, the community account's (minus every debt it absorbed), and payments between their two ledgers. */
      balancesCents: number;
      communityCents: number;
      inTransitCents: number;
      /** Σ welcome bonuses + grants − debits. */
      issuedCents: number;
    };

export type CheckedEvent = { id: string; position: number };

/**
 * Checks the credit rule over the log as it was decided, not as it is now: every time credits
 * left a member's account (a hold, a debit, a dispute refund taken), the amount must fit in what
 * was available then — balance + the line at that moment − held — or, for a debit, the part past
 * it must be named by the CreditLineOverridden written with it. A line that shrank later takes
 * nothing, so a balance below today's line is no violation. And credits are conserved:
 * Σ balances + the community account (which carries written-off debts) + payments between their
 * two steps = bonuses + grants − debits.
 */
export class CreditCheck {
  readonly violations: CreditViolation[] = [];
  private welcomeCents = 0;
  private grantedCents = 0;
  private debitedCents = 0;
  private communityCents = 0;
  /** Per trade (paid − received) and per dispute (taken − given): credits between two ledgers. */
  private readonly transit = new Map<string, number>();
  /** An override waits on its ledger for the debit decided with it. */
  private readonly overrides = new Map<string, number>();

  /** `before` is the ledger's state before the event, folded by the ledger decider. */
  ledger(memberId: string, before: LedgerState, event: LedgerEvent, recorded: CheckedEvent): void {
    const spent = (amountCents: number, overriddenCents: number) => {
      const available = availableCents(before);
      const pastLine = amountCents - Math.max(0, available);
      if (pastLine > overriddenCents) {
        this.violations.push({
          kind: 'past_credit_line',
          memberId,
          eventId: recorded.id,
          position: recorded.position,
          eventType: event.type as 'CreditsHeld' | 'CreditsDebited' | 'DisputeRefundTaken',
          amountCents,
          availableCents: available,
          lineCents: creditLineCents(before),
          overriddenCents,
        });
      }
    };
    const move = (key: string, cents: number) => this.transit.set(key, (this.transit.get(key) ?? 0) + cents);
    switch (event.type) {
      case 'CreditLineOverridden':
        this.overrides.set(memberId, (this.overrides.get(memberId) ?? 0) + event.data.amountCents);
        break;
      case 'CreditsDebited':
        spent(event.data.amountCents, this.overrides.get(memberId) ?? 0);
        this.overrides.delete(memberId);
        this.debitedCents += event.data.amountCents;
        break;
      case 'CreditsHeld':
        spent(event.data.amountCents, 0);
        break;
      case 'DisputeRefundTaken':
        spent(event.data.amountCents, 0);
        move(`dispute:${event.data.disputeId}`, event.data.amountCents);
        break;
      case 'DisputeRefundGiven':
        move(`dispute:${event.data.disputeId}`, -event.data.amountCents);
        break;
      case 'EscrowPaid':
        move(`trade:${event.data.tradeId}`, event.data.amountCents);
        break;
      case 'EscrowReceived':
        move(`trade:${event.data.tradeId}`, -event.data.amountCents);
        break;
      case 'WelcomeBonusGranted':
        this.welcomeCents += event.data.amountCents;
        break;
      case 'CreditsGranted':
        this.grantedCents += event.data.amountCents;
        break;
      default:
        break;
    }
  }

  community(event: CommunityLedgerEvent): void {
    if (event.type === 'DebtAbsorbed') this.communityCents -= event.data.amountCents;
  }

  /** Adds the conservation check over the ledgers as they are at the end of the log. */
  finish(ledgers: Iterable<LedgerState>): CreditViolation[] {
    let balancesCents = 0;
    for (const ledger of ledgers) balancesCents += ledger.balanceCents;
    let inTransitCents = 0;
    for (const cents of this.transit.values()) inTransitCents += cents;
    const issuedCents = this.welcomeCents + this.grantedCents - this.debitedCents;
    if (balancesCents + this.communityCents + inTransitCents !== issuedCents) {
      this.violations.push({ kind: 'credits_not_conserved', balancesCents, communityCents: this.communityCents, inTransitCents, issuedCents });
    }
    return this.violations;
  }
}

