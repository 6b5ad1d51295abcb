import { deterministicId, EXPIRY_REMINDER_MS, streams } from '@barteraid/events';
import type { EventStore } from '@barteraid/infra';
import type { CommandDb } from '../read-models';
import { execute, type Clock, type CommandContext } from '../command-handling';
import { listingDecider } from '../listings/listing';

export interface ExpiryReport {
  reminded: number;
  expired: number;
}

/**
 * The expiry rule, run every minute where settlement runs: every running listing (active, not
 * met or taken, not expired) whose time ends within a day is decided again on its own stream
 * (`ApplyExpiryRule`): its owner asked "Still needed?" once, then expired when due. The read model
 * only finds candidates; the stream decides, and each event's id follows from the listing and its
 * expiry time, so a late, repeated, concurrent or restarted run never does anything twice.
 */
export async function applyExpiryRule(db: CommandDb, store: EventStore, clock: Clock): Promise<ExpiryReport> {
  const now = clock();
  const candidates = await db
    .selectFrom('listings')
    .select(['id', 'expires_at'])
    .where('is_active', '=', true)
    .where('expired_at', 'is', null)
    .where('status', 'not in', ['met', 'taken'])
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        eb.and([eb('expiry_reminded_at', 'is', null), eb('expires_at', '<=', new Date(now.getTime() + EXPIRY_REMINDER_MS))]),
      ]),
    )
    .orderBy('expires_at')
    .limit(500)
    .execute();
  const report: ExpiryReport = { reminded: 0, expired: 0 };
  for (const { id, expires_at } of candidates) {
    const context: CommandContext = { store, actorId: null, correlationId: deterministicId('listing-expiry', id), now: clock };
    const due = new Date(expires_at).toISOString();
    const decided = await execute(
      context,
      streams.listing(id),
      listingDecider,
      { type: 'ApplyExpiryRule', listingId: id, now: clock().toISOString() },
      {
        eventIds: (_index, event) =>
          event.type === 'ListingExpiryReminded'
            ? deterministicId('listing-expiry-reminded', id, event.data.expiresAt)
            : deterministicId('listing-expired', id, due),
      },
    );
    for (const event of decided.events) {
      if (event.type === 'ListingExpiryReminded') report.reminded++;
      if (event.type === 'ListingExpired') report.expired++;
    }
  }
  return report;
}
