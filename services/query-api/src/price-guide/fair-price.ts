import type { PriceGuideCategory } from '@barteraid/events';
import { itemConditions, type ItemCondition } from '@barteraid/events/contracts/price-guide';

/** A price guide entry as the pricing assistant reasons about it (prices in cents). */
export interface GuideEntry {
  id: string;
  itemName: string;
  category: PriceGuideCategory;
  subcategory: string;
  description: string;
  minPriceCents: number;
  maxPriceCents: number;
  averagePriceCents: number;
  unit: string;
  isEmergencyItem: boolean;
}

export { itemConditions, type ItemCondition };

/** Share of the typical (as-new) price an item in this condition is fairly worth. */
export const conditionFactors: Record<ItemCondition, number> = { new: 1, good: 0.85, fair: 0.7, poor: 0.5 };

/** Urgent, non-emergency requests may add a little for the quick turnaround. */
export const URGENT_MARKUP = 1.1;

export const NO_GOUGING_NOTE =
  'Emergency items are never marked up for urgency: price gouging is not allowed in a crisis.';

export interface FairPriceRequest {
  itemName: string;
  category: PriceGuideCategory | null;
  condition: ItemCondition;
  urgent: boolean;
}

export interface FairPrice {
  suggestedCents: number;
  minCents: number;
  maxCents: number;
  unit: string;
  isEmergencyItem: boolean;
  /** Condition applies to goods only; services and skills have none. */
  conditionApplied: boolean;
  urgentMarkupApplied: boolean;
  basedOn: GuideEntry[];
  note: string;
}

const STOP_WORDS = new Set([
  'a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'into', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with',
  'my', 'our', 'your', 'some', 'any', 'need', 'needs', 'want', 'offer', 'offering', 'help', 'pair',
  // Condition words describe the item, not what it is.
  'new', 'used', 'old', 'good', 'fair', 'poor', 'like', 'condition', 'working', 'broken',
]);

/** Lower-case word stems: "Batteries" → "battery", "generators" → "generator". */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Everyday words for what the guide names otherwise: a member asks for "babysitting", the guide says "childcare". */
const GUIDE_WORDS: Record<string, string> = {
  babysitting: 'childcare',
  babysitter: 'childcare',
  babysit: 'childcare',
  daycare: 'childcare',
  nanny: 'childcare',
};

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map((word) => GUIDE_WORDS[word] ?? stem(word));
}

/**
 * Endings that make another form of the same word ("tutor" → "tutoring", "repair" → "repairer"). A
 * longer word that merely begins with a shorter one is usually another word altogether
 * ("babysitting" is not "baby"), so only these endings make a partial match.
 */
const WORD_FORM_ENDINGS = new Set(['ing', 'er', 'ers', 'ed', 'or', 'ors', 'ion', 'ions', 'ment', 'ments', 'al', 'ist', 'ists', 'ry', 'e', 'es', 'y']);

/** Is `longer` another form of `shorter`: the same word with one of the endings above? */
function sameWordForm(shorter: string, longer: string): boolean {
  return longer.startsWith(shorter) && WORD_FORM_ENDINGS.has(longer.slice(shorter.length));
}

/** Exact word in a field, or (for longer words) another form of it: "tutor" ~ "tutoring", never "baby" ~ "babysitting". */
function fieldMatch(word: string, field: Set<string>): 'exact' | 'partial' | null {
  if (field.has(word)) return 'exact';
  if (word.length < 4) return null;
  for (const candidate of field) {
    if (candidate.length >= 4 && (sameWordForm(word, candidate) || sameWordForm(candidate, word))) return 'partial';
  }
  return null;
}

/**
 * How much an entry resembles the words asked for: name matches count most, descriptions
 * least, and among equal matches the entry whose name the words cover best wins.
 */
export function similarity(queryWords: string[], entry: GuideEntry): number {
  const name = new Set(words(entry.itemName));
  const fields: [Set<string>, number][] = [
    [name, 3],
    [new Set(words(entry.subcategory)), 2],
    [new Set(words(entry.description)), 1],
  ];
  let score = 0;
  let nameHits = 0;
  for (const word of new Set(queryWords)) {
    let best = 0;
    for (const [field, weight] of fields) {
      const match = fieldMatch(word, field);
      if (match) best = Math.max(best, match === 'exact' ? weight : weight / 2);
    }
    if (fieldMatch(word, name)) nameHits++;
    score += best;
  }
  return score === 0 ? 0 : score + (name.size > 0 ? Math.min(1, nameHits / name.size) / 2 : 0);
}

