import { streams } from '@barteraid/events';
import { loadStream, nowOf, type CommandContext } from '../command-handling';
import { reject } from '../decider';
import { suspensionAt, suspensionDecider } from './suspension';
import { listingsMessages } from '@barteraid/events/messages/listings';

/** The listings of a suspended member are off the marketplace: the query side answers 404 for them, and so do proposals. */
export const LISTING_NOT_FOUND = listingsMessages.message('notFound');

/** Refuses a trade proposal on a listing whose owner is suspended now (from their suspension stream, not a read model). */
export async function refuseWhileOwnerSuspended(context: CommandContext, ownerId: string): Promise<void> {
  const { state } = await loadStream(context.store, streams.suspension(ownerId), suspensionDecider);
  if (suspensionAt(state, nowOf(context))) reject('not_found', LISTING_NOT_FOUND);
}
