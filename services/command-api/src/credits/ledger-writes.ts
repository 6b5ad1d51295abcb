import { randomUUID } from 'node:crypto';
import { deterministicId, streams, type LedgerEvent } from '@barteraid/events';
import { IdempotencyConflictError, WrongExpectedRevisionError } from '@barteraid/infra';
import { loadStream, toNewEvent, type CommandContext, type Decided } from '../command-handling';
import { ledgerDecider, type LedgerCommand, type LedgerState } from './ledger';

/**
 * The id of an escrow event follows from what it is about, so a retried step (a repeated
 * request, a settlement job run twice) appends an event the store already holds: a no-op.
 */
export function ledgerEventId(event: LedgerEvent): string {
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
      return randomUUID();
  }
}

export interface LedgerWriteOptions {
  /** Attempts when other writers keep getting in first; a busy ledger must resolve by balance, not give up. */
  attempts?: number;
  /** Upper bound of the random pause before a retry, growing with each attempt up to this. */
  maxBackoffMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * load → decide → append on a member's ledger, guarded by the revision that was read. Many
 * acceptances may hit one payer at once; each lost race re-reads and re-decides after a short
 * jittered pause, so every request ends either holding credits or refused for insufficient ones.
 */
export async function writeLedger(
  context: CommandContext,
  memberId: string,
  command: LedgerCommand,
  options: LedgerWriteOptions = {},
): Promise<Decided<LedgerState, LedgerEvent>> {
  const attempts = options.attempts ?? 100;
  const maxBackoffMs = options.maxBackoffMs ?? 50;
  const stream = streams.ledger(memberId);
  for (let attempt = 1; ; attempt++) {
    const loaded = await loadStream(context.store, stream, ledgerDecider);
    const events = ledgerDecider.decide(command, loaded.state);
    const state = events.reduce(ledgerDecider.evolve, loaded.state);
    if (events.length === 0) return { events, state, position: null };
    try {
      const result = await context.store.append(
        stream,
        events.map((event) => toNewEvent(event, context, ledgerEventId(event))),
        loaded.expected,
      );
      return { events, state, position: result.position };
    } catch (error) {
      // An idempotency conflict here means part of this decision was written meanwhile: decide again.
      const raced = error instanceof WrongExpectedRevisionError || error instanceof IdempotencyConflictError;
      if (!raced || attempt >= attempts) throw error;
      await pause(Math.random() * Math.min(maxBackoffMs, 2 * attempt));
    }
  }
}
