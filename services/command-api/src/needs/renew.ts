import { streams } from '@barteraid/events';
import { execute, nowOf, type CommandContext, type Decided } from '../command-handling';
import { listingDecider, type ListingState } from '../listings/listing';
import type { ListingEvent } from '@barteraid/events';

/**
 * Renews the member's listing: its time starts again from now (an expired one is back on the
 * marketplace). The one way a listing is renewed, from the site (`web`) or by a reply to the
 * "Still needed?" text (`sms`); the listing decider refuses anyone but the owner.
 */
export function renewListing(
  context: CommandContext,
  listingId: string,
  memberId: string,
  channel: 'web' | 'sms',
): Promise<Decided<ListingState, ListingEvent>> {
  return execute(context, streams.listing(listingId), listingDecider, {
    type: 'RenewListing',
    listingId,
    actor: { memberId, isAdmin: false },
    channel,
    now: nowOf(context).toISOString(),
  });
}
