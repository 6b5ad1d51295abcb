import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../testing/decider-specification';
import { priceGuideCatalogue, subcategoryRanges } from './catalogue';
import { priceGuideDecider } from './price-guide';

const now = '2026-11-20T10:00:00.000Z';
const catalogue = priceGuideCatalogue();
const { given } = DeciderSpecification.for(priceGuideDecider);
const publish = (entries = catalogue) => ({ type: 'PublishEntries' as const, entries, now });

describe('price guide decider', () => {
  it('given an empty guide, when the catalogue is published, then every entry is published', () => {
    given([])
      .when(publish())
      .then((events) => {
        expect(events).toHaveLength(catalogue.length);
        expect(events[0]).toEqual({ type: 'PriceGuideEntryPublished', data: { ...catalogue[0], publishedAt: now } });
      });
  });

  it('given the published catalogue, when it is published again, then nothing is appended', () => {
    const published = given([]).when(publish()).then((events) => expect(events).toHaveLength(catalogue.length));
    given(published).when(publish()).thenNothingHappened();
  });

  it('given the published catalogue, when one entry changes, then only that entry is republished', () => {
    const published = given([]).when(publish()).then((events) => expect(events).toHaveLength(catalogue.length));
    const changed = catalogue.map((entry, index) => (index === 3 ? { ...entry, averagePriceCents: entry.averagePriceCents + 100 } : entry));
    given(published)
      .when(publish(changed))
      .then((events) => {
        expect(events).toHaveLength(1);
        expect(events[0]!.data.entryId).toBe(catalogue[3]!.entryId);
      });
  });

  it('refuses an entry whose average lies outside its range', () => {
    const bad = { ...catalogue[0]!, averagePriceCents: catalogue[0]!.maxPriceCents + 1 };
    given([]).when(publish([bad])).thenThrows(/average price must lie between/);
  });
});

describe('price guide catalogue', () => {
  it('has at least 60 entries with unique ids, across all three categories', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(60);
    expect(new Set(catalogue.map((entry) => entry.entryId)).size).toBe(catalogue.length);
    for (const category of ['goods', 'services', 'skills']) {
      expect(catalogue.filter((entry) => entry.category === category).length).toBeGreaterThanOrEqual(15);
    }
  });

  it('keeps every entry inside its subcategory sample range, with min <= average <= max', () => {
    for (const entry of catalogue) {
      const range = subcategoryRanges[entry.category][entry.subcategory];
      expect(range, `${entry.itemName} has a known subcategory`).toBeDefined();
      expect(entry.minPriceCents, entry.itemName).toBeGreaterThanOrEqual(range![0] * 100);
      expect(entry.maxPriceCents, entry.itemName).toBeLessThanOrEqual(range![1] * 100);
      expect(entry.minPriceCents).toBeLessThanOrEqual(entry.averagePriceCents);
      expect(entry.averagePriceCents).toBeLessThanOrEqual(entry.maxPriceCents);
    }
  });

  it('covers every sample subcategory and the core emergency needs', () => {
    const subcategories = new Set(catalogue.map((entry) => `${entry.category}/${entry.subcategory}`));
    for (const [category, ranges] of Object.entries(subcategoryRanges)) {
      for (const subcategory of Object.keys(ranges)) expect(subcategories).toContain(`${category}/${subcategory}`);
    }
    const emergencyNames = catalogue.filter((entry) => entry.isEmergencyItem).map((entry) => entry.itemName.toLowerCase());
    expect(emergencyNames.length).toBeGreaterThanOrEqual(30);
    for (const need of ['water', 'generator', 'first aid', 'shelter', 'childcare', 'transport']) {
      expect(emergencyNames.some((name) => name.includes(need)), need).toBe(true);
    }
  });
});
