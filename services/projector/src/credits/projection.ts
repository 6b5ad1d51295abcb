import { FORMER_MEMBER, formatCents } from '@barteraid/events';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { ledgerLines } from '@barteraid/events/messages/ledger-lines';
import { sql } from 'kysely';
import { defineProjection, type Outbox, type ProjectedEvent, type ProjectionTransaction } from '../projection';
import { applyCreditLineEvent, creditLineEvents, creditLineTables } from './credit-lines-projection';

interface Movement {
  memberId: string;
  kind: 'earned' | 'spent' | 'other' | 'hold' | 'release';
  amountCents: number;
  balanceDelta: number;
  heldDelta: number;
  /** The entry's line, as data of the ledger lines catalogue. */
  description: MessageData;
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
  description: MessageData,
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

/** Words an event was given (a grant's, a debit's, a refund's), kept as written. */
const described = (description: string) => ledgerLines.message('described', { description });

/**
 * A settlement's words name the trade and the other side in one fixed form ("Trade: {title} (paid
 * to {name})", written into the event by the settlement): stored as its parts, so the line reads
 * in every language and a closed member's name can be replaced.
 */
function settlementLine(description: string, side: 'to' | 'by'): MessageData {
  const found = new RegExp(String.raw`^Trade: (.*) \(paid ${side} ([^()]*)\)$`, 's').exec(description);
  if (!found) return described(description);
  return ledgerLines.message(side === 'to' ? 'tradePaidTo' : 'tradePaidBy', { title: found[1]!, name: found[2]! });
}

/** What an event does to a member's balance, if anything. */
function movementOf(event: ProjectedEvent): Movement | null {
  switch (event.type) {
    case 'WelcomeBonusGranted':
      return entry(event.data, 'earned', ledgerLines.message('welcomeBonus'));
    case 'DebtWrittenOff':
      // The closed balance back to zero: the community account carries the debt.
      return event.data.amountCents === 0 ? null : entry(event.data, 'earned', ledgerLines.message('debtWrittenOff'));
    case 'CreditsGranted':
      return entry(event.data, 'earned', described(event.data.description));
    case 'CreditsDebited':
      return entry(event.data, 'spent', described(event.data.description));
    case 'CreditsHeld':
      return entry(event.data, 'hold', ledgerLines.message('heldForTrade', { title: event.data.tradeTitle }));
    case 'HoldReleased':
      return entry(event.data, 'release', ledgerLines.message('holdReturned', { title: event.data.tradeTitle }));
    case 'EscrowPaid':
      // The hold turns into a payment: it leaves the balance and stops being held.
      return entry(event.data, 'spent', settlementLine(event.data.description, 'to'), true);
    case 'EscrowReceived':
      return entry(event.data, 'earned', settlementLine(event.data.description, 'by'));
    case 'HoldReduced':
      // A split dispute: part of the hold is the payer's again.
      return entry(event.data, 'release', ledgerLines.message('holdReturnedInPartFor', { title: event.data.tradeTitle }));
    case 'DisputeRefundTaken':
      return event.data.amountCents === 0 ? null : entry(event.data, 'spent', described(event.data.description));
    case 'DisputeRefundGiven':
      return event.data.amountCents === 0 ? null : entry(event.data, 'earned', described(event.data.description));
    default:
      return null;
  }
}

/**
 * A movement: the member's balance row, the ledger entry (with the balance after it) and the
 * credit line the notification's "available" needs, in one statement instead of three, one after
 * another as before: the entry reads the balance the upsert returns, and the line is read as the
 * transaction left it.
 */
export async function recordMovement(
  trx: ProjectionTransaction,
  event: ProjectedEvent,
  movement: Movement,
  outbox: Outbox,
): Promise<void> {
  const balance = await trx
    .with('balance', (db) =>
      db
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
        .returning(['balance_cents', 'held_cents']),
    )
    // The entry keeps where its event sits in the log, so the admin's view can trace every line.
    .with('entry', (db) =>
      db.insertInto('ledger_entries').values({
        id: event.id,
        member_id: movement.memberId,
        kind: movement.kind,
        amount_cents: movement.amountCents,
        description_code: movement.description.code,
        description_params: movement.description.params ?? null,
        trade_id: movement.tradeId,
        position: event.position,
        created_at: event.createdAt,
        event_type: event.type,
        stream_name: event.streamName,
        stream_revision: event.revision,
        correlation_id: event.correlationId,
        causation_id: event.causationId,
        actor_id: event.actorId,
        balance_after_cents: db.selectFrom('balance').select('balance_cents'),
      }),
    )
    .selectFrom('balance')
    .select((eb) => [
      'balance_cents',
      'held_cents',
      eb.selectFrom('credit_lines').select('line_cents').where('member_id', '=', movement.memberId).as('line_cents'),
    ])
    .executeTakeFirstOrThrow();
  outbox.notify(movement.memberId, {
    type: 'credits_update',
    balance: formatCents(Number(balance.balance_cents)),
    available: formatCents(Number(balance.balance_cents) + Number(balance.line_cents ?? 0) - Number(balance.held_cents)),
  });
}

/**
 * The other side's ledger lines of trades with a member who closed their account name them as
 * "Former member" (settlement writes "… (paid to {name})" and "… (paid by {name})" with the name
 * sealed under that member's key, so a rebuild reads it so too). Amounts stay as they are.
 */
async function eraseClosedCounterparty(trx: ProjectionTransaction, memberId: string): Promise<void> {
  await sql`
    update ledger_entries set description_params = jsonb_set(description_params, '{name}', to_jsonb(${FORMER_MEMBER}::text))
    where member_id <> ${memberId}
      and trade_id in (select trade_id from ledger_entries where member_id = ${memberId} and trade_id is not null)
      and description_code in ('ledgerLines.tradePaidTo', 'ledgerLines.tradePaidBy')`.execute(trx);
}

/** Balances and the per-member ledger history shown on the dashboard. */
export const creditsProjection = defineProjection({
  name: 'credits',
  tables: ['ledger_entries', 'member_balances', ...creditLineTables],
  handles: [...creditLineEvents, 'WelcomeBonusGranted', 'CreditsGranted', 'CreditsDebited', 'CreditsHeld', 'HoldReleased', 'EscrowPaid', 'EscrowReceived', 'HoldReduced', 'DisputeRefundTaken', 'DisputeRefundGiven', 'MemberAccountClosed'],
  async apply(event, trx, outbox) {
    if (event.type === 'MemberAccountClosed') return eraseClosedCounterparty(trx, event.data.memberId);
    // A write-off is both: a movement of the balance and a line of the analytics.
    if ((creditLineEvents as readonly string[]).includes(event.type)) await applyCreditLineEvent(event as Parameters<typeof applyCreditLineEvent>[0], trx);
    const movement = movementOf(event);
    if (movement) await recordMovement(trx, event, movement, outbox);
  },
});
