import { describe, expect, it } from 'vitest';
import { priceGuideCatalogue } from '@barteraid/command-api/price-guide/catalogue';
import { NO_GOUGING_NOTE, similarEntries, stem, suggestFairPrice, words, type GuideEntry } from './fair-price';

let next = 0;
const entry = (overrides: Partial<GuideEntry> & Pick<GuideEntry, 'itemName'>): GuideEntry => ({
  id: `entry-${++next}`,
  category: 'goods',
  subcategory: 'Electronics',
  description: '',
  minPriceCents: 1000,
  maxPriceCents: 3000,
  averagePriceCents: 2000,
  unit: 'each',
  isEmergencyItem: false,
  ...overrides,
});

const laptop = entry({ itemName: 'Used laptop', description: 'Refurbished laptop with charger.', minPriceCents: 9000, maxPriceCents: 20000, averagePriceCents: 15000 });
const tablet = entry({ itemName: 'Tablet', description: 'Used tablet with charger.', minPriceCents: 5000, maxPriceCents: 15000, averagePriceCents: 9000 });
const generator = entry({
  itemName: 'Generator rental',
  subcategory: 'Tools',
  description: 'Portable gas generator lent for a day.',
  minPriceCents: 4000,
  maxPriceCents: 10000,
  averagePriceCents: 6500,
  unit: 'per day',
  isEmergencyItem: true,
});
const generatorHookup = entry({
  itemName: 'Generator setup and safe hookup',
  category: 'services',
  subcategory: 'Emergency Response',
  description: 'Setting up a generator outdoors.',
  minPriceCents: 3000,
  maxPriceCents: 5000,
  averagePriceCents: 4200,
  unit: 'per hour',
  isEmergencyItem: true,
});
const mathTutoring = entry({
  itemName: 'Math tutoring',
  category: 'services',
  subcategory: 'Tutoring',
  description: 'One-on-one math help.',
  minPriceCents: 1500,
  maxPriceCents: 3000,
  averagePriceCents: 2200,
  unit: 'per hour',
});
const scienceTutoring = entry({
  itemName: 'Science tutoring',
  category: 'services',
  subcategory: 'Tutoring',
  description: 'Biology and chemistry help.',
  minPriceCents: 1800,
  maxPriceCents: 3000,
  averagePriceCents: 2400,
  unit: 'per hour',
});
const guide = [laptop, tablet, generator, generatorHookup, mathTutoring, scienceTutoring];

describe('words', () => {
  it('lower-cases, drops filler and condition words, and stems plurals', () => {
    expect(words('Used Batteries for the GENERATORS')).toEqual(['battery', 'generator']);
    expect(stem('boxes')).toBe('box');
    expect(stem('glass')).toBe('glass');
  });
});

describe('similar entries', () => {
  it('prefers the requested category, then falls back to any', () => {
    expect(similarEntries({ itemName: 'generator', category: 'services' }, guide).map((each) => each.entry)).toEqual([generatorHookup]);
    expect(similarEntries({ itemName: 'generator', category: 'skills' }, guide).map((each) => each.entry)).toEqual([generator]);
  });

  it('averages only entries priced in the same unit and category as the best match', () => {
    const basis = similarEntries({ itemName: 'tutoring', category: null }, guide).map((each) => each.entry);
    expect(basis).toEqual(expect.arrayContaining([mathTutoring, scienceTutoring]));
    expect(basis).toHaveLength(2);
  });

  it('matches another form of a word, never a longer word that only begins with it', () => {
    const formula = entry({ itemName: 'Baby formula', subcategory: 'Baby', description: 'A can of infant formula.' });
    const tutor = entry({ itemName: 'Tutor for an hour', category: 'services', subcategory: 'Education', unit: 'per hour' });
    const withBaby = [...guide, formula, tutor];
    expect(similarEntries({ itemName: 'babysitting', category: null }, withBaby)).toEqual([]);
    // …and finds what the guide calls it.
    const childcare = entry({ itemName: 'Emergency childcare', category: 'services', subcategory: 'Emergency Response', unit: 'per hour' });
    expect(similarEntries({ itemName: 'babysitting', category: null }, [...withBaby, childcare]).map((each) => each.entry)).toEqual([childcare]);
    expect(similarEntries({ itemName: 'baby formula', category: null }, withBaby).map((each) => each.entry)).toEqual([formula]);
    expect(similarEntries({ itemName: 'tutoring', category: 'services' }, [tutor]).map((each) => each.entry)).toEqual([tutor]);
  });

  it('finds nothing for unrelated words', () => {
    expect(similarEntries({ itemName: 'xylophone', category: null }, guide)).toEqual([]);
  });
});

