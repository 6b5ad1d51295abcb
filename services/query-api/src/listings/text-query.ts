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

interface Vocabulary {
  /** Words no listing uses, mapped to the closest word one does ("genrator" → "generator"). */
  corrections: Map<string, string>;
  /** Words no listing uses and nothing is close to. */
  unknown: Set<string>;
}

/** Checks the words against the vocabulary the listings projection keeps (pg_trgm similarity). */
async function checkWords(db: Db, terms: string[]): Promise<Vocabulary> {
  const correctable = terms.filter((term) => term.length >= MIN_CORRECTABLE && !/^\d+$/.test(term));
  if (correctable.length === 0) return { corrections: new Map(), unknown: new Set() };
  // Known words (the usual case) are settled by the primary key; only unknown ones are compared.
  const { rows } = await sql<{ input: string; best: string | null }>`
    select t.input,
      case when exists (select 1 from listing_words k where k.word = t.input) then t.input
      else (select w.word from listing_words w
        where w.word % t.input
        order by w.word <-> t.input, w.word
        limit 1) end as best
    from unnest(${correctable}::text[]) as t(input)`.execute(db);
  return {
    corrections: new Map(rows.filter((row) => row.best && row.best !== row.input).map((row) => [row.input, row.best!])),
    unknown: new Set(rows.filter((row) => !row.best).map((row) => row.input)),
  };
}

/** How many active listings use a word anywhere and in the title (via its English lexeme). */
interface Usage {
  /** 0 for a word the English dictionary drops ("the"). */
  lexemes: number;
  active: number;
  title: number;
}

async function usage(db: Db, words: string[]): Promise<Map<string, Usage>> {
  const { rows } = await sql<{ word: string } & Usage>`
    select t.word, count(l.lexeme)::int as lexemes,
      coalesce(sum(c.active_count), 0)::int as active, coalesce(sum(c.title_count), 0)::int as title
    from unnest(${words}::text[]) as t(word)
    left join lateral unnest(tsvector_to_array(to_tsvector('english', t.word))) as l(lexeme) on true
    left join listing_lexemes c on c.lexeme = l.lexeme
    group by t.word`.execute(db);
  return new Map(rows.map((row) => [row.word, row]));
}

export interface TextQuery {
  /** A tsquery needing every word, each word or its correction. */
  tsquery: RawBuilder<unknown>;
  /** Upper bounds (ignoring the other filters) on all matches, those with every word in the title, and the rest. */
  bounds: { any: number; title: number; other: number };
}

/**
 * The search as a tsquery, with upper bounds on each relevance tier from the per-lexeme counts.
 * Null when the search has no words at all. Words the English dictionary drops ("the") are
 * left out of the bounds, as they are out of the match.
 */
export async function textQuery(db: Db, search: string): Promise<TextQuery | null> {
  const words = searchTerms(search);
  if (words.length === 0) return null;
  const { corrections, unknown } = await checkWords(db, words);
  // A word no listing uses could only empty the results ("oxygen tnak"); search with the others.
  const known = words.filter((word) => !unknown.has(word));
  const terms = known.length > 0 ? known : words;
  const groups = terms.map((term) => [term, ...(corrections.has(term) ? [corrections.get(term)!] : [])]);
  const counts = await usage(db, groups.flat());

  const parts = groups.map((words) => sql`(${sql.join(words.map((word) => sql`plainto_tsquery('english', ${word})`), sql` || `)})`);
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
