import { formatCents } from '@barteraid/events';
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

/** What an event does to a member's balance, if anything. */
function movementOf(event: ProjectedEvent): Movement | null {
  switch (event.type) {
    case 'WelcomeBonusGranted':
      return {
        memberId: event.data.memberId,
        kind: 'earned',
        amountCents: event.data.amountCents,
        balanceDelta: event.data.amountCents,
        heldDelta: 0,
        description: 'Welcome bonus',
        tradeId: null,
      };
    case 'CreditsGranted':
      return {
        memberId: event.data.memberId,
        kind: 'earned',
        amountCents: event.data.amountCents,
        balanceDelta: event.data.amountCents,
        heldDelta: 0,
        description: event.data.description,
        tradeId: null,
      };
    case 'CreditsDebited':
      return {
        memberId: event.data.memberId,
        kind: 'spent',
        amountCents: event.data.amountCents,
        balanceDelta: -event.data.amountCents,
        heldDelta: 0,
        description: event.data.description,
        tradeId: null,
      };
    case 'CreditsHeld':
      return {
        memberId: event.data.memberId,
        kind: 'hold',
        amountCents: event.data.amountCents,
        balanceDelta: 0,
        heldDelta: event.data.amountCents,
        description: `Held for trade: ${event.data.tradeTitle}`,
        tradeId: event.data.tradeId,
      };
    case 'HoldReleased':
      return {
        memberId: event.data.memberId,
        kind: 'release',
        amountCents: event.data.amountCents,
        balanceDelta: 0,
        heldDelta: -event.data.amountCents,
        description: `Hold returned: ${event.data.tradeTitle}`,
        tradeId: event.data.tradeId,
      };
    case 'EscrowPaid':
      // The hold turns into a payment: it leaves the balance and stops being held.
      return {
        memberId: event.data.memberId,
        kind: 'spent',
        amountCents: event.data.amountCents,
        balanceDelta: -event.data.amountCents,
        heldDelta: -event.data.amountCents,
        description: event.data.description,
        tradeId: event.data.tradeId,
      };
    case 'EscrowReceived':
      return {
        memberId: event.data.memberId,
        kind: 'earned',
        amountCents: event.data.amountCents,
        balanceDelta: event.data.amountCents,
        heldDelta: 0,
        description: event.data.description,
        tradeId: event.data.tradeId,
      };
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
    })
    .execute();
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
  outbox.notify(movement.memberId, {
    type: 'credits_update',
    balance: formatCents(Number(balance.balance_cents)),
    available: formatCents(Number(balance.balance_cents) - Number(balance.held_cents)),
  });
}

/** Balances and the per-member ledger history shown on the dashboard. */
export const creditsProjection = defineProjection({
  name: 'credits',
  tables: ['ledger_entries', 'member_balances'],
  handles: ['WelcomeBonusGranted', 'CreditsGranted', 'CreditsDebited', 'CreditsHeld', 'HoldReleased', 'EscrowPaid', 'EscrowReceived'],
  async apply(event, trx, outbox) {
    const movement = movementOf(event);
    if (movement) await recordMovement(trx, event, movement, outbox);
  },
});
