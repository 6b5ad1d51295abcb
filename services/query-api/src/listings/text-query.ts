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
 * How many active listings use a word anywhere and in the title, via its lexemes in both languages
 * the listings are indexed in (English and Spanish stems, e.g. `generat` and `gener`).
 */
interface Usage {
  /** 0 for a word either dictionary drops as too common ("the", "para"). */
  lexemes: number;
  active: number;
  title: number;
}

interface CheckedWords {
  /** Words no listing uses, mapped to the closest word one does ("genrator" → "generator"). */
  corrections: Map<string, string>;
  /** Words no listing uses and nothing is close to. */
  unknown: Set<string>;
  usage: Map<string, Usage>;
}

/**
 * One round trip: each word against the vocabulary the listings projection keeps (a known word
 * is settled by the primary key; only unknown ones are compared with pg_trgm similarity), and
 * the per-lexeme counts of each word and its correction.
 */
async function checkWords(db: Db, words: string[]): Promise<CheckedWords> {
  const { rows } = await sql<{ input: string; best: string | null; word: string } & Usage>`
    with checked as materialized (
      select t.input,
        case when length(t.input) < ${MIN_CORRECTABLE} or t.input ~ '^[0-9]+$' then t.input
          when exists (select 1 from listing_words k where k.word = t.input) then t.input
          else (select w.word from listing_words w
            where w.word % t.input
            order by w.word <-> t.input, w.word
            limit 1) end as best
      from unnest(${words}::text[]) as t(input))
    select checked.input, checked.best, alt.word, count(l.lexeme)::int as lexemes,
      coalesce(sum(c.active_count), 0)::int as active, coalesce(sum(c.title_count), 0)::int as title
    from checked
    cross join lateral (select checked.input union select checked.best where checked.best is not null) as alt(word)
    cross join lateral (select length(to_tsvector('english', alt.word)) = 0 or length(to_tsvector('spanish', alt.word)) = 0) as s(stop)
    left join lateral unnest(tsvector_to_array(to_tsvector('english', alt.word) || to_tsvector('spanish', alt.word))) as l(lexeme) on not s.stop
    left join listing_lexemes c on c.lexeme = l.lexeme
    group by checked.input, checked.best, alt.word`.execute(db);
  const checked: CheckedWords = { corrections: new Map(), unknown: new Set(), usage: new Map() };
  for (const row of rows) {
    if (row.best === null) checked.unknown.add(row.input);
    else if (row.best !== row.input) checked.corrections.set(row.input, row.best);
    checked.usage.set(row.word, { lexemes: row.lexemes, active: row.active, title: row.title });
  }
  return checked;
}

export interface TextQuery {
  /** A tsquery needing every word, each word or its correction. */
  tsquery: RawBuilder<unknown>;
  /** Upper bounds (ignoring the other filters) on all matches, those with every word in the title, and the rest. */
  bounds: { any: number; title: number; other: number };
}

/** A word as English or Spanish: either stem matches ("generadores" finds "generador", "generators" "generator"). */
const bilingual = (word: string) => sql`(plainto_tsquery('english', ${word}) || plainto_tsquery('spanish', ${word}))`;

/**
 * The search as a tsquery, with upper bounds on each relevance tier from the per-lexeme counts.
 * Null when the search has no words at all. Words either dictionary drops as too common ("the",
 * "de") are left out of the match and the bounds: the other language's stemmer would keep them
 * and ask for a word the listing need not contain.
 */
export async function textQuery(db: Db, search: string): Promise<TextQuery | null> {
  const words = searchTerms(search);
  if (words.length === 0) return null;
  const { corrections, unknown, usage: counts } = await checkWords(db, words);
  // A word no listing uses could only empty the results ("oxygen tnak"); search with the others.
  const known = words.filter((word) => !unknown.has(word));
  const terms = known.length > 0 ? known : words;
  const groups = terms.map((term) => [term, ...(corrections.has(term) ? [corrections.get(term)!] : [])]);

  const lexical = (word: string) => (counts.get(word)?.lexemes ?? 0) > 0;
  const meaningful = groups.map((words) => words.filter(lexical)).filter((words) => words.length > 0);
  // Only common words ("the"): matched as English alone, as before, which finds nothing.
  const parts = meaningful.length > 0
    ? meaningful.map((words) => sql`(${sql.join(words.map(bilingual), sql` || `)})`)
    : groups.map((words) => sql`(${sql.join(words.map((word) => sql`plainto_tsquery('english', ${word})`), sql` || `)})`);
  const sums = groups
    // A stop word has no lexeme: it drops out of the match, so it bounds nothing.
    .filter((words) => words.some((word) => (counts.get(word)?.lexemes ?? 0) > 0))
    .map((words) =>
      words.reduce(
        (sum, word) => {
          const count = counts.get(word) ?? { lexemes: 0, active: 0, title: 0 };
          return { active: sum.active + count.active, title: sum.title + count.title, other: sum.other + count.active - count.title };
        },
        { active: 0, title: 0, other: 0 },
      ),
    );
  const min = (values: number[]) => (values.length ? Math.min(...values) : Number.MAX_SAFE_INTEGER);
  const anywhere = min(sums.map((sum) => sum.active));
  return {
    tsquery: sql`(${sql.join(parts, sql` && `)})`,
    bounds: {
      any: anywhere,
      title: min(sums.map((sum) => sum.title)),
      other: Math.min(anywhere, sums.reduce((total, sum) => total + sum.other, 0)),
    },
  };
}