describe('fair price', () => {
  it('given one close match in good condition, when not urgent, then 85% of its prices', () => {
    const price = suggestFairPrice({ itemName: 'laptop', category: 'goods', condition: 'good', urgent: false }, guide)!;
    expect(price.basedOn).toEqual([laptop]);
    expect(price).toMatchObject({ suggestedCents: 12750, minCents: 7650, maxCents: 17000, unit: 'each', conditionApplied: true });
    expect(price.note).toContain('Good condition: 85% of the typical price.');
  });

  it('scales by condition: new 100%, fair 70%, poor 50%', () => {
    const at = (condition: 'new' | 'fair' | 'poor') =>
      suggestFairPrice({ itemName: 'laptop', category: 'goods', condition, urgent: false }, guide)!.suggestedCents;
    expect(at('new')).toBe(15000);
    expect(at('fair')).toBe(10500);
    expect(at('poor')).toBe(7500);
  });

  it('given an urgent everyday item, then adds 10%', () => {
    const price = suggestFairPrice({ itemName: 'laptop', category: 'goods', condition: 'new', urgent: true }, guide)!;
    expect(price.suggestedCents).toBe(16500);
    expect(price.urgentMarkupApplied).toBe(true);
  });

  it('given an urgent emergency item, then never marks it up and says why', () => {
    const urgent = suggestFairPrice({ itemName: 'generator', category: 'goods', condition: 'new', urgent: true }, guide)!;
    const calm = suggestFairPrice({ itemName: 'generator', category: 'goods', condition: 'new', urgent: false }, guide)!;
    expect(urgent.suggestedCents).toBe(calm.suggestedCents);
    expect(urgent.suggestedCents).toBe(6500);
    expect(urgent.isEmergencyItem).toBe(true);
    expect(urgent.urgentMarkupApplied).toBe(false);
    expect(urgent.note).toContain(NO_GOUGING_NOTE);
  });

  it('ignores condition for services and skills', () => {
    const price = suggestFairPrice({ itemName: 'math tutoring', category: 'services', condition: 'poor', urgent: false }, guide)!;
    expect(price.basedOn[0]).toBe(mathTutoring);
    expect(price.conditionApplied).toBe(false);
    expect(price.note).toContain('Condition does not change the price of services and skills.');
  });

  it('weights several matches by similarity and keeps min <= suggested <= max', () => {
    const price = suggestFairPrice({ itemName: 'tutoring lessons', category: 'services', condition: 'good', urgent: false }, guide)!;
    expect(price.basedOn).toHaveLength(2);
    expect(price.suggestedCents).toBeGreaterThan(2200);
    expect(price.suggestedCents).toBeLessThan(2400);
    expect(price.minCents).toBeLessThanOrEqual(price.suggestedCents);
    expect(price.suggestedCents).toBeLessThanOrEqual(price.maxCents);
  });

  it('returns null when nothing is similar', () => {
    expect(suggestFairPrice({ itemName: 'the and of', category: null, condition: 'good', urgent: false }, guide)).toBeNull();
    expect(suggestFairPrice({ itemName: 'submarine', category: 'goods', condition: 'good', urgent: false }, guide)).toBeNull();
  });

  it('says it has no close match rather than pricing by a description alone', () => {
    const published = priceGuideCatalogue().map(({ entryId, ...rest }) => ({ id: entryId, ...rest }));
    const ask = (itemName: string, category: GuideEntry['category'] | null) =>
      suggestFairPrice({ itemName, category, condition: 'good', urgent: false }, published);
    // A sleeping bag "for cool nights" is no insulin cooler; a food box of "canned meals" is no hot meal.
    expect(ask('insulin cooler', 'goods')).toBeNull();
    expect(ask('insulin cooler', null)).toBeNull();
    expect(ask('hot meal', 'goods')?.basedOn.map((entry) => entry.itemName) ?? []).not.toContain('Non-perishable food box');
    // What the guide names is still found.
    expect(ask('sleeping bags', 'goods')?.basedOn[0]?.itemName).toBe('Sleeping bag');
    expect(ask('food box', 'goods')?.basedOn[0]?.itemName).toBe('Non-perishable food box');
  });
});
