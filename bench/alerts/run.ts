/**
 * Alerts benchmark (run on demand: npm run bench:alerts). Builds BENCH_ALERTS (10,000) saved alerts
 * of 2,000 members and BENCH_LISTINGS (100,000) listings over five cities straight into the read
 * models (the alerts' stored queries made by `savedSearchQuery`, as the projection makes them),
 * then times `findMatches` — what the matcher runs for each posted listing — on 300 listings:
 * p50, p95 and the largest number of alerts one listing reached. The database is a fresh one on
 * TEST_DATABASE_SERVER_URL, dropped at the end.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '@barteraid/infra';
import { savedSearchQuery } from '@barteraid/infra/search/index';
import { createTestDatabase } from '@barteraid/infra/testing/databases';
import { readModelMigrations } from '@barteraid/projector';
import { findMatches } from '@barteraid/command-api/alerts/find-matches';
import { commandDbOf } from '@barteraid/command-api/read-models';
import { writeResult } from '../results';

const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const MEMBERS = 2_000;
const SAMPLES = 300;
const cities = [
  [29.76, -95.37],
  [30.27, -97.74],
  [32.78, -96.8],
  [30.45, -91.19],
  [29.42, -98.49],
] as const;
const words = ['generator', 'water', 'blankets', 'comida', 'agua', 'diapers', 'insulin', 'tools', 'ride to clinic', 'shelter', 'baby formula', 'generador', 'chainsaw', 'tarp', 'childcare', 'meals'];
const categories = ['food-water', 'shelter-housing', 'transportation', 'medical-health', 'clothing', 'tools-equipment', 'services', 'electronics', 'other'];
const pick = <T>(values: readonly T[], index: number) => values[index % values.length]!;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const testDatabase = await createTestDatabase('bench_alerts');
const database = await openDatabase({ url: testDatabase.url });
try {
  await migrateToLatest(database.db, readModelMigrations);
  const db = database.db;
  const members = Array.from({ length: MEMBERS }, () => randomUUID());
  const areas = members.map((id, index) => {
    const [lat, lng] = pick(cities, index);
    return { member_id: id, zip: null, lat: lat + (Math.random() - 0.5) * 0.4, lng: lng + (Math.random() - 0.5) * 0.4, precision: 'town', updated_at: new Date() };
  });
  for (let start = 0; start < areas.length; start += 1000) await db.insertInto('member_areas' as never).values(areas.slice(start, start + 1000) as never).execute();

  const queries = new Map<string, string | null>();
  for (const word of words) queries.set(word, await savedSearchQuery(db, word));
  const alerts = Array.from({ length: ALERTS }, (_, index) => {
    const word = index % 4 === 3 ? null : pick(words, index * 7);
    return {
      id: randomUUID(),
      member_id: pick(members, index),
      query: word,
      category: index % 3 === 0 ? pick(categories, index) : null,
      type: index % 2 === 0 ? pick(['offer', 'need'], index >> 1) : null,
      urgent_only: index % 10 === 0,
      radius_miles: index % 5 === 0 ? null : pick([5, 10, 25, 50], index),
      frequency: pick(['instant', 'daily', 'weekly'], index),
      match_query: word === null ? null : sql`${queries.get(word)}::tsquery`,
      created_at: new Date(),
      updated_at: new Date(),
    };
  });
  for (let start = 0; start < alerts.length; start += 1000) await db.insertInto('saved_alerts' as never).values(alerts.slice(start, start + 1000) as never).execute();

  const built = performance.now();
  await sql`
    insert into listings (id, owner_id, owner_username, owner_verification_status, title, description, category, type, credits_cents,
      location, is_urgent, is_active, created_at, updated_at, zip, zip_lat, zip_lng)
    select gen_random_uuid(), (${members}::uuid[])[1 + (g % ${MEMBERS})], 'member', 'approved',
      (${words}::text[])[1 + (g % ${words.length})] || ' number ' || g, 'Listed for the benchmark, item ' || g,
      (${categories}::text[])[1 + (g % ${categories.length})], case when g % 2 = 0 then 'offer' else 'need' end, 1000,
      'Texas', g % 9 = 0, true, now(), now(), '00000',
      (array[29.76, 30.27, 32.78, 30.45, 29.42])[1 + (g % 5)] + (random() - 0.5) * 0.6,
      (array[-95.37, -97.74, -96.8, -91.19, -98.49])[1 + (g % 5)] + (random() - 0.5) * 0.6
    from generate_series(1, ${LISTINGS}) as g`.execute(db);
  await sql`analyze`.execute(db);
  const loadSeconds = (performance.now() - built) / 1000;

  const { rows } = await sql<{ id: string }>`select id from listings order by random() limit ${SAMPLES}`.execute(db);
  const reads = commandDbOf(db);
  for (const row of rows.slice(0, 20)) await findMatches(reads, row.id, new Date()); // warm up
  const timings: number[] = [];
  let most = 0;
  let total = 0;
  for (const row of rows) {
    const started = performance.now();
    const found = await findMatches(reads, row.id, new Date());
    timings.push(performance.now() - started);
    most = Math.max(most, found?.matches.length ?? 0);
    total += found?.matches.length ?? 0;
  }
  timings.sort((a, b) => a - b);
  const result = {
    alerts: ALERTS,
    listings: LISTINGS,
    samples: rows.length,
    listingsLoadSeconds: Number(loadSeconds.toFixed(1)),
    p50Ms: Number(percentile(timings, 50).toFixed(1)),
    p95Ms: Number(percentile(timings, 95).toFixed(1)),
    maxMs: Number(timings[timings.length - 1]!.toFixed(1)),
    alertsReachedMean: Number((total / rows.length).toFixed(1)),
    alertsReachedMost: most,
  };
  console.log(JSON.stringify(result, null, 2));
  await writeResult('alerts', result);
} finally {
  await database.close();
  await testDatabase.drop();
}
