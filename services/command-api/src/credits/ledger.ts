import { formatCents, WELCOME_BONUS_CENTS, type LedgerEvent } from '@barteraid/events';
import { reject, type Decider } from '../decider';

export interface LedgerState {
  balanceCents: number;
  heldCents: number;
  welcomed: boolean;
}

export type LedgerCommand =
  | { type: 'GrantWelcomeBonus'; memberId: string; now: string }
  | {
      type: 'GrantCredits';
      memberId: string;
      amountCents: number;
      reason: string;
      description: string;
      grantedBy: string | null;
      now: string;
    }
  | { type: 'DebitCredits'; memberId: string; amountCents: number; reason: string; description: string; now: string };

export const availableCents = (state: LedgerState) => state.balanceCents - state.heldCents;

/** A member's ledger: every credit that moves in or out of their balance. */
export const ledgerDecider: Decider<LedgerCommand, LedgerState, LedgerEvent> = {
  initialState: { balanceCents: 0, heldCents: 0, welcomed: false },
  evolve(state, event) {
    switch (event.type) {
      case 'WelcomeBonusGranted':
        return { ...state, welcomed: true, balanceCents: state.balanceCents + event.data.amountCents };
      case 'CreditsGranted':
        return { ...state, balanceCents: state.balanceCents + event.data.amountCents };
      case 'CreditsDebited':
        return { ...state, balanceCents: state.balanceCents - event.data.amountCents };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'GrantWelcomeBonus':
        if (state.welcomed) return [];
        return [
          { type: 'WelcomeBonusGranted', data: { memberId: command.memberId, amountCents: WELCOME_BONUS_CENTS, grantedAt: command.now } },
        ];
      case 'GrantCredits':
        if (command.amountCents <= 0) return reject('invalid', 'Invalid Amount: Please enter a valid positive number for credits.');
        return [
          {
            type: 'CreditsGranted',
            data: {
              memberId: command.memberId,
              amountCents: command.amountCents,
              reason: command.reason,
              description: command.description,
              grantedBy: command.grantedBy,
              grantedAt: command.now,
            },
          },
        ];
      case 'DebitCredits':
        if (command.amountCents <= 0) return reject('invalid', 'Invalid Amount: Please enter a valid positive number for credits.');
        if (availableCents(state) < command.amountCents)
          return reject(
            'conflict',
            `Insufficient credits: ${formatCents(availableCents(state))} available, ${formatCents(command.amountCents)} needed.`,
          );
        return [
          {
            type: 'CreditsDebited',
            data: {
              memberId: command.memberId,
              amountCents: command.amountCents,
              reason: command.reason,
              description: command.description,
              debitedAt: command.now,
            },
          },
        ];
    }
  },
};
