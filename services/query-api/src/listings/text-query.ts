import { sql, type RawBuilder } from 'kysely';
import type { Db } from '@barteraid/infra';

const MAX_TERMS = 8;
/** Shorter words have too few trigrams for a correction to be more than a guess. */
const MIN_CORRECTABLE = 4;

/** The search box's words, folded like the index folds them. */
export function searchTerms(search: string): string[] {
  const folded = search.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return [...new Set(folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, MAX_TERMS);
}

/**
 * For each word, the closest word any listing uses (pg_trgm similarity over the vocabulary
 * the listings projection keeps), so "genrator" also finds "generator". A word that is
 * itself in the vocabulary is its own closest match and gets no alternative.
 */
async function closestWords(db: Db, terms: string[]): Promise<Map<string, string>> {
  const correctable = terms.filter((term) => term.length >= MIN_CORRECTABLE && !/^\d+$/.test(term));
  if (correctable.length === 0) return new Map();
  const { rows } = await sql<{ input: string; best: string | null }>`
    select t.input,
      (select w.word from listing_words w
        where w.word % t.input
        order by w.word <-> t.input, w.word
        limit 1) as best
    from unnest(${correctable}::text[]) as t(input)`.execute(db);
  return new Map(rows.filter((row) => row.best && row.best !== row.input).map((row) => [row.input, row.best!]));
}

/**
 * A tsquery that needs every word (or its correction): the words as the English stemmer
 * sees them, so "blankets" finds "blanket". Null when the search has no words at all.
 */
export async function textQuery(db: Db, search: string): Promise<RawBuilder<unknown> | null> {
  const terms = searchTerms(search);
  if (terms.length === 0) return null;
  const corrections = await closestWords(db, terms);
  const parts = terms.map((term) => {
    const correction = corrections.get(term);
    return correction
      ? sql`(plainto_tsquery('english', ${term}) || plainto_tsquery('english', ${correction}))`
      : sql`plainto_tsquery('english', ${term})`;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
}
