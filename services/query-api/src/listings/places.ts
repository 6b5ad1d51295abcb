import { sql, type SqlBool } from 'kysely';
import { milesBetween, roundedMiles } from '@barteraid/events';
import { MAP_PLACES_LIMIT, type ListingPlaces } from '@barteraid/events/contracts/location';
import type { QueryDb } from '../read-models';
import type { ListingSearch } from './search-params';
import { filtered, type Visible } from './search';
import { textQuery } from './text-query';
import { chordFrom } from './distance';

/** To four decimals (about 10 m), as the cards place a listing: no more than the public point. */
const fourDecimals = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * Where the listings a search finds sit, for the map: the same filters, words and radius as the
 * marketplace's pages (corrected as its first page is), nearest first around a position, else newest.
 */
export async function searchPlaces(db: QueryDb, params: ListingSearch, visible: Visible): Promise<ListingPlaces> {
  const text = params.search ? await textQuery(db, params.search, { correct: !params.asTyped }) : null;
  let query = filtered(db, params, visible).where(sql<SqlBool>`listings.place_lat is not null`);
  if (text) query = query.where(sql<SqlBool>`listings.search @@ ${text.tsquery}`);
  const ordered = params.around
    ? query.orderBy(chordFrom(params.around)).orderBy('listings.created_at', 'desc')
    : query.orderBy('listings.created_at', 'desc');
  const rows = await ordered
    .clearSelect()
    .select(['listings.id', 'listings.title', 'listings.type', 'listings.is_urgent', 'listings.place_lat', 'listings.place_lng'])
    .orderBy('listings.id', 'desc')
    .limit(MAP_PLACES_LIMIT + 1)
    .execute();
  const around = params.around;
  return {
    places: rows.slice(0, MAP_PLACES_LIMIT).map((row) => {
      const place = { lat: Number(row.place_lat), lng: Number(row.place_lng) };
      return {
        id: row.id,
        title: row.title,
        type: row.type === 'need' ? 'need' : 'offer',
        isUrgent: row.is_urgent,
        lat: fourDecimals(place.lat),
        lng: fourDecimals(place.lng),
        ...(around ? { distanceMiles: roundedMiles(milesBetween(around.origin, place)) } : {}),
      };
    }),
    truncated: rows.length > MAP_PLACES_LIMIT,
  };
}
