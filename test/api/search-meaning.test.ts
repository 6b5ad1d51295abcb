import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpMember, startTestApp, type TestApp } from '../support/test-app';

/** Search on the seeded demo marketplace (38 listings in English) and a few listings in Spanish. */
let app: TestApp;

/** Listings neighbours write in Spanish. */
const spanish = [
  { title: 'Agua potable en garrafones', description: 'Tengo veinte garrafones de agua limpia para compartir con los vecinos.', category: 'food-water' },
  { title: 'Cuidado de niños por las tardes', description: 'Cuido a sus hijos en mi casa mientras arreglan su vivienda.', category: 'services' },
  { title: 'Transporte al hospital', description: 'Llevo a personas mayores a sus citas en mi camioneta.', category: 'transportation' },
];

beforeAll(async () => {
  app = await startTestApp({ SEED_DEMO_DATA: 'true' });
  const owner = await signedUpMember(app);
  for (const listing of spanish) {
    const posted = await owner.client.post('/api/listings', { ...listing, type: 'offer', credits: '5.00', location: 'Houston, TX' });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  }
});
afterAll(async () => {
  await app?.stop();
});

interface Answer {
  titles: string[];
  searchedFor: string | null;
  correctedFrom: string | null;
}

async function search(words: string, extra = ''): Promise<Answer> {
  const answer = await app.client().get(`/api/listings?limit=50&search=${encodeURIComponent(words)}${extra}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const titles = (answer.body.listings as { title: string }[]).map((listing) => listing.title);
  return { titles, searchedFor: answer.body.searchedFor, correctedFrom: answer.body.correctedFrom };
}

const foodAndWater = [
  'Bottled water, 20 cases',
  'Baby formula for a 4-month-old',
  'Hot meals for families, daily',
  'Water filter or purification tablets',
  'Canned vegetables and soup, two boxes',
];

describe('search finds what people mean', () => {
  it('finds a category’s listings by its words, uncorrected: "food" is not "flood"', async () => {
    const food = await search('food');
    expect(food).toMatchObject({ searchedFor: 'food', correctedFrom: null });
    expect(food.titles).toEqual(expect.arrayContaining(foodAndWater));
    // A listing that only mentions a flood is not food.
    expect(food.titles).not.toContain('Laptop for online school');
    expect(food.titles).not.toContain('Work gloves and boots for a cleanup crew');
    // Hot meals say "meals" in the title: they come first.
    expect(food.titles[0]).toBe('Hot meals for families, daily');

    expect((await search('shelter')).titles).toEqual(expect.arrayContaining(['Spare bedroom for a displaced family', 'Place to park a travel trailer']));
    expect((await search('medicine')).titles).toEqual(expect.arrayContaining(['Wheelchair for my father', 'First aid kits, fully stocked']));
    expect((await search('ride')).titles).toEqual(expect.arrayContaining(['Bicycles to lend', 'Gas for the church van', 'Ride to my sister’s in Austin']));
  });

  it('corrects a search only when it finds nothing as typed, and says what it searched for', async () => {
    const watr = await search('watr');
    expect(watr).toMatchObject({ searchedFor: 'water', correctedFrom: 'watr' });
    // Water in the title first (agua is water), newest first.
    expect(watr.titles.slice(0, 3)).toEqual(['Agua potable en garrafones', 'Bottled water, 20 cases', 'Water filter or purification tablets']);
    expect(watr.titles).not.toContain('Childcare while you deal with insurance');
    // "Search instead for watr": the words as typed, which find nothing.
    expect(await search('watr', '&asTyped=true')).toEqual({ titles: [], searchedFor: 'watr', correctedFrom: null });
    // A word nothing is close to is left out next to words that find something.
    expect(await search('chainsaw zzyzx')).toMatchObject({ titles: ['Chainsaw to clear a fallen oak'], searchedFor: 'chainsaw', correctedFrom: 'chainsaw zzyzx' });
    expect(await search('zzyzx')).toEqual({ titles: [], searchedFor: 'zzyzx', correctedFrom: null });
  });

  it('keeps the correction on the next pages', async () => {
    const first = await app.client().get('/api/listings?limit=2&search=watr');
    expect(first.body).toMatchObject({ searchedFor: 'water', correctedFrom: 'watr' });
    const next = await app.client().get(`/api/listings?limit=50&search=watr&cursor=${first.body.nextCursor}`);
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body).toMatchObject({ searchedFor: 'water', correctedFrom: 'watr' });
    const all = [...first.body.listings, ...next.body.listings].map((listing: { title: string }) => listing.title);
    expect(all).toEqual((await search('water')).titles);
  });

  it('never lets a stem of the other language match an ordinary English word: "canned" is not "I can"', async () => {
    expect((await search('canned')).titles).toEqual(['Canned vegetables and soup, two boxes']);
    expect((await search('comida')).titles).not.toContain('Coat closet open to everyone');
  });

  it('finds childcare for "babysitting", not baby formula', async () => {
    expect((await search('babysitting')).titles).toEqual(['Cuidado de niños por las tardes', 'Childcare while you deal with insurance']);
  });
});

describe('search in either language finds listings in both', () => {
  it('finds English listings by Spanish words', async () => {
    const agua = await search('agua');
    expect(agua.titles.slice(0, 3).sort()).toEqual(['Agua potable en garrafones', 'Bottled water, 20 cases', 'Water filter or purification tablets']);
    const comida = await search('comida');
    expect(comida.titles[0]).toBe('Hot meals for families, daily');
    expect(comida.titles).toEqual(expect.arrayContaining(foodAndWater));
    expect((await search('transporte')).titles).toEqual(
      expect.arrayContaining(['Transporte al hospital', 'Rides to hospital appointments', 'Ride to my sister’s in Austin', 'Bicycles to lend']),
    );
    expect((await search('cuidado de niños')).titles).toEqual(['Cuidado de niños por las tardes', 'Childcare while you deal with insurance']);
    expect((await search('silla de ruedas')).titles).toEqual(['Wheelchair for my father']);
    expect((await search('generadores')).titles).toEqual(['Portable generator, 3500W']);
  });

  it('finds Spanish listings by English words', async () => {
    expect((await search('water')).titles).toEqual(expect.arrayContaining(['Agua potable en garrafones']));
    expect((await search('childcare')).titles).toEqual(['Cuidado de niños por las tardes', 'Childcare while you deal with insurance']);
    expect((await search('hospital')).titles.sort()).toEqual(['Rides to hospital appointments', 'Transporte al hospital']);
    expect((await search('van')).titles).toEqual(expect.arrayContaining(['Transporte al hospital', 'Gas for the church van']));
  });
});
