import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Schema } from '@barteraid/infra';
import type { QueryDb, QueryReadModels } from '../read-models';
import type { ListingPage } from '@barteraid/events/contracts/listings';
import { decodeCursor, encodeCursor, type Cursor, type CursorKey } from './cursor';
import type { ListingSearch, ListingSort } from './search-params';
import { searchTerms, textQuery, type TextQuery } from './text-query';
import { listingCard, listingColumns, type ListingRow } from './listing-view';
import { firstPhotoColumn, photoView, type PhotoRow } from './photos';
import { milesBetween } from '@barteraid/events';
import { requestMessages } from '@barteraid/events/messages/request';
import { badRequest } from '@barteraid/infra';
import { chordFrom, milesOfChord, withinRadius } from './distance';
import type { Around } from './search-params';

type ListingQuery = SelectQueryBuilder<Schema & QueryReadModels, 'listings', ListingRow>;
/** Which owners' listings the viewer sees, as a condition on `listings` (`ownerVisibleTo`). */
export type Visible = RawBuilder<SqlBool>;
type KeyValue = string | number | boolean;

interface SortKey {
  column: 'created_at' | 'id' | 'is_urgent' | 'credits_cents';
  descending: boolean;
}

const newest: SortKey[] = [
  { column: 'created_at', descending: true },
  { column: 'id', descending: true },
];

/**
 * Every order ends in (created_at, id), so ties are broken the same way on every page, and
 * each has a matching partial index (see the listings migrations).
 */
const sortKeys: Record<Exclude<ListingSort, 'relevance' | 'distance'>, SortKey[]> = {
  newest,
  urgent: [{ column: 'is_urgent', descending: true }, ...newest],
  credits_asc: [{ column: 'credits_cents', descending: false }, ...newest],
  credits_desc: [{ column: 'credits_cents', descending: true }, ...newest],
};

const typed = (key: SortKey, value: KeyValue) => {
  if (key.column === 'created_at') return sql`${String(value)}::timestamptz`;
  if (key.column === 'id') return sql`${String(value)}::uuid`;
  return sql`${value}`;
};

/**
 * "After the cursor" for an order. One direction throughout is a row comparison the index
 * can seek to; mixed directions (cheapest first, newest among equals) are spelled out.
 */
