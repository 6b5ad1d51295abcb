import { distance } from 'fastest-levenshtein';
import { sql, type RawBuilder } from 'kysely';
import type { QueryDb } from '../read-models';
import { foldWords, MAX_TERMS, probeQuery, probesOf, termOf, termsOf, tokensOf, vocabularyForms, type Probe, type Term } from '@barteraid/infra/search/index';

/** Shorter words have too few trigrams for a correction to be more than a guess. */
const MIN_CORRECTABLE = 4;
/** How many of the most similar known words a misspelt word is compared with letter by letter. */
const CANDIDATES = 8;

/** The search box's words, folded like the index folds them. */
export function searchTerms(search: string): string[] {
  return [...new Set(foldWords(search).split(' ').filter(Boolean))].slice(0, MAX_TERMS);
}

/** A lexeme and how many active listings use it anywhere and in the title. */
interface Counted {
  lexeme: string;
  active: number;
  title: number;
}

/**
 * One round trip: the lexemes of every probe with their per-lexeme counts (0 for a lexeme no
 * active listing uses). A probe without lexemes is a word its dictionary drops as too common.
 */
async function lexemesOf(db: QueryDb, probes: Probe[]): Promise<Counted[][]> {
  const found: Counted[][] = probes.map(() => []);
  if (probes.length === 0) return found;
  const { rows } = await sql<{ i: string } & Counted>`
    select p.i, l.lexeme, coalesce(c.active_count, 0)::int as active, coalesce(c.title_count, 0)::int as title
    from unnest(${probes.map((probe) => probe.text)}::text[], ${probes.map((probe) => probe.config)}::text[]) with ordinality as p(text, config, i)
    cross join lateral unnest(case p.config
      when 'lexeme' then array[p.text]
      when 'english' then tsvector_to_array(to_tsvector('english', p.text))
      else tsvector_to_array(to_tsvector('spanish', p.text)) end) as l(lexeme)
    left join listing_lexemes c on c.lexeme = l.lexeme`.execute(db);
  for (const row of rows) found[Number(row.i) - 1]!.push({ lexeme: row.lexeme, active: row.active, title: row.title });
  return found;
}

/** A way a term is asked for, with upper bounds on the active listings it matches anywhere, in the title, and elsewhere. */
interface Way {
  probe: Probe;
  lexemes: string[];
  active: number;
  title: number;
  other: number;
}

const wayOf = (probe: Probe, counted: Counted[]): Way => {
  // A listing matching every lexeme uses the rarest one: its count bounds the matches.
  const active = Math.min(...counted.map((each) => each.active));
  const title = Math.min(...counted.map((each) => each.title));
  return { probe, lexemes: counted.map((each) => each.lexeme), active, title, other: counted.length === 1 ? active - title : active };
};

interface Weighed {
  term: Term;
  /** No way for a term of only common words. */
  ways: Way[];
}

/**
 * Each term's ways to match, with their counts. A term's own words are stemmed in both languages,
 * and left out when either dictionary drops them as too common: the other language's stemmer
 * would keep them and ask for a word the listing need not contain. A synonym is stemmed in its own
 * language; a category is its lexeme. A way needing all the lexemes of another (the vocabulary
 * repeats the typed word; "baby formula" beside "formula") is left out: it adds no match, only
 * posting lists for the index to read and counts that loosen the bounds.
 */
async function weigh(db: QueryDb, terms: Term[]): Promise<Weighed[]> {
  const probes = terms.map(probesOf);
  const counted = await lexemesOf(db, probes.flat(2));
  let next = 0;
  return probes.map((alternatives, index) => {
    const candidates = alternatives
      .map((parts) => parts.map((probe) => ({ probe, counted: counted[next++]! })))
      // A word either dictionary drops ("the", "de") has no way at all.
      .filter((parts) => parts.every((part) => part.counted.length > 0))
      .flat()
      .map(({ probe, counted }) => wayOf(probe, counted))
      .sort((a, b) => a.lexemes.length - b.lexemes.length);
    const ways: Way[] = [];
    for (const way of candidates) {
      if (!ways.some((kept) => kept.lexemes.every((lexeme) => way.lexemes.includes(lexeme)))) ways.push(way);
    }
    return { term: terms[index]!, ways };
  });
}

/**
 * For each word, the known word it most likely misspells: among the most similar (pg_trgm) of
 * members' words that an active listing uses and of the vocabulary's words, the fewest letters
 * away, the more similar first ("watr" is one letter from "water", two from "watch", which pg_trgm
 * finds as similar). No entry for a word nothing is close to.
 */
