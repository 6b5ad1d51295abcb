import { streams } from '@barteraid/events';
import type { EventStore } from '@barteraid/infra';
import { loadStream, toDomainEvent } from '../command-handling';
import { listingDecider } from '../listings/listing';
import { readMemberFacts } from '../admin/member-facts';
import type { ReportTarget } from './report';
import { readTradeParties } from '../trades/trade-parties';

/** The reference of a report as the request named it. */
export type ReportReference =
  | { subject: 'listing'; listingId: string }
  | { subject: 'member'; memberId: string }
  | { subject: 'conversation'; tradeId: string }
  | { subject: 'message'; tradeId: string; messageId: string };

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