/**
 * Does any word asked for name the entry (its name or subcategory)? A match in the description
 * alone is a guess: "insulin cooler" met a sleeping bag "for cool nights", "hot meal" a food box of
 * "canned meals". Without a named match the assistant says it has no close match.
 */
export function namesEntry(queryWords: string[], entry: GuideEntry): boolean {
  const named = [new Set(words(entry.itemName)), new Set(words(entry.subcategory))];
  return queryWords.some((word) => named.some((field) => fieldMatch(word, field) !== null));
}

const MAX_BASIS = 3;
/** Entries must score at least this share of the best match to be averaged in. */
const CLOSE_ENOUGH = 0.6;

/**
 * The most similar entries: the asked-for category first, then any other. Only entries priced
 * like the best match (same category and unit) are kept, so hours are never averaged with items.
 */
export function similarEntries(request: Pick<FairPriceRequest, 'itemName' | 'category'>, entries: GuideEntry[]) {
  const queryWords = words(request.itemName);
  if (queryWords.length === 0) return [];
  const scored = entries
    .filter((entry) => namesEntry(queryWords, entry))
    .map((entry) => ({ entry, score: similarity(queryWords, entry) }))
    .filter((each) => each.score > 0);
  const sameCategory = request.category ? scored.filter((each) => each.entry.category === request.category) : [];
  const pool = sameCategory.length > 0 ? sameCategory : scored;
  pool.sort((a, b) => b.score - a.score || a.entry.itemName.localeCompare(b.entry.itemName));
  const lead = pool[0];
  if (!lead) return [];
  return pool
    .filter(
      (each) =>
        each.score >= lead.score * CLOSE_ENOUGH && each.entry.category === lead.entry.category && each.entry.unit === lead.entry.unit,
    )
    .slice(0, MAX_BASIS);
}

const percent = (factor: number) => `${Math.round(factor * 100)}%`;

/**
 * A fair credit price for an item: the score-weighted average of the most similar entries,
 * adjusted for the item's condition (goods only) and for urgency (never for emergency items).
 * Null when nothing in the guide is similar.
 */
export function suggestFairPrice(request: FairPriceRequest, entries: GuideEntry[]): FairPrice | null {
  const similar = similarEntries(request, entries);
  if (similar.length === 0) return null;
  const totalScore = similar.reduce((sum, each) => sum + each.score, 0);
  const weighted = (price: (entry: GuideEntry) => number) =>
    similar.reduce((sum, each) => sum + price(each.entry) * each.score, 0) / totalScore;

  const basedOn = similar.map((each) => each.entry);
  const lead = basedOn[0]!;
  const isEmergencyItem = basedOn.some((entry) => entry.isEmergencyItem);
  const conditionApplied = lead.category === 'goods';
  const conditionFactor = conditionApplied ? conditionFactors[request.condition] : 1;
  const urgentMarkupApplied = request.urgent && !isEmergencyItem;
  const factor = conditionFactor * (urgentMarkupApplied ? URGENT_MARKUP : 1);

  const notes = [`Based on ${basedOn.length} similar ${basedOn.length === 1 ? 'entry' : 'entries'} in the price guide.`];
  if (conditionApplied) {
    notes.push(
      request.condition === 'new'
        ? 'New condition: the full typical price.'
        : `${request.condition[0]!.toUpperCase()}${request.condition.slice(1)} condition: ${percent(conditionFactor)} of the typical price.`,
    );
  } else {
    notes.push('Condition does not change the price of services and skills.');
  }
  if (request.urgent) {
    notes.push(urgentMarkupApplied ? `Urgent: ${percent(URGENT_MARKUP - 1)} added for the quick turnaround.` : NO_GOUGING_NOTE);
  } else if (isEmergencyItem) {
    notes.push('This is an emergency item: please keep its price fair.');
  }

  return {
    suggestedCents: Math.round(weighted((entry) => entry.averagePriceCents) * factor),
    minCents: Math.round(weighted((entry) => entry.minPriceCents) * factor),
    maxCents: Math.round(weighted((entry) => entry.maxPriceCents) * factor),
    unit: lead.unit,
    isEmergencyItem,
    conditionApplied,
    urgentMarkupApplied,
    basedOn,
    note: notes.join(' '),
  };
}
