import { sql, type QueryExecutorProvider, type RawBuilder } from 'kysely';
import { foldWords, LONGEST_PHRASE, synonymsOf, type Synonym } from './vocabulary';

/**
 * The marketplace search's words, read one way for everyone who matches text against listings:
 * the search box (the query API's `text-query.ts`) and saved alerts (an alert's stored tsquery).
 * Both take their terms, alternatives and tsqueries from here, so an alert matches a listing
 * exactly when searching its words would find it.
 */

export const MAX_TERMS = 8;

/** One search word as typed, and folded as the index folds it. */
export interface Token {
  typed: string;
  folded: string;
}

export function tokensOf(search: string): Token[] {
  const seen = new Set<string>();
  const tokens: Token[] = [];
  for (const typed of search.split(/[^\p{L}\p{N}]+/u)) {
    const folded = foldWords(typed);
    if (!folded || seen.has(folded) || tokens.length === MAX_TERMS) continue;
    seen.add(folded);
    tokens.push({ typed, folded });
  }
  return tokens;
}

/** What a term may be found by: its own words in either language, or a synonym. */
export interface Alternative {
  text: string;
  config: 'both' | Synonym['config'];
}

/** A word (or a phrase of the vocabulary) of the search; a listing must match one of its alternatives. */
export interface Term {
  tokens: Token[];
  alternatives: Alternative[];
}

export const termOf = (tokens: Token[]): Term => {
  const folded = tokens.map((token) => token.folded).join(' ');
  return { tokens, alternatives: [{ text: folded, config: 'both' }, ...synonymsOf(folded)] };
};

/** The search's terms: the vocabulary's phrases where typed in order ("cuidado de niños"), else single words. */
export function termsOf(tokens: Token[]): Term[] {
  const terms: Term[] = [];
  for (let start = 0; start < tokens.length; ) {
    let length = Math.min(LONGEST_PHRASE, tokens.length - start);
    while (length > 1 && synonymsOf(tokens.slice(start, start + length).map((token) => token.folded).join(' ')).length === 0) length--;
    terms.push(termOf(tokens.slice(start, start + length)));
    start += length;
  }
  return terms;
}

/** One way a listing matches: all the lexemes of a word or phrase stemmed in one language, or a category's lexeme. */
export interface Probe {
  text: string;
  config: 'english' | 'spanish' | 'lexeme';
}

/** Each alternative of a term as its probes: a term's own words in both languages (both needed), a synonym in its own. */
export const probesOf = (term: Term): Probe[][] =>
  term.alternatives.map((alternative): Probe[] =>
    alternative.config === 'both'
      ? [{ text: alternative.text, config: 'english' }, { text: alternative.text, config: 'spanish' }]
      : [{ text: alternative.text, config: alternative.config }],
  );

/** A probe as a tsquery: a word or phrase in its language (all its words), or a category's lexeme. */
export function probeQuery(probe: Probe): RawBuilder<unknown> {
  if (probe.config === 'lexeme') return sql`${probe.text}::tsquery`;
  // A phrase of the vocabulary ("silla de ruedas") needs its words, not their order: a phrase operator
  // would make PostgreSQL recheck every match of the whole query against the row.
  return sql`plainto_tsquery(${probe.config}::regconfig, ${probe.text})`;
}

/** The probes' lexemes, in one round trip (none for a word its dictionary drops as too common). */
export async function probeLexemes(db: QueryExecutorProvider, probes: Probe[]): Promise<string[][]> {
  const found: string[][] = probes.map(() => []);
  if (probes.length === 0) return found;
  const { rows } = await sql<{ i: string; lexeme: string }>`
    select p.i, l.lexeme
    from unnest(${probes.map((probe) => probe.text)}::text[], ${probes.map((probe) => probe.config)}::text[]) with ordinality as p(text, config, i)
    cross join lateral unnest(case p.config
      when 'lexeme' then array[p.text]
      when 'english' then tsvector_to_array(to_tsvector('english', p.text))
      else tsvector_to_array(to_tsvector('spanish', p.text)) end) as l(lexeme)`.execute(db);
  for (const row of rows) found[Number(row.i) - 1]!.push(row.lexeme);
  return found;
}

/**
 * Of a term's alternatives, the probes that can match: an alternative whose words either
 * dictionary drops ("the", "de") has none; a probe needing all the lexemes of another is left out
 * (it adds no match). `lexemes` holds each probe's lexemes, in the order `probesOf` gave them.
 */
export function usefulProbes(alternatives: Probe[][], lexemes: string[][]): { probe: Probe; lexemes: string[] }[] {
  let next = 0;
  const candidates = alternatives
    .map((parts) => parts.map((probe) => ({ probe, lexemes: lexemes[next++]! })))
    .filter((parts) => parts.every((part) => part.lexemes.length > 0))
    .flat()
    .sort((a, b) => a.lexemes.length - b.lexemes.length);
  const kept: { probe: Probe; lexemes: string[] }[] = [];
  for (const candidate of candidates) {
    if (!kept.some((way) => way.lexemes.every((lexeme) => candidate.lexemes.includes(lexeme)))) kept.push(candidate);
  }
  return kept;
}

/**
 * The words of a saved search as one stored tsquery (its text), matched later against each new
 * listing's search vector: every term through one of its ways, as the search box asks for them,
 * but with no way left out for being unused today (a new listing may be the first to use it) and
 * no spelling correction (an alert keeps the words it was saved with). Null when the words hold
 * no term at all; a query that matches nothing when they are only common words.
 */
export async function savedSearchQuery(db: QueryExecutorProvider, search: string): Promise<string | null> {
  const tokens = tokensOf(search);
  if (tokens.length === 0) return null;
  const terms = termsOf(tokens);
  const alternatives = terms.map(probesOf);
  const lexemes = await probeLexemes(db, alternatives.flat(2));
  let offset = 0;
  const parts: RawBuilder<unknown>[] = [];
  for (const probes of alternatives) {
    const count = probes.flat().length;
    const ways = usefulProbes(probes, lexemes.slice(offset, offset + count));
    offset += count;
    if (ways.length > 0) parts.push(sql`(${sql.join(ways.map((way) => probeQuery(way.probe)), sql` || `)})`);
  }
  // Only common words: the search finds nothing, and so does the alert.
  const query = parts.length > 0 ? sql`(${sql.join(parts, sql` && `)})` : sql`'nothing_matches_only_common_words'::tsquery && '!nothing_matches_only_common_words'::tsquery`;
  const { rows } = await sql<{ text: string }>`select (${query})::text as text`.execute(db);
  return rows[0]!.text;
}
