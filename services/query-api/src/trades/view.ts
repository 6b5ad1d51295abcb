import type { TradeTables } from '@barteraid/infra/read-models/trades';
import type { Selectable } from 'kysely';
import { tradeView as sharedTradeView, type Trade, type TradeRecordFacts, type TradeSettlement, type TradeStatus } from '@barteraid/events/contracts/trades';
import type { ListingType } from '@barteraid/events';

export type TradeRow = Selectable<TradeTables['trades']>;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A trades row as the facts the shared view is computed from (the projection writes only valid values). */
export function tradeFacts(row: TradeRow): TradeRecordFacts {
  return {
    id: row.id,
    status: row.status as TradeStatus,
    settlement: row.settlement as TradeSettlement,
    amountCents: Number(row.amount_cents),
    terms: row.terms,
    initiatorId: row.initiator_id,
    recipientId: row.recipient_id,
    payerId: row.payer_id,
    payeeId: row.payee_id,
    listingId: row.listing_id,
    listingTitle: row.listing_title,
    listingType: row.listing_type as ListingType,
    isUrgent: row.is_urgent,
    schedule: row.scheduled_for ? { at: iso(row.scheduled_for), place: row.schedule_place ?? '' } : null,
    dispute: row.dispute as TradeRecordFacts['dispute'],
    delivery: row.delivered_at && row.release_due_at ? { deliveredAt: iso(row.delivered_at), releaseDueAt: iso(row.release_due_at) } : null,
    awaitingId: row.awaiting_id,
    initiatorUsername: row.initiator_username,
    recipientUsername: row.recipient_username,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    lastActivityAt: iso(row.last_activity_at),
  };
}

/** One trade as its member sees it (`GET /api/user/trades`, `GET /api/trades/:id`). */
export const tradeView = (row: TradeRow, viewerId: string): Trade => sharedTradeView(tradeFacts(row), viewerId);