function afterCursor(keys: SortKey[], values: KeyValue[]): RawBuilder<SqlBool> {
  const column = (key: SortKey) => sql.ref(`listings.${key.column}`);
  if (keys.every((key) => key.descending === keys[0]!.descending)) {
    const left = sql.join(keys.map(column));
    const right = sql.join(keys.map((key, index) => typed(key, values[index]!)));
    return sql<SqlBool>`(${left}) ${sql.raw(keys[0]!.descending ? '<' : '>')} (${right})`;
  }
  const alternatives = keys.map((key, index) => {
    const equal = keys.slice(0, index).map((earlier, j) => sql`${column(earlier)} = ${typed(earlier, values[j]!)}`);
    const beyond = sql`${column(key)} ${sql.raw(key.descending ? '<' : '>')} ${typed(key, values[index]!)}`;
    return sql`(${sql.join([...equal, beyond], sql` and `)})`;
  });
  return sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`;
}

/**
 * Above this many text matches, reading an index in the page's order and stopping after one
 * page is cheapest; below it, collecting every match and sorting them is, and it is also safe
 * when the other filters leave none (an ordered scan would then read the whole index).
 */
const COLLECT_ALL_BELOW = 3000;

/** Runs one page of a query in the given order, collecting every match first when they are few. */
async function pageOf(db: QueryDb, query: ListingQuery, keys: SortKey[], limit: number, collectAll: boolean): Promise<ListingRow[]> {
  const direction = (key: SortKey) => (key.descending ? 'desc' : 'asc');
  if (!collectAll) {
    return keys.reduce((next, key) => next.orderBy(`listings.${key.column}`, direction(key)), query.select(firstPhotoColumn)).limit(limit).execute();
  }
  // Only the sort keys of every match are read and sorted; full rows are fetched for one page.
  // OFFSET 0 keeps PostgreSQL from merging the subquery, so it cannot pick an ordered index scan.
  const columns = [...new Set<SortKey['column']>(['id', ...keys.map((key) => key.column)])].map(
    (column) => `listings.${column}` as `listings.${SortKey['column']}`,
  );
  const matches = query.clearSelect().select(columns).offset(0).as('matches');
  let top = db.selectFrom(matches).select('matches.id');
  for (const key of keys) top = top.orderBy(`matches.${key.column}`, direction(key));
  let rows = db.selectFrom(top.limit(limit).as('top')).innerJoin('listings', 'listings.id', 'top.id').select(listingColumns).select(firstPhotoColumn);
  for (const key of keys) rows = rows.orderBy(`listings.${key.column}`, direction(key));
  return (await rows.execute()) as ListingRow[];
}

const keyValues = (row: ListingRow, keys: SortKey[]): KeyValue[] =>
  keys.map((key) => {
    const value = row[key.column];
    return value instanceof Date ? value.toISOString() : (value as KeyValue);
  });

/** Whole words of the location filter ("Lake Charles", "TX", ", LA"), all required. */
function locationQuery(location: string): RawBuilder<SqlBool> {
  const words = searchTerms(location);
  if (words.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`listings.location_terms @@ plainto_tsquery('simple', ${words.join(' ')})`;
}

/**
 * Active listings passing every filter but the cursor (and the text, which callers add) whose owner
 * the viewer sees (`visible`, from `ownerVisibleTo`: not suspended, not one who blocked the viewer).
 */
export function filtered(db: QueryDb, params: ListingSearch, visible: Visible): ListingQuery {
  // An expired listing waits on its owner's dashboard, never on the marketplace.
  let query = db.selectFrom('listings').select(listingColumns).where(sql<SqlBool>`listings.is_active and listings.expired_at is null`);
  if (params.status === 'open') query = query.where('listings.status', 'not in', ['met', 'taken']);
  if (params.status === 'closed') query = query.where('listings.status', 'in', ['met', 'taken']);
  query = query.where(visible);
  if (params.category) query = query.where('listings.category', '=', params.category);
  if (params.type) query = query.where('listings.type', '=', params.type);
  if (params.urgent !== undefined) query = query.where('listings.is_urgent', '=', params.urgent);
  if (params.location) query = query.where(locationQuery(params.location));
  if (params.minCredits !== undefined) query = query.where('listings.credits_cents', '>=', params.minCredits);
  if (params.maxCredits !== undefined) query = query.where('listings.credits_cents', '<=', params.maxCredits);
  if (params.around) query = query.where(withinRadius(params.around));
  return query as ListingQuery;
}

/** What a page says it searched for: the words, and the search as typed when it was corrected. */
type Searched = Pick<ListingPage, 'searchedFor' | 'correctedFrom'>;

function page(
  rows: ListingRow[],
  limit: number,
  searched: Searched,
  cursorFor: (row: ListingRow) => Omit<Cursor, 'search' | 'searched'>,
  search: string | null,
  around: Around | null,
): ListingPage {
  const shown = rows.slice(0, limit);
  const last = shown[shown.length - 1];
  const cursor = (row: ListingRow) => encodeCursor({ ...cursorFor(row), search, searched: searched.correctedFrom === null ? null : searched.searchedFor });
  const card = (row: ListingRow & { first_photo?: PhotoRow | null }) => listingCard(withDistance(row, around), row.first_photo ? photoView(row.first_photo, row.title) : null);
  return { listings: shown.map(card), nextCursor: rows.length > limit && last ? cursor(last) : null, ...searched };
}

/** The miles from the search's origin to a row's place, for the page's rows only. */
function withDistance(row: ListingRow, around: Around | null): ListingRow {
  if (!around || row.place_lat === null || row.place_lng === null) return row;
  return { ...row, distance_miles: row.distance_miles ?? milesBetween(around.origin, { lat: row.place_lat, lng: row.place_lng }) };
}

/**
 * The search origin and radius as a distance cursor records them: its pages are of that search only.
 * (`chord:` names what its distance is, so a cursor that held miles is refused rather than misread.)
 */
const originOf = ({ origin, radiusMiles }: Around) => `chord:${origin.lat},${origin.lng},${radiusMiles}`;
const distanceCursorKeys: CursorKey[] = ['origin', 'distance', ...newest.map((key) => key.column)];

/** How far the first ring of a nearest-first page reaches, past the last listing shown. */
const firstReach = (shownMiles: number, radiusMiles: number) => Math.min(radiusMiles, Math.max(2, shownMiles * 1.5 + 1));

/**
 * Nearest first (newest first among equals): every filter, the text as a filter, and keyset pages on
 * (chord, created_at, id). A page is looked for in growing rings: the listings within a few miles
 * past the last one shown, sorted from the index alone, and only when the ring holds less than a
 * page, a ring four times as wide, up to the radius. Every listing inside a ring is nearer than
 * every one outside it, so the page is the same as sorting the whole radius, and a dense city's
 * pages cost what the rows near the searcher cost, not the whole radius's.
 */
async function byDistance(db: QueryDb, params: ListingSearch, around: Around, text: TextQuery | null, searched: Searched, cursor: Cursor | null, visible: Visible): Promise<ListingPage> {
  const chord = chordFrom(around);
  let after: RawBuilder<SqlBool> | null = null;
  let shownMiles = 0;
  if (cursor) {
    const [origin, lastChord, createdAt, id] = cursor.keys as [string, number, string, string];
    if (origin !== originOf(around)) throw badRequest(requestMessages.message('cursorMismatch'), { field: 'cursor' });
    after = sql<SqlBool>`(${chord} > ${lastChord}::float8 or (${chord} = ${lastChord}::float8 and (listings.created_at, listings.id) < (${createdAt}::timestamptz, ${id}::uuid)))`;
    shownMiles = milesOfChord(lastChord);
  }
  const want = params.limit + 1;
  let reach = firstReach(shownMiles, around.radiusMiles);
  for (;;) {
    let nearest = filtered(db, { ...params, around: { origin: around.origin, radiusMiles: reach } }, visible);
    if (text) nearest = nearest.where(sql<SqlBool>`listings.search @@ ${text.tsquery}`);
    if (after) nearest = nearest.where(after);
    const keys = nearest
      .clearSelect()
      .select(['listings.id', 'listings.created_at', chord.as('chord')])
      .orderBy(sql`chord`)
      .orderBy('listings.created_at', 'desc')
      .orderBy('listings.id', 'desc')
      .limit(want)
      .as('nearest');
    const rows = (await db
      .selectFrom(keys)
      .innerJoin('listings', 'listings.id', 'nearest.id')
      .select([...listingColumns, 'nearest.chord'])
      .select(firstPhotoColumn)
      .orderBy('nearest.chord')
      .orderBy('listings.created_at', 'desc')
      .orderBy('listings.id', 'desc')
      .execute()) as (ListingRow & { chord: number })[];
    if (rows.length < want && reach < around.radiusMiles) {
      reach = Math.min(around.radiusMiles, reach * 4);
      continue;
    }
    return page(
      rows,
      params.limit,
      searched,
      (row) => ({ sort: 'distance', keys: [originOf(around), Number((row as ListingRow & { chord: number }).chord), ...keyValues(row, newest)] }),
      params.search ?? null,
      around,
    );
  }
}

const relevanceKeys: CursorKey[] = ['tier', ...newest.map((key) => key.column)];

/**
 * Relevance in two tiers: listings with every search word in the title, then those matching
 * in the description or location (or only through their category); newest first within each.
 * Both tiers are read in index order and stop after one page, so a word used by a fifth of all
 * listings costs no more than a rare one. (Scoring every match with ts_rank took ~80 ms for such
 * words at 100,000 listings.)
 */
async function byRelevance(db: QueryDb, params: ListingSearch, text: TextQuery, searched: Searched, cursor: Cursor | null, visible: Visible): Promise<ListingPage> {
  const [cursorTier, ...cursorKeys] = cursor?.keys ?? [];
  const inTitle = sql<SqlBool>`listings.title_search @@ ${text.tsquery}`;
  const want = params.limit + 1;
  const nearby = params.around !== null;
  const tiers: { tier: 1 | 0; rows: ListingRow[] }[] = [];

  if ((cursorTier === undefined || cursorTier === 1) && text.bounds.title > 0) {
    // A title match is a match: the title is part of the full search vector too.
    let query = filtered(db, params, visible).where(inTitle);
    if (cursorTier === 1) query = query.where(afterCursor(newest, cursorKeys));
    tiers.push({ tier: 1, rows: await pageOf(db, query, newest, want, nearby || text.bounds.title < COLLECT_ALL_BELOW) });
  }
  const found = tiers.reduce((count, tier) => count + tier.rows.length, 0);
  if (found < want && text.bounds.other > 0) {
    let query = filtered(db, params, visible).where(sql<SqlBool>`listings.search @@ ${text.tsquery} and not (${inTitle})`);
    if (cursorTier === 0) query = query.where(afterCursor(newest, cursorKeys));
    tiers.push({ tier: 0, rows: await pageOf(db, query, newest, want - found, nearby || text.bounds.other < COLLECT_ALL_BELOW) });
  }

  const tierOf = new Map(tiers.flatMap(({ tier, rows }) => rows.map((row) => [row.id, tier] as const)));
  return page(
    tiers.flatMap(({ rows }) => rows),
    params.limit,
    searched,
    (row) => ({ sort: 'relevance', keys: [tierOf.get(row.id)!, ...keyValues(row, newest)] }),
    params.search ?? null,
    params.around,
  );
}

/**
 * One page of active listings matching every given filter, in the requested order, of the owners
 * `visible` lets the viewer see. A search that finds nothing as typed is corrected (see `textQuery`)
 * unless `asTyped`; the pages after the first search what the first did, as their cursor says.
 */
export async function searchListings(db: QueryDb, params: ListingSearch, visible: Visible): Promise<ListingPage> {
  const search = params.search ?? null;
  const relevance = params.sort === 'relevance' && searchTerms(search ?? '').length > 0;
  const sort = params.sort === 'relevance' || params.sort === 'distance' ? 'newest' : params.sort;
  const keys = sortKeys[sort];
  const cursorKeys = params.sort === 'distance' ? distanceCursorKeys : relevance ? relevanceKeys : keys.map((key) => key.column);
  const cursor = params.cursor ? decodeCursor(params.cursor, params.sort, search, cursorKeys) : null;
  const text = search ? await textQuery(db, cursor?.searched ?? search, { correct: !params.asTyped && !cursor }) : null;
  // A later page of a corrected search says so as its first page did.
  const searched: Searched = cursor?.searched
    ? { searchedFor: cursor.searched, correctedFrom: search }
    : { searchedFor: text?.searchedFor ?? null, correctedFrom: text?.correctedFrom ?? null };
  if (params.sort === 'distance' && params.around) return byDistance(db, params, params.around, text, searched, cursor, visible);
  if (relevance && text) return byRelevance(db, params, text, searched, cursor, visible);

  let query = filtered(db, params, visible);
  if (text) query = query.where(sql<SqlBool>`listings.search @@ ${text.tsquery}`);
  if (cursor) query = query.where(afterCursor(keys, cursor.keys));
  // Within a radius, the matches' keys come from the place index alone (migration 0322): collecting
  // them costs what the listings inside the radius cost, never a scan of an order's whole index.
  const rows = await pageOf(db, query, keys, params.limit + 1, params.around !== null || (text?.bounds.any ?? Infinity) < COLLECT_ALL_BELOW);
  return page(rows, params.limit, searched, (row) => ({ sort: params.sort, keys: keyValues(row, keys) }), search, params.around);
}
