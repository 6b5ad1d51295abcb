import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '@barteraid/infra';
import { decodeCursor, encodeCursor } from './cursor';
import type { ListingSearch, ListingSort } from './search-params';
import { textQuery } from './text-query';
import { listingCard, listingColumns, type ListingCard, type ListingRow } from './listing-view';

interface SortKey {
  /** The SQL expression and the name it is selected as. */
  expression: RawBuilder<unknown>;
  alias: string;
  descending: boolean;
}

const newestKeys = (): SortKey[] => [
  { expression: sql`listings.created_at`, alias: 'sort_created', descending: true },
  { expression: sql`listings.id`, alias: 'sort_id', descending: true },
];

/** Every order ends in (created_at, id), so ties are broken the same way on every page. */
function sortKeys(sort: ListingSort, rank: RawBuilder<unknown> | null): SortKey[] {
  switch (sort) {
    case 'relevance':
      return [{ expression: rank ?? sql`0`, alias: 'sort_rank', descending: true }, ...newestKeys()];
    case 'urgent':
      return [{ expression: sql`listings.is_urgent`, alias: 'sort_urgent', descending: true }, ...newestKeys()];
    case 'credits_asc':
      return [{ expression: sql`listings.credits_cents`, alias: 'sort_credits', descending: false }, ...newestKeys()];
    case 'credits_desc':
      return [{ expression: sql`listings.credits_cents`, alias: 'sort_credits', descending: true }, ...newestKeys()];
    case 'newest':
      return newestKeys();
  }
}

const typed = (key: SortKey, value: string | number | boolean) => {
  if (key.alias === 'sort_created') return sql`${String(value)}::timestamptz`;
  if (key.alias === 'sort_id') return sql`${String(value)}::uuid`;
  if (key.alias === 'sort_rank') return sql`${String(value)}::numeric`;
  return sql`${value}`;
};

/**
 * "After the cursor" for a sort. One direction throughout becomes a row comparison the
 * matching index can seek to; mixed directions (cheapest first, newest among equals) are spelled out.
 */
function afterCursor(keys: SortKey[], values: (string | number | boolean)[]): Expression<SqlBool> {
  const uniform = keys.every((key) => key.descending === keys[0]!.descending);
  if (uniform) {
    const left = sql.join(keys.map((key) => key.expression));
    const right = sql.join(keys.map((key, index) => typed(key, values[index]!)));
    return sql<SqlBool>`(${left}) ${sql.raw(keys[0]!.descending ? '<' : '>')} (${right})`;
  }
  const alternatives = keys.map((key, index) => {
    const equal = keys.slice(0, index).map((earlier, j) => sql`${earlier.expression} = ${typed(earlier, values[j]!)}`);
    const beyond = sql`${key.expression} ${sql.raw(key.descending ? '<' : '>')} ${typed(key, values[index]!)}`;
    return sql`(${sql.join([...equal, beyond], sql` and `)})`;
  });
  return sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`;
}

const keyValue = (alias: string, value: unknown): string | number | boolean => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
};

export interface ListingPage {
  listings: ListingCard[];
  nextCursor: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** One page of active listings matching every given filter, in the requested order. */
export async function searchListings(db: Db, params: ListingSearch): Promise<ListingPage> {
  const tsquery = params.search ? await textQuery(db, params.search) : null;
  // Rounded so a page boundary compares exactly; title words weigh most, then description, then location.
  const rank = tsquery ? sql`round(ts_rank(listings.search, ${tsquery})::numeric, 6)` : null;
  const keys = sortKeys(params.sort, rank);

  let query = db
    .selectFrom('listings')
    .select(listingColumns)
    .select(keys.map((key) => key.expression.as(key.alias)))
    .where(sql<SqlBool>`listings.is_active`);

  if (tsquery) query = query.where(sql<SqlBool>`listings.search @@ ${tsquery}`);
  if (params.category) query = query.where('listings.category', '=', params.category);
  if (params.type) query = query.where('listings.type', '=', params.type);
  if (params.urgent !== undefined) query = query.where('listings.is_urgent', '=', params.urgent);
  if (params.location) {
    query = query.where(sql<SqlBool>`lower(listings.location) like ${`%${escapeLike(params.location.toLowerCase())}%`}`);
  }
  if (params.minCredits !== undefined) query = query.where('listings.credits_cents', '>=', params.minCredits);
  if (params.maxCredits !== undefined) query = query.where('listings.credits_cents', '<=', params.maxCredits);

  const search = params.search ?? null;
  if (params.cursor) {
    const cursor = decodeCursor(params.cursor, params.sort, search, keys.length);
    query = query.where(afterCursor(keys, cursor.keys));
  }
  for (const key of keys) query = query.orderBy(key.expression, key.descending ? 'desc' : 'asc');

  const rows = (await query.limit(params.limit + 1).execute()) as (ListingRow & Record<string, unknown>)[];
  const page = rows.slice(0, params.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > params.limit && last
      ? encodeCursor({ sort: params.sort, search, keys: keys.map((key) => keyValue(key.alias, last[key.alias])) })
      : null;
  return { listings: page.map(listingCard), nextCursor };
}
