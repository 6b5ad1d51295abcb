import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { seedPriceGuide, type CommandContext, type SeedResult } from '@barteraid/command-api';
import { priceGuideCatalogue } from '@barteraid/command-api/price-guide/catalogue';
import { startTestApp, type TestApp } from '../support/test-app';
import { projectorDbOf } from '@barteraid/projector';

let app: TestApp;
const seed = () => {
  const context: CommandContext = { store: app.store, actorId: null, correlationId: randomUUID() };
  const seeded: SeedResult = { logins: [], memberIds: new Map(), position: 0 };
  return seedPriceGuide(context, seeded);
};

beforeAll(async () => {
  app = await startTestApp();
  const position = await seed();
  await app.projector.caughtUp(position ?? 0, 10_000);
});
afterAll(async () => {
  await app?.stop();
});

const catalogueSize = priceGuideCatalogue().length;
const money = /^\d+\.\d{2}$/;

describe('price guide seed', () => {
  it('publishes every entry once; seeding again at the next start appends nothing', async () => {
    expect(await seed()).toBeNull();
    const events = await app.store.readStream(streams.priceGuide());
    expect(events).toHaveLength(catalogueSize);
    expect(new Set(events.map((event) => event.id)).size).toBe(catalogueSize);
  });

  it('is published at every start, without demo data', async () => {
    // startTestApp runs with SEED_DEMO_DATA=false: the guide is reference data, seeded anyway.
    const response = await app.client().get('/api/price-guide');
    expect(response.body.length).toBeGreaterThanOrEqual(60);
  });
});

