import { sql } from 'kysely';
import { milesBetween, type AlertFrequency, type AlertMatch } from '@barteraid/events';
import type { CommandDb } from '../read-models';
import type { ListingFacts } from './matches';

export interface FoundMatches {
  listing: ListingFacts;
  matches: AlertMatch[];
  /** Verified helpers near this urgent need (before their daily cap). */
  helpers: string[];
}

interface Place {
  lat: number | null;
  lng: number | null;
}

interface ReachedAlert extends Place {
  id: string;
  member_id: string;
  frequency: AlertFrequency;
  radius_miles: number | null;
}

/** Within `miles` of the listing's place? The marketplace's distance (haversine, `milesBetween`), from the member's area. */
const within = (listing: Place, member: Place, miles: number) =>
  listing.lat !== null && listing.lng !== null && member.lat !== null && member.lng !== null && milesBetween({ lat: member.lat, lng: member.lng }, { lat: listing.lat, lng: listing.lng }) <= miles;

/** What the statement below asks of the listing, read once by `findMatches`. */
export interface ReachedBy {
  listingId: string;
  category: string;
  type: string;
  urgent: boolean;
  place: Place;
}

/**
 * The saved alerts a listing reaches, its exact radius still to check: those without a radius, of its
 * type and category or none (`saved_alerts_everywhere`), or whose radius's box holds its place
 * (`saved_alerts_reach`, migration 0440). The planner ORs the two index scans into one bitmap, so
 * only those rows are read and matched against the listing's words, each table page once. The
 * listing's facts are constants here so each index is chosen from them (a listing with no place
 * has a null box: within no radius). Exported so the benchmark can EXPLAIN it.
 */
export const alertsReached = ({ listingId, category, type, urgent, place }: ReachedBy, apart: string[]) => {
  const at = sql`point(${place.lng}::float8, ${place.lat}::float8)`;
  return sql<ReachedAlert>`
    select a.id, a.member_id, a.frequency, a.radius_miles, a.area_lat as lat, a.area_lng as lng
    from listings l, saved_alerts a
    where l.id = ${listingId}
      and (a.radius_miles is null or a.reach @> box(${at}, ${at}))
      and coalesce(a.type, '') in ('', ${type})
      and coalesce(a.category, '') in ('', ${category})
      and (not a.urgent_only or ${urgent}::boolean)
      and a.member_id <> all(${apart}::uuid[])
      and (a.match_query is null or l.search @@ a.match_query)`;
};

/**
 * The saved alerts and helpers an active listing reaches now. Text matches as the marketplace
 * search reads words: each alert's stored tsquery (`savedSearchQuery`) against the listing's own
 * search vector, so stemming in English and Spanish, the vocabulary and categories agree with
 * the search; then the search's filters (category, type, urgent) and its distance, from each
 * member's area as it is now (kept on each alert by the alerts read model). Never the owner, never
 * across a block either way, nothing from a suspended owner. Null when the listing is not (or no
 * longer) active.
 */
export async function findMatches(db: CommandDb, listingId: string, now: Date): Promise<FoundMatches | null> {
  const listing = await db
    .selectFrom('listings')
    .select(['id', 'owner_id', 'title', 'category', 'type', 'is_urgent', 'is_active', 'place_lat', 'place_lng'])
    .where('id', '=', listingId)
    .executeTakeFirst();
  if (!listing || !listing.is_active) return null;
  const facts: ListingFacts = { listingId, ownerId: listing.owner_id, title: listing.title, type: listing.type as ListingFacts['type'], urgent: listing.is_urgent };
  const suspended = await db
    .selectFrom('member_suspensions')
    .select('member_id')
    .where('member_id', '=', listing.owner_id)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .executeTakeFirst();
  if (suspended) return { listing: facts, matches: [], helpers: [] };
  const place: Place = { lat: listing.place_lat, lng: listing.place_lng };
  // Members the owner blocked or who blocked the owner: a short list, read once (as the marketplace hides owners).
  const blocked = await db
    .selectFrom('member_blocks')
    .select('blocked_id as member_id')
    .where('blocker_id', '=', listing.owner_id)
    .union(db.selectFrom('member_blocks').select('blocker_id as member_id').where('blocked_id', '=', listing.owner_id))
    .execute();
  const apart = [listing.owner_id, ...blocked.map((row) => row.member_id)];

  const { rows: alerts } = await alertsReached({ listingId, category: listing.category, type: listing.type, urgent: listing.is_urgent, place }, apart).execute(db);
  const matches = alerts
    .filter((alert) => alert.radius_miles === null || within(place, alert, alert.radius_miles))
    .map((alert): AlertMatch => ({ alertId: alert.id, memberId: alert.member_id, frequency: alert.frequency }));

  let helpers: string[] = [];
  if (listing.is_urgent && listing.type === 'need' && place.lat !== null) {
    const { rows } = await sql<{ member_id: string; within_miles: number; lat: number; lng: number }>`
      select h.member_id, h.within_miles, ar.lat, ar.lng
      from listings l
      join helper_alert_areas h on h.member_id <> all(${apart}::uuid[])
      join members m on m.id = h.member_id and m.verified
      join member_areas ar on ar.member_id = h.member_id
      where l.id = ${listingId}`.execute(db);
    helpers = rows.filter((helper) => within(place, helper, helper.within_miles)).map((helper) => helper.member_id);
  }
  return { listing: facts, matches, helpers };
}
