import { searchWords } from '@barteraid/infra/db/search-words';
import { sql } from 'kysely';
import { defineProjection, type ProjectionTransaction } from '../projection';
import { applyListingEvents } from './batch';
import { eraseClosedOwner } from './closed-owner';
import {
  contribution,
  isLifecycleEvent,
  lifecycleChange,
  listingContent,
  listingsEventTypes,
  postedListingRow,
  publicPointOf,
  revisedTime,
  verificationChangeOf,
  type Counted,
} from './rows';

async function adjustStats(trx: ProjectionTransaction, before: Counted | undefined, after: Counted | undefined) {
  const was = contribution(before);
  const now = contribution(after);
  const delta = { active: now.active - was.active, urgentNeeds: now.urgentNeeds - was.urgentNeeds, offers: now.offers - was.offers };
  if (delta.active === 0 && delta.urgentNeeds === 0 && delta.offers === 0) return;
  await trx
    .insertInto('listing_stats')
    .values({ id: 1, active_listings: delta.active, urgent_needs: delta.urgentNeeds, available_offers: delta.offers })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        active_listings: eb('listing_stats.active_listings', '+', delta.active),
        urgent_needs: eb('listing_stats.urgent_needs', '+', delta.urgentNeeds),
        available_offers: eb('listing_stats.available_offers', '+', delta.offers),
      })),
    )
    .execute();
}

async function learnWords(trx: ProjectionTransaction, ...texts: string[]) {
  const words = searchWords(texts.join(' '));
  if (words.length === 0) return;
  await trx
    .insertInto('listing_words')
    .values(words.map((word) => ({ word })))
    .onConflict((oc) => oc.column('word').doNothing())
    .execute();
}

/**
 * Adds (1) or removes (-1) a listing's lexemes to the per-lexeme counts of active listings,
 * reading them from the row's own search vectors so they are exactly what search matches. A
 * lexeme no active listing uses any more loses its row, as in the batch path (see batch.ts).
 */
async function countLexemes(trx: ProjectionTransaction, listingId: string, sign: 1 | -1) {
  await sql`
    insert into listing_lexemes as counts (lexeme, active_count, title_count)
    select lexeme, ${sign}::int, case when lexeme = any (tsvector_to_array(l.title_search)) then ${sign}::int else 0 end
    from listings l, unnest(tsvector_to_array(l.search)) as lexeme
    where l.id = ${listingId}
    on conflict (lexeme) do update set
      active_count = counts.active_count + excluded.active_count,
      title_count = counts.title_count + excluded.title_count`.execute(trx);
  if (sign < 0) {
    await sql`
      delete from listing_lexemes
      where active_count = 0 and lexeme in (select unnest(tsvector_to_array(search)) from listings where id = ${listingId})`.execute(trx);
  }
}

async function counted(trx: ProjectionTransaction, listingId: string): Promise<(Counted & { fresh_at: Date }) | undefined> {
  return trx
    .selectFrom('listings')
    .select(['is_active', 'is_urgent', 'type', 'status', 'expired_at', 'fresh_at'])
    .where('id', '=', listingId)
    .executeTakeFirst();
}

async function setOwnerVerification(trx: ProjectionTransaction, memberId: string, status: string) {
  await trx.updateTable('listing_owners').set({ verification_status: status }).where('member_id', '=', memberId).execute();
  await trx.updateTable('listings').set({ owner_verification_status: status }).where('owner_id', '=', memberId).execute();
}

/** The marketplace: listings with their owner's name and verification, quick stats and the search vocabulary. */
export const listingsProjection = defineProjection({
  name: 'listings',
  tables: ['listings', 'listing_owners', 'listing_stats', 'listing_words', 'listing_lexemes'],
  handles: listingsEventTypes,
  async apply(event, trx) {
    const verification = verificationChangeOf(event);
    if (verification) return setOwnerVerification(trx, verification.memberId, verification.status);
    if (isLifecycleEvent(event)) {
      const before = await counted(trx, event.data.listingId);
      if (!before) return;
      const change = lifecycleChange(event);
      await trx.updateTable('listings').set(change).where('id', '=', event.data.listingId).execute();
      await adjustStats(trx, before, { ...before, ...change });
      return;
    }

    switch (event.type) {
      case 'MemberAccountClosed':
        return eraseClosedOwner(trx, event.data.memberId);
      case 'MemberRegistered':
        await trx
          .insertInto('listing_owners')
          .values({ member_id: event.data.memberId, username: event.data.username, verification_status: 'pending' })
          .onConflict((oc) => oc.column('member_id').doUpdateSet({ username: event.data.username }))
          .execute();
        return;

      // Every listing of the member without a ZIP of its own moves with their public point.
      case 'MemberLocationSet': {
        const { lat, lng } = publicPointOf(event);
        const memberId = event.data.memberId;
        await trx.updateTable('listing_owners').set({ public_lat: lat, public_lng: lng }).where('member_id', '=', memberId).execute();
        await trx.updateTable('listings').set({ owner_lat: lat, owner_lng: lng }).where('owner_id', '=', memberId).execute();
        return;
      }

      case 'ListingPosted': {
        const listing = event.data;
        const owner = await trx
          .selectFrom('listing_owners')
          .select(['username', 'verification_status', 'public_lat', 'public_lng'])
          .where('member_id', '=', listing.ownerId)
          .executeTakeFirst();
        const row = postedListingRow(event, owner);
        await trx.insertInto('listings').values(row).execute();
        await countLexemes(trx, listing.listingId, 1);
        await adjustStats(trx, undefined, row);
        await learnWords(trx, listing.title, listing.description, listing.location);
        return;
      }

      case 'ListingRevised': {
        const listing = event.data;
        const before = await counted(trx, listing.listingId);
        if (!before) return;
        if (before.is_active) await countLexemes(trx, listing.listingId, -1);
        await trx
          .updateTable('listings')
          .set({ ...listingContent(listing), ...revisedTime(before, listing), updated_at: event.createdAt })
          .where('id', '=', listing.listingId)
          .execute();
        if (before.is_active) await countLexemes(trx, listing.listingId, 1);
        await adjustStats(trx, before, { ...before, type: listing.type, is_urgent: listing.isUrgent, ...revisedTime(before, listing) });
        await learnWords(trx, listing.title, listing.description, listing.location);
        return;
      }

      case 'ListingDeactivated':
      case 'ListingReactivated': {
        const listingId = event.data.listingId;
        const before = await counted(trx, listingId);
        if (!before) return;
        const active = event.type === 'ListingReactivated';
        if (before.is_active && !active) await countLexemes(trx, listingId, -1);
        await trx
          .updateTable('listings')
          .set({
            is_active: active,
            deactivated_by_admin: event.type === 'ListingDeactivated' ? event.data.byAdmin : false,
            deactivation_reason: event.type === 'ListingDeactivated' ? event.data.reason : null,
            updated_at: event.createdAt,
          })
          .where('id', '=', listingId)
          .execute();
        if (!before.is_active && active) await countLexemes(trx, listingId, 1);
        await adjustStats(trx, before, { ...before, is_active: active });
        return;
      }

      // A deleted listing leaves every list for good: its row goes, with its counts.
      case 'ListingDeleted': {
        const listingId = event.data.listingId;
        const before = await counted(trx, listingId);
        if (!before) return;
        if (before.is_active) await countLexemes(trx, listingId, -1);
        await trx.deleteFrom('listings').where('id', '=', listingId).execute();
        await adjustStats(trx, before, undefined);
        return;
      }

      default:
        return;
    }
  },
  applyMany: applyListingEvents,
});
