import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpMember, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
const ids = new Map<string, string>();

/** Listings as members write them, in Spanish and in English. */
const fixtures = [
  { key: 'comida', title: 'Comida caliente para familias', description: 'Sopa y arroz hechos en casa, para cuatro personas.', category: 'food-water' },
  { key: 'agua', title: 'Agua potable en garrafones', description: 'Tengo veinte garrafones de agua limpia para compartir.', category: 'food-water' },
  { key: 'generador', title: 'Generador de luz', description: 'Generador a gasolina con energía para una casa pequeña.', category: 'tools-equipment' },
  { key: 'refugio', title: 'Refugio para dos noches', description: 'Cuarto seco y seguro en una iglesia, con cobijas.', category: 'shelter-housing' },
  { key: 'generator', title: 'Portable generator', description: 'Gas generator with two extension cords, rent by the day.', category: 'tools-equipment' },
  { key: 'water', title: 'Bottled water', description: 'Two cases of bottled water for the shelter.', category: 'food-water' },
  { key: 'cocina', title: 'Clases de cocina', description: 'Aprenda a comer sano con poco dinero. Todo limpio.', category: 'services' },
];

beforeAll(async () => {
  app = await startTestApp();
  const owner = await signedUpMember(app);
  for (const fixture of fixtures) {
    const posted = await owner.client.post('/api/listings', { ...fixture, key: undefined, type: 'offer', credits: '5.00', location: 'Houston, TX' });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    ids.set(posted.body.listing.id, fixture.key);
  }
});
afterAll(async () => {
  await app?.stop();
});

/** The keys of what a search finds, in the order the marketplace shows them. */
async function found(search: string): Promise<string[]> {
  const answer = await app.client().get(`/api/listings?search=${encodeURIComponent(search)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.listings as { id: string }[]).map((listing) => ids.get(listing.id) ?? listing.id);
}

describe('marketplace search in Spanish and English', () => {
  it('finds Spanish listings by their words and their other endings (Spanish stemming)', async () => {
    // "comida" in the title first, then "comer" in a description and the rest of the Food & Water
    // category ("comida" is one of its words), newest first.
    expect(await found('comida')).toEqual(['comida', 'cocina', 'water', 'agua']);
    expect(await found('comidas')).toEqual(['comida', 'cocina', 'water', 'agua']);
    // With their English words, from the bilingual vocabulary: water, generator, shelter.
    expect(await found('agua')).toEqual(['water', 'agua', 'comida']);
    expect(await found('aguas')).toEqual(['water', 'agua', 'comida']);
    expect(await found('generadores')).toEqual(['generator', 'generador']);
    expect(await found('refugios')).toEqual(['refugio', 'water']);
    expect(await found('familia')).toEqual(['comida']);
    // Where English stems alone would not meet: "comer" (to eat) and "comida" share `com`, "limpio"
    // and "limpia" `limpi`. Both words are members' own words, so no typo correction is involved.
    expect(await found('comer')).toEqual(['comida', 'cocina']);
    expect(await found('limpio')).toEqual(['cocina', 'agua']);
  });

  it('needs no accents, and leaves out the common words of either language', async () => {
    expect(await found('energia')).toEqual(['generador']);
    expect(await found('energía')).toEqual(['generador']);
    expect(await found('comida para familias')).toEqual(['comida']);
    expect(await found('el refugio de la iglesia')).toEqual(['refugio']);
    // "generator" is "generador" in the bilingual vocabulary.
    expect(await found('the generator')).toEqual(['generator', 'generador']);
  });

  it('corrects typos in Spanish words as it does in English ones', async () => {
    expect(await found('genrador')).toEqual(['generator', 'generador']);
    expect(await found('refujio')).toEqual(['refugio', 'water']);
    expect(await found('genrator')).toEqual(['generator', 'generador']);
  });

  it('keeps English search, and finds the Spanish words for the same things', async () => {
    expect(await found('generators')).toEqual(['generator', 'generador']);
    // Water in a title first (agua is water), then the rest of the Food & Water category.
    expect(await found('water')).toEqual(['water', 'agua', 'comida']);
    expect(await found('bottled water shelter')).toEqual(['water']);
    expect(await found('submarine')).toEqual([]);
  });
});
