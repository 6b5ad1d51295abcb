import { streams } from '@barteraid/events';
import type { EventStore, RecordedEvent } from '@barteraid/infra';
import { loadStream, toDomainEvent } from '../command-handling';
import { listingDecider } from '../listings/listing';
import { readMemberFacts } from '../admin/member-facts';
import type { ReportTarget, TradeParties } from './report';

/** The reference of a report as the request named it. */
export type ReportReference =
  | { subject: 'listing'; listingId: string }
  | { subject: 'member'; memberId: string }
  | { subject: 'conversation'; tradeId: string }
  | { subject: 'message'; tradeId: string; messageId: string };

/** A trade's two members, from its proposal (the first event of `trade-<id>`); null for no such trade. */
export async function readTradeParties(store: EventStore, tradeId: string): Promise<TradeParties | null> {
  return tradePartiesIn(tradeId, await store.readStream(streams.trade(tradeId)));
}

/** The trade's two members, from its stream's events; null when there is no such trade. */
export function tradePartiesIn(tradeId: string, tradeStream: readonly RecordedEvent[]): TradeParties | null {
  for (const recorded of tradeStream) {
    const event = toDomainEvent(recorded);
    if (event?.type === 'TradeProposed') return { tradeId, initiatorId: event.data.initiatorId, recipientId: event.data.recipientId };
  }
  return null;
}

async function readMessage(store: EventStore, tradeId: string, messageId: string) {
  for (const recorded of await store.readStream(streams.conversation(tradeId))) {
    const event = toDomainEvent(recorded);
    if (event?.type === 'MessageSent' && event.data.messageId === messageId) {
      return { messageId, senderId: event.data.senderId, content: event.data.content };
    }
  }
  return null;
}

/** What the reference points at, from the events (the source of truth), for the report decider to judge. */
export async function readReportTarget(store: EventStore, reference: ReportReference): Promise<ReportTarget> {
  switch (reference.subject) {
    case 'listing': {
      const { state } = await loadStream(store, streams.listing(reference.listingId), listingDecider);
      const listing = state.posted && state.ownerId && state.terms
        ? { ownerId: state.ownerId, title: state.terms.title, description: state.terms.description }
        : null;
      return { subject: 'listing', listingId: reference.listingId, listing };
    }
    case 'member':
      return { subject: 'member', memberId: reference.memberId, exists: (await readMemberFacts(store, reference.memberId)) !== null };
    case 'conversation':
      return { subject: 'conversation', tradeId: reference.tradeId, parties: await readTradeParties(store, reference.tradeId) };
    case 'message': {
      const parties = await readTradeParties(store, reference.tradeId);
      // Read only for a trade that exists: the decider refuses anyone but its members before looking at the message.
      const message = parties ? await readMessage(store, reference.tradeId, reference.messageId) : null;
      return { subject: 'message', tradeId: reference.tradeId, parties, message };
    }
  }
}