async function correctionsOf(db: QueryDb, words: string[]): Promise<Map<string, string>> {
  const { rows } = await sql<{ input: string; word: string }>`
    select t.input, c.word
    from unnest(${words}::text[]) as t(input)
    cross join lateral (
      select k.word from (
        select w.word from listing_words w
        where w.word % t.input and exists (select 1 from listing_lexemes c
          where c.lexeme = any (tsvector_to_array(to_tsvector('english', w.word) || to_tsvector('spanish', w.word))))
        union
        select v.word from unnest(${vocabularyForms}::text[]) as v(word) where v.word % t.input) as k
      order by k.word <-> t.input, k.word
      limit ${CANDIDATES}) as c`.execute(db);
  const corrections = new Map<string, string>();
  for (const word of words) {
    const candidates = rows.filter((row) => row.input === word).map((row) => row.word);
    // Stable: among equally close words the more similar one, as pg_trgm ordered them, wins.
    const best = candidates.reduce<string | null>((best, candidate) => (best === null || distance(word, candidate) < distance(word, best) ? candidate : best), null);
    if (best !== null) corrections.set(word, best);
  }
  return corrections;
}

export interface TextQuery {
  /** A tsquery needing every term, each through one of its alternatives. */
  tsquery: RawBuilder<unknown>;
  /** Upper bounds (ignoring the other filters) on all matches, those with every term in the title, and the rest. */
  bounds: { any: number; title: number; other: number };
  /** The words searched for: the search as typed, or as corrected. */
  searchedFor: string;
  /** The search as typed, when it found nothing and was corrected; otherwise null. */
  correctedFrom: string | null;
}

/** A way as a tsquery (the shared reading of a probe). */
const wayQuery = ({ probe }: Way): RawBuilder<unknown> => probeQuery(probe);

/** A term no active listing can match: the search as typed finds nothing. */
const unmatched = (weighed: Weighed) => weighed.ways.length > 0 && weighed.ways.every((way) => way.active === 0);

/**
 * The search as a tsquery, with upper bounds on each relevance tier from the per-lexeme counts.
 * Null when the search has no words at all. Each word also finds its synonyms in the vocabulary
 * and, for a category's words, that category. Words either dictionary drops as too common ("the",
 * "de") are left out of the match and the bounds.
 *
 * A correction is tried only when the words as typed can find nothing, which the counts tell
 * without reading a listing: some word no active listing uses. Then each such word becomes the
 * known word it most likely misspells, or is left out if nothing is close and other words remain;
 * `correctedFrom` says so. `correct: false` searches the words as typed, whatever they find.
 */
export async function textQuery(db: QueryDb, search: string, options: { correct: boolean }): Promise<TextQuery | null> {
  const tokens = tokensOf(search);
  if (tokens.length === 0) return null;
  let weighed = await weigh(db, termsOf(tokens));
  let searchedFor = search;
  let correctedFrom: string | null = null;

  if (options.correct && weighed.some(unmatched)) {
    const misspelt = weighed.filter(unmatched).map(({ term }) => term);
    const correctable = misspelt
      .filter((term) => term.tokens.length === 1 && term.tokens[0]!.folded.length >= MIN_CORRECTABLE && !/^\d+$/.test(term.tokens[0]!.folded))
      .map((term) => term.tokens[0]!.folded);
    const corrections = correctable.length > 0 ? await correctionsOf(db, correctable) : new Map<string, string>();
    const corrected = weighed.flatMap(({ term }): Term[] => {
      if (!misspelt.includes(term)) return [term];
      const correction = corrections.get(term.tokens[0]!.folded);
      return correction && term.tokens.length === 1 ? [termOf([{ typed: correction, folded: correction }])] : [];
    });
    // Nothing left to search for, or only common words: the search stays as typed (and finds nothing).
    if (corrected.length > 0) {
      const reweighed = await weigh(db, corrected);
      if (reweighed.some((term) => term.ways.length > 0)) {
        weighed = reweighed;
        searchedFor = corrected.flatMap((term) => term.tokens.map((token) => token.typed)).join(' ');
        correctedFrom = search;
      }
    }
  }

  const meaningful = weighed.filter((term) => term.ways.length > 0);
  // A way no active listing uses is left out of the tsquery (posting lists the index need not read).
  const asked = (term: Weighed) => (term.ways.some((way) => way.active > 0) ? term.ways.filter((way) => way.active > 0) : term.ways);
  // Only common words ("the"): matched as English alone, as before, which finds nothing.
  const parts = meaningful.length > 0
    ? meaningful.map((term) => sql`(${sql.join(asked(term).map(wayQuery), sql` || `)})`)
    : weighed.map(({ term }) => sql`plainto_tsquery('english', ${term.tokens.map((token) => token.folded).join(' ')})`);
  const sums = meaningful.map((term) =>
    term.ways.reduce(
      (sum, way) => ({ active: sum.active + way.active, title: sum.title + way.title, other: sum.other + way.other }),
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
    searchedFor,
    correctedFrom,
  };
}

/**
 * A draft listing's words as a tsquery any one of them satisfies (each word through its ways: both
 * languages' stems, its synonyms, its category), for the listings that could answer it. Null when
 * it has no word either dictionary keeps. Uncorrected: a draft's words are what its author wrote.
 */
export async function anyWordQuery(db: QueryDb, text: string): Promise<RawBuilder<unknown> | null> {
  const tokens = tokensOf(text);
  if (tokens.length === 0) return null;
  const ways = (await weigh(db, termsOf(tokens))).flatMap((term) => term.ways.filter((way) => way.active > 0));
  if (ways.length === 0) return null;
  return sql`(${sql.join(ways.map(wayQuery), sql` || `)})`;
}
