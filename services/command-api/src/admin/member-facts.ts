import { streams } from '@barteraid/events';
import type { EventStore } from '@barteraid/infra';
import { toDomainEvent } from '../command-handling';

export interface MemberFacts {
  memberId: string;
  username: string;
  email: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who a member is, from their member stream (the source of truth); null for an unknown id. */
export async function readMemberFacts(store: EventStore, memberId: string): Promise<MemberFacts | null> {
  if (!UUID.test(memberId)) return null;
  const id = memberId.toLowerCase();
  for (const recorded of await store.readStream(streams.member(id))) {
    const event = toDomainEvent(recorded);
    if (event?.type === 'MemberRegistered') return { memberId: id, username: event.data.username, email: event.data.email };
  }
  return null;
}
