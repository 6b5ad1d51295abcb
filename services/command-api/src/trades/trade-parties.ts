import { streams } from '@barteraid/events';
import type { EventStore, RecordedEvent } from '@barteraid/infra';
import { toDomainEvent } from '../command-handling';

/** The two members of a trade, from its proposal: who may talk about it, block each other in it, report it. */
export interface TradeParties {
  tradeId: string;
  initiatorId: string;
  recipientId: string;
}

/** A trade's two members, from its proposal (the first event of `trade-<id>`); null for no such trade. */
export async function readTradeParties(store: EventStore, tradeId: string): Promise<TradeParties | null> {
  return tradePartiesIn(tradeId, await store.readStream(streams.trade(tradeId)));
}

/** The trade's two members, from its stream's events (read on their own or with other streams); null when there is no such trade. */
export function tradePartiesIn(tradeId: string, tradeStream: readonly RecordedEvent[]): TradeParties | null {
  for (const recorded of tradeStream) {
    const event = toDomainEvent(recorded);
    if (event?.type === 'TradeProposed') return { tradeId, initiatorId: event.data.initiatorId, recipientId: event.data.recipientId };
  }
  return null;
}
