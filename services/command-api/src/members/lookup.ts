import { streams } from '@barteraid/events';
import type { EventStore } from '@barteraid/infra';
import { loadStream } from '../command-handling';
import { uniqueValueDecider } from './unique-value';

/** The member holding an email, read from the email's claim stream (the source of truth). */
export async function memberIdByEmail(store: EventStore, email: string): Promise<string | null> {
  const { state } = await loadStream(store, streams.emailClaim(email), uniqueValueDecider);
  return state.claimedBy;
}