describe('GET /api/price-guide', () => {
  it('lists at least 60 entries to anyone, goods then services then skills, prices as credit strings', async () => {
    const response = await app.client().get('/api/price-guide');
    expect(response.status).toBe(200);
    const entries = response.body as Record<string, unknown>[];
    expect(entries.length).toBe(catalogueSize);
    expect(entries.length).toBeGreaterThanOrEqual(60);
    expect(Object.keys(entries[0]!).sort()).toEqual(
      ['averagePrice', 'category', 'description', 'id', 'isEmergencyItem', 'itemName', 'maxPrice', 'minPrice', 'subcategory', 'unit'].sort(),
    );
    for (const entry of entries) {
      expect(entry.minPrice).toMatch(money);
      expect(entry.averagePrice).toMatch(money);
      expect(entry.maxPrice).toMatch(money);
    }
    const categories = entries.map((entry) => entry.category);
    expect(categories.indexOf('services')).toBeGreaterThan(categories.lastIndexOf('goods'));
    expect(categories.indexOf('skills')).toBeGreaterThan(categories.lastIndexOf('services'));
    expect(entries).toContainEqual({
      id: expect.any(String),
      itemName: 'Bottled water (24-pack)',
      category: 'goods',
      subcategory: 'Emergency Supplies',
      description: 'Case of 24 half-liter bottles of drinking water.',
      minPrice: '5.00',
      maxPrice: '12.00',
      averagePrice: '7.00',
      unit: 'per case',
      isEmergencyItem: true,
    });
  });

  it('filters by category', async () => {
    for (const category of ['goods', 'services', 'skills']) {
      const response = await app.client().get(`/api/price-guide?category=${category}`);
      expect(response.status).toBe(200);
      expect(response.body.length).toBeGreaterThan(15);
      expect(new Set(response.body.map((entry: { category: string }) => entry.category))).toEqual(new Set([category]));
    }
    expect((await app.client().get('/api/price-guide?category=')).body.length).toBe(catalogueSize);
  });

  it('searches item names, subcategories and descriptions, ignoring case; every word must match', async () => {
    const names = async (query: string) =>
      ((await app.client().get(`/api/price-guide?${query}`)).body as { itemName: string }[]).map((entry) => entry.itemName);

    const water = await names('search=WATER');
    expect(water).toEqual(expect.arrayContaining(['Bottled water (24-pack)', 'Portable water filter', 'Water delivery']));
    expect(water).toContain('Wet/dry shop vacuum'); // "pumping out water" in its description

    expect(await names('search=tutoring')).toEqual(expect.arrayContaining(['Math tutoring', 'Homework help', 'Music lessons']));
    expect(await names('search=water%20filter')).toEqual(['Portable water filter', 'Water purification training']);
    const servicesWithWater = await names('category=services&search=water');
    expect(servicesWithWater).toContain('Water delivery');
    expect(servicesWithWater).not.toContain('Bottled water (24-pack)');
    expect(await names('category=skills&search=water')).toEqual(['Water purification training']);
    expect(await names('search=%25')).toEqual([]);
    expect(await names('search=zzzz-nothing')).toEqual([]);
  });

  it.each([
    ['category=food', 'Invalid Category: Choose one of goods, services, skills.', 'category'],
    ['category=goods&category=skills', 'Invalid Category: Choose one of goods, services, skills.', 'category'],
    [`search=${'x'.repeat(101)}`, 'Search must be at most 100 characters.', 'search'],
  ])('refuses ?%s', async (query, message, field) => {
    const response = await app.client().get(`/api/price-guide?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, field });
  });
});

describe('GET /api/price-guide/fair-price', () => {
  const fairPrice = (query: string) => app.client().get(`/api/price-guide/fair-price?${query}`);

  it('suggests a price from the closest entries, adjusted for condition', async () => {
    const response = await fairPrice('itemName=used%20laptop&category=goods&condition=good&urgent=false');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      suggestedPrice: '127.50',
      minPrice: '76.50',
      maxPrice: '170.00',
      unit: 'each',
      condition: 'good',
      urgent: false,
      isEmergencyItem: false,
      note: expect.stringContaining('Good condition: 85% of the typical price.'),
    });
    expect(response.body.basedOn[0]).toMatchObject({ itemName: 'Used laptop', averagePrice: '150.00' });
  });

  it('prices babysitting from childcare, not from baby formula', async () => {
    const response = await fairPrice('itemName=babysitting&condition=good&urgent=false');
    expect(response.status).toBe(200);
    expect(response.body.basedOn.map((each: { itemName: string }) => each.itemName)).toEqual(['Emergency childcare']);
  });

  it('never marks up an emergency item for urgency, and says so', async () => {
    const urgent = await fairPrice('itemName=generator&category=goods&condition=new&urgent=true');
    const calm = await fairPrice('itemName=generator&category=goods&condition=new&urgent=false');
    expect(urgent.status).toBe(200);
    expect(urgent.body.basedOn[0].itemName).toBe('Generator rental');
    expect(urgent.body.suggestedPrice).toBe(calm.body.suggestedPrice);
    expect(urgent.body.suggestedPrice).toBe('65.00');
    expect(urgent.body.isEmergencyItem).toBe(true);
    expect(urgent.body.note).toContain('price gouging is not allowed in a crisis');
  });

  it('marks up an urgent everyday item a little', async () => {
    const response = await fairPrice('itemName=sofa&condition=new&urgent=true');
    expect(response.body).toMatchObject({ suggestedPrice: '198.00', urgent: true, isEmergencyItem: false });
  });

  it('looks in the requested category first and defaults to good condition', async () => {
    const response = await fairPrice('itemName=generator&category=services');
    expect(response.status).toBe(200);
    expect(response.body.basedOn[0]).toMatchObject({ itemName: 'Generator setup and safe hookup', category: 'services' });
    expect(response.body.unit).toBe('per hour');
    expect(response.body.condition).toBe('good');
    expect(response.body.suggestedPrice).toBe('42.00'); // condition does not apply to services
  });

  it('answers 404 with a message when nothing similar exists', async () => {
    const response = await fairPrice('itemName=submarine&category=goods&condition=new');
    expect(response.status).toBe(404);
    expect(response.body.message).toContain('We could not find anything like "submarine" in the price guide.');
  });

  it.each([
    ['category=goods', 'Missing Information: Please enter an item name.', 'itemName'],
    ['itemName=%20%20', 'Missing Information: Please enter an item name.', 'itemName'],
    ['itemName=radio&category=gadgets', 'Invalid Category: Choose one of goods, services, skills.', 'category'],
    ['itemName=radio&condition=mint', 'Invalid Condition: Choose one of new, good, fair, poor.', 'condition'],
    ['itemName=radio&urgent=maybe', 'urgent must be true or false.', 'urgent'],
  ])('refuses ?%s', async (query, message, field) => {
    const response = await fairPrice(query);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, field });
  });
});

describe('price guide read model', () => {
  it('is the same after a rebuild from the log', async () => {
    const snapshot = () => projectorDbOf(app.database.db).selectFrom('price_guide_entries').selectAll().orderBy('id').execute();
    const before = await snapshot();
    expect(before).toHaveLength(catalogueSize);
    await app.projector.rebuild('price_guide');
    expect(await snapshot()).toEqual(before);
  });
});
