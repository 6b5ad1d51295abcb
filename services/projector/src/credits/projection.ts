import { FORMER_MEMBER, formatCents } from '@barteraid/events';
import { sql } from 'kysely';
import { defineProjection, type Outbox, type ProjectedEvent, type ProjectionTransaction } from '../projection';

interface Movement {
  memberId: string;
  kind: 'earned' | 'spent' | 'other' | 'hold' | 'release';
  amountCents: number;
  balanceDelta: number;
  heldDelta: number;
  description: string;
  tradeId: string | null;
}

/** How each kind of entry moves the balance and the held amount, per credit of its amount. */
const effects: Record<Movement['kind'], { balance: -1 | 0 | 1; held: -1 | 0 | 1 }> = {
  earned: { balance: 1, held: 0 },
  spent: { balance: -1, held: 0 },
  other: { balance: 0, held: 0 },
  hold: { balance: 0, held: 1 },
  release: { balance: 0, held: -1 },
};

/** One ledger entry of a member: its kind fixes what it does to their balance and held amount. */
function entry(
  data: { memberId: string; amountCents: number; tradeId?: string },
  kind: Movement['kind'],
  description: string,
  paysOutHold = false,
): Movement {
  const { balance, held } = effects[kind];
  return {
    memberId: data.memberId,
    kind,
    amountCents: data.amountCents,
    balanceDelta: balance * data.amountCents,
    // A payment from escrow also stops being held.
    heldDelta: paysOutHold ? -data.amountCents : held * data.amountCents,
    description,
    tradeId: data.tradeId ?? null,
  };
}

/** What an event does to a member's balance, if anything. */
function movementOf(event: ProjectedEvent): Movement | null {
  switch (event.type) {
    case 'WelcomeBonusGranted':
      return entry(event.data, 'earned', 'Welcome bonus');
    case 'CreditsGranted':
      return entry(event.data, 'earned', event.data.description);
    case 'CreditsDebited':
      return entry(event.data, 'spent', event.data.description);
    case 'CreditsHeld':
      return entry(event.data, 'hold', `Held for trade: ${event.data.tradeTitle}`);
    case 'HoldReleased':
      return entry(event.data, 'release', `Hold returned: ${event.data.tradeTitle}`);
    case 'EscrowPaid':
      // The hold turns into a payment: it leaves the balance and stops being held.
      return entry(event.data, 'spent', event.data.description, true);
    case 'EscrowReceived':
      return entry(event.data, 'earned', event.data.description);
    case 'HoldReduced':
      // A split dispute: part of the hold is the payer's again.
      return entry(event.data, 'release', `Hold returned in part (dispute): ${event.data.tradeTitle}`);
    case 'DisputeRefundTaken':
      return event.data.amountCents === 0 ? null : entry(event.data, 'spent', event.data.description);
    case 'DisputeRefundGiven':
      return event.data.amountCents === 0 ? null : entry(event.data, 'earned', event.data.description);
    default:
      return null;
  }
}

export async function recordMovement(
  trx: ProjectionTransaction,
  event: ProjectedEvent,
  movement: Movement,
  outbox: Outbox,
): Promise<void> {
  const balance = await trx
    .insertInto('member_balances')
    .values({
      member_id: movement.memberId,
      balance_cents: movement.balanceDelta,
      held_cents: movement.heldDelta,
      updated_at: event.createdAt,
    })
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet((eb) => ({
        balance_cents: eb('member_balances.balance_cents', '+', movement.balanceDelta),
        held_cents: eb('member_balances.held_cents', '+', movement.heldDelta),
        updated_at: event.createdAt,
      })),
    )
    .returning(['balance_cents', 'held_cents'])
    .executeTakeFirstOrThrow();
  // The entry keeps where its event sits in the log, so the admin's view can trace every line.
  await trx
    .insertInto('ledger_entries')
    .values({
      id: event.id,
      member_id: movement.memberId,
      kind: movement.kind,
      amount_cents: movement.amountCents,
      description: movement.description,
      trade_id: movement.tradeId,
      position: event.position,
      created_at: event.createdAt,
      event_type: event.type,
      stream_name: event.streamName,
      stream_revision: event.revision,
      correlation_id: event.correlationId,
      causation_id: event.causationId,
      actor_id: event.actorId,
      balance_after_cents: balance.balance_cents,
    })
    .execute();
  outbox.notify(movement.memberId, {
    type: 'credits_update',
    balance: formatCents(Number(balance.balance_cents)),
    available: formatCents(Number(balance.balance_cents) - Number(balance.held_cents)),
  });
}

/**
 * The other side's ledger lines of trades with a member who closed their account name them as
 * "Former member" (settlement writes "… (paid to {name})" and "… (paid by {name})" with the name
 * sealed under that member's key, so a rebuild reads it so too). Amounts stay as they are.
 */
/** The end of a settlement line that names the other side: "(paid to {name})" or "(paid by {name})". */
const PAID_NAMING = String.raw`\((paid (to|by)) [^()]*\)$`;

async function eraseClosedCounterparty(trx: ProjectionTransaction, memberId: string): Promise<void> {
  await sql`
    update ledger_entries set description = regexp_replace(description, ${PAID_NAMING}, ${String.raw`(\1 ` + FORMER_MEMBER + ')'})
    where member_id <> ${memberId}
      and trade_id in (select trade_id from ledger_entries where member_id = ${memberId} and trade_id is not null)
      and description ~ ${PAID_NAMING}`.execute(trx);
}

/** Balances and the per-member ledger history shown on the dashboard. */
export const creditsProjection = defineProjection({
  name: 'credits',
  tables: ['ledger_entries', 'member_balances'],
  handles: ['WelcomeBonusGranted', 'CreditsGranted', 'CreditsDebited', 'CreditsHeld', 'HoldReleased', 'EscrowPaid', 'EscrowReceived', 'HoldReduced', 'DisputeRefundTaken', 'DisputeRefundGiven', 'MemberAccountClosed'],
  async apply(event, trx, outbox) {
    if (event.type === 'MemberAccountClosed') return eraseClosedCounterparty(trx, event.data.memberId);
    const movement = movementOf(event);
    if (movement) await recordMovement(trx, event, movement, outbox);
  },
});
