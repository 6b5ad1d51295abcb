import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@barteraid/infra';
import { startOneProcess, type RunningApp } from '@barteraid/gateway/compose';
import { ApiClient } from '../support/test-app';

/**
 * Marketplace search on the quick start's embedded database (PGlite) as on PostgreSQL: each
 * listing indexed in its language with its category, the bilingual vocabulary, corrections only
 * when the words as typed find nothing. The seeded demo marketplace is the data.
 */
let dataDir: string;
let app: RunningApp;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barteraid-embedded-search-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, PORT: '0', SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', EVENTSTORE_URL: '' };
  app = await startOneProcess(loadConfig(env), { host: '127.0.0.1' });
  expect(app.database.kind).toBe('pglite');
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function search(words: string) {
  const answer = await new ApiClient(app.url).get(`/api/listings?limit=50&search=${encodeURIComponent(words)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const titles = (answer.body.listings as { title: string }[]).map((listing) => listing.title);
  return { titles, searchedFor: answer.body.searchedFor as string, correctedFrom: answer.body.correctedFrom as string | null };
}

describe('search on the embedded database', () => {
  it('finds what people mean, in English and in Spanish', async () => {
    const food = await search('food');
    expect(food.correctedFrom).toBeNull();
    expect(food.titles).toEqual(expect.arrayContaining(['Hot meals for families, daily', 'Canned vegetables and soup, two boxes', 'Bottled water, 20 cases']));
    expect(await search('watr')).toMatchObject({ searchedFor: 'water', correctedFrom: 'watr' });
    expect((await search('canned')).titles).toEqual(['Canned vegetables and soup, two boxes']);
    expect((await search('agua')).titles.slice(0, 2).sort()).toEqual(['Bottled water, 20 cases', 'Water filter or purification tablets']);
    expect((await search('cuidado de niños')).titles).toEqual(['Childcare while you deal with insurance']);
  });

  it('searches by distance as on PostgreSQL: the demo members\' areas and the church hall\'s own ZIP', async () => {
    const near = await new ApiClient(app.url).get('/api/listings?near=70802&radiusMiles=5&sort=distance&search=water');
    expect(near.status, JSON.stringify(near.body)).toBe(200);
    const [first] = near.body.listings as { title: string; distanceMiles: number; zip: string | null }[];
    expect(first).toMatchObject({ title: 'Bottled water, 20 cases', distanceMiles: 0, zip: '70802' });
    const houston = await new ApiClient(app.url).get('/api/listings?near=77002&radiusMiles=25&limit=50');
    const listings = houston.body.listings as { location: string; distanceMiles: number }[];
    expect(listings.length).toBeGreaterThan(5);
    expect(listings.every((listing) => listing.location === 'Houston, TX' && Number.isInteger(listing.distanceMiles) && listing.distanceMiles <= 25)).toBe(true);
  });
});
