import { formatCents } from '@barteraid/events';
import type { Schema } from '@barteraid/infra';
import type { Selectable } from 'kysely';

export type TradeRow = Selectable<Schema['trades']>;

/** What the viewing member can do next; the client shows exactly these buttons. */
export type TradeAction = 'accept' | 'counter' | 'decline' | 'cancel' | 'complete' | 'urgent' | 'schedule';

/**
 * Mirrors the trade decider's rules for the viewer (the decider still decides; this only
 * saves the client from offering buttons that would be refused).
 */
export function allowedActions(row: TradeRow, viewerId: string): TradeAction[] {
  const actions: TradeAction[] = [];
  if (row.status === 'pending') {
    if (row.awaiting_id === viewerId) actions.push('accept', 'counter', 'decline');
    else actions.push('counter', 'cancel');
  } else if (row.status === 'accepted') {
    actions.push('complete', 'cancel');
  } else {
    return actions;
  }
  if (!row.is_urgent) actions.push('urgent');
  actions.push('schedule');
  return actions;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** One trade as its member sees it (`GET /api/user/trades`, `GET /api/trades/:id`). */
export function tradeView(row: TradeRow, viewerId: string) {
  const initiator = row.initiator_id === viewerId;
  const settled = row.settlement === 'paid' || row.settlement === 'returned';
  return {
    id: row.id,
    status: row.status,
    settled,
    /** null: nothing to settle; in_progress: credits are moving; paid or returned: done. */
    settlement: row.settlement,
    creditAmount: formatCents(Number(row.amount_cents)),
    proposedTerms: row.terms,
    terms: row.terms,
    initiatorId: row.initiator_id,
    recipientId: row.recipient_id,
    payerId: row.payer_id,
    payeeId: row.payee_id,
    counterparty: initiator
      ? { id: row.recipient_id, username: row.recipient_username }
      : { id: row.initiator_id, username: row.initiator_username },
    direction: row.payer_id === viewerId ? ('paying' as const) : ('receiving' as const),
    role: initiator ? ('initiator' as const) : ('recipient' as const),
    listingId: row.listing_id,
    listingTitle: row.listing_title,
    listingType: row.listing_type,
    isUrgent: row.is_urgent,
    schedule: row.scheduled_for ? { at: iso(row.scheduled_for), place: row.schedule_place ?? '' } : null,
    awaiting: row.awaiting_id,
    awaitingMe: row.awaiting_id === viewerId,
    actions: allowedActions(row, viewerId),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    lastActivityAt: iso(row.last_activity_at),
  };
}
