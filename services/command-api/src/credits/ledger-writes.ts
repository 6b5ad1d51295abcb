import { deterministicId, streams, type LedgerEvent } from '@barteraid/events';
import { execute, type CommandContext, type Decided } from '../command-handling';
import { ledgerDecider, type LedgerCommand, type LedgerState } from './ledger';

/**
 * The id of an escrow event follows from what it is about, so a retried step (a repeated
 * request, a settlement job run twice) appends an event the store already holds: a no-op.
 */
export function ledgerEventId(event: LedgerEvent): string | undefined {
  switch (event.type) {
    case 'CreditsHeld':
      return deterministicId('trade-hold', event.data.tradeId, String(event.data.tradeRevision));
    case 'HoldReleased':
      return deterministicId('trade-hold-released', event.data.tradeId, String(event.data.tradeRevision));
    case 'EscrowPaid':
      return deterministicId('escrow-paid', event.data.tradeId);
    case 'EscrowReceived':
      return deterministicId('escrow-received', event.data.tradeId);
    default:
      // A grant or a bonus: the request's Idempotency-Key (if any) names it, else a random id.
      return undefined;
  }
}

export interface LedgerWriteOptions {
  /** Attempts when other writers keep getting in first; a busy ledger must resolve by balance, not give up. */
  attempts?: number;
  /** Upper bound of the random pause before a retry, growing with each attempt up to this. */
  maxBackoffMs?: number;
}

/**
 * load → decide → append on a member's ledger, guarded by the revision that was read. Many
 * acceptances may hit one payer at once; each lost race re-reads and re-decides after a short
 * jittered pause, so every request ends either holding credits or refused for insufficient ones.
 */
export function writeLedger(
  context: CommandContext,
  memberId: string,
  command: LedgerCommand,
  options: LedgerWriteOptions = {},
): Promise<Decided<LedgerState, LedgerEvent>> {
  return execute(context, streams.ledger(memberId), ledgerDecider, command, {
    eventIds: (_index, event) => ledgerEventId(event as LedgerEvent),
    retries: (options.attempts ?? 100) - 1,
    maxBackoffMs: options.maxBackoffMs ?? 50,
  });
}
