import { createHash } from 'node:crypto';
import { streams } from '@barteraid/events';
import { execute, nowOf, type CommandContext, type Decided } from '../command-handling';
import type { CommandDb } from '../read-models';
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

/**
 * The four digits a "Still needed?" text asks the owner to reply with (`YES 1234` / `SI 1234`):
 * derived from the listing's id, so nothing needs storing and the same listing always has the same.
 */
export function renewalReplyCode(listingId: string): string {
  const hash = createHash('sha256').update(`renewal-reply:${listingId}`).digest();
  return String(hash.readUInt32BE(0) % 10_000).padStart(4, '0');
}

/**
 * The reply `YES 1234` from a member's confirmed phone: renews the member's listing whose code it
 * is, among those not closed (a code is four digits: should two of one member's listings share
 * one, the one expiring first is renewed). Null when no listing of theirs has the code.
 */
export async function renewByReply(
  db: CommandDb,
  context: CommandContext,
  memberId: string,
  code: string,
): Promise<Decided<ListingState, ListingEvent> | null> {
  const candidates = await db
    .selectFrom('listings')
    .select('id')
    .where('owner_id', '=', memberId)
    .where('is_active', '=', true)
    .where('status', 'not in', ['met', 'taken'])
    .orderBy('expires_at')
    .limit(500)
    .execute();
  const listing = candidates.find(({ id }) => renewalReplyCode(id) === code);
  return listing ? renewListing(context, listing.id, memberId, 'sms') : null;
}
