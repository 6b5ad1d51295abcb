import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { milesBetween, type GeoPoint, type ListingCategory, type ListingType } from '@barteraid/events';
import { MATCH_LIMIT } from '@barteraid/events/contracts/needs';
import type { ListingCard } from '@barteraid/events/contracts/listings';
import type { QueryDb } from '../read-models';
import { anyWordQuery } from '../listings/text-query';
import { listingCard, listingColumns, type ListingRow } from '../listings/listing-view';
import { chordFrom, withinRadius } from '../listings/distance';
import { firstPhotoColumn, photoView, type PhotoRow } from '../listings/photos';
import { RADIUS_MILES } from '../listings/search-params';

/** What a match is sought for: a draft's (or posted listing's) words, category and type, and whose it is. */
export interface MatchQuery {
  text: string;
  category: ListingCategory | null;
  type: ListingType;
  /** The member asking: their own listings are never their matches. */
  memberId: string | null;
  /** Their public point when they set an area: matches are then within reach, the nearest first among equals. */
  origin: GeoPoint | null;
  /** The posted listing itself, left out. */
  excludeId: string | null;
}

/**
 * The listings that could answer a listing, best first: of the other type (offers for a need, needs
 * for an offer), on the marketplace's default view (active, not met or taken, not expired), sharing
 * a word (either language's stems, the vocabulary's synonyms) or the category. Those with a word
 * and the category come first, then those with a word, then the category alone; among equals the
 * nearest (within the search radius's maximum when the member has an area), then the better text
 * match, then the newest. Only owners `visible` lets the member see. Answered from the marketplace's
 * text index, like the search.
 */
export async function findMatches(db: QueryDb, query: MatchQuery, visible: RawBuilder<SqlBool>): Promise<ListingCard[]> {
  const words = await anyWordQuery(db, query.text);
  const sameCategory = query.category ? sql<SqlBool>`listings.category = ${query.category}` : sql<SqlBool>`false`;
  const matchesWords = words ? sql<SqlBool>`listings.search @@ ${words}` : sql<SqlBool>`false`;
  if (!words && !query.category) return [];
  const around = query.origin ? { origin: query.origin, radiusMiles: RADIUS_MILES.max } : null;
  let select = db
    .selectFrom('listings')
    .select(listingColumns)
    .where(sql<SqlBool>`listings.is_active and listings.expired_at is null`)
    .where('listings.status', 'not in', ['met', 'taken'])
    .where('listings.type', '=', query.type === 'need' ? 'offer' : 'need')
    .where(sql<SqlBool>`(${matchesWords} or ${sameCategory})`);
  if (query.memberId) select = select.where('listings.owner_id', '<>', query.memberId);
  if (query.excludeId) select = select.where('listings.id', '<>', query.excludeId);
  select = select.where(visible);
  // A listing without a place of its own or its owner's is kept: it may be near.
  if (around) select = select.where(sql<SqlBool>`(listings.place_lat is null or ${withinRadius(around)})`);
  const tier = sql<number>`(case when ${matchesWords} and ${sameCategory} then 3 when ${matchesWords} then 2 else 1 end)`;
  select = select.orderBy(tier, 'desc');
  // Among equals the nearest: the squared chord orders as the distance does (see listings/distance.ts).
  if (around) select = select.orderBy(sql`${chordFrom(around)} asc nulls last`);
  // Then the better text match, when the draft has words the index knows (a constant here would
  // read as a column number).
  if (words) select = select.orderBy(sql`ts_rank(listings.search, ${words})`, 'desc');
  const rows = (await select
    .orderBy('listings.created_at', 'desc')
    .orderBy('listings.id', 'desc')
    .limit(MATCH_LIMIT)
    // Each card's first photo in the same statement, for the matches alone (as a marketplace page's).
    .select(firstPhotoColumn)
    .execute()) as (ListingRow & { first_photo: PhotoRow | null })[];
  const miles = (row: ListingRow) =>
    around && row.place_lat !== null && row.place_lng !== null ? milesBetween(around.origin, { lat: row.place_lat, lng: row.place_lng }) : null;
  return rows.map((row) => listingCard({ ...row, distance_miles: miles(row) }, row.first_photo ? photoView(row.first_photo, row.title) : null));
}
