/**
 * Alerts benchmark (run on demand: npm run bench:alerts). Builds BENCH_ALERTS (10,000) saved alerts
 * of 2,000 members and BENCH_LISTINGS (100,000) listings over five cities straight into the read
 * models (the alerts' stored queries made by `savedSearchQuery`, as the projection makes them),
 * then times `findMatches` — what the matcher runs for each posted listing — on 300 listings:
 * p50, p95 and the largest number of alerts one listing reached; the pages its statement reads
 * (EXPLAIN ANALYZE, BUFFERS) with one plan printed; and the time to write the rows of a listing
 * that reached 1,000 members (alert deliveries and bell rows). The database is a fresh one on
 * TEST_DATABASE_SERVER_URL, dropped at the end.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase } from '@barteraid/infra';
import { savedSearchQuery } from '@barteraid/infra/search/index';
import { createTestDatabase } from '@barteraid/infra/testing/databases';
import { readModelMigrations } from '@barteraid/projector';
import { alertsReached, findMatches } from '@barteraid/command-api/alerts/find-matches';
import { commandDbOf } from '@barteraid/command-api/read-models';
import { alertsProjection } from '@barteraid/projector/alerts/projection';
import { alertNotifications } from '@barteraid/projector/alerts/notifications';
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
  for (let start = 0; start < areas.length; start += 1000) {
    const some = areas.slice(start, start + 1000);
    await db.insertInto('member_areas' as never).values(some as never).execute();
    // The alerts read model's own copy, as the projection keeps it from `MemberLocationSet`.
    await db.insertInto('alert_member_areas' as never).values(some.map(({ member_id, lat, lng }) => ({ member_id, lat, lng })) as never).execute();
  }

  const queries = new Map<string, string | null>();
  for (const word of words) queries.set(word, await savedSearchQuery(db, word));
  const alerts = Array.from({ length: ALERTS }, (_, index) => {
    const word = index % 4 === 3 ? null : pick(words, index * 7);
    const area = pick(areas, index);
    return {
      id: randomUUID(),
      member_id: area.member_id,
      area_lat: area.lat,
      area_lng: area.lng,
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
      location, is_urgent, is_active, created_at, updated_at, zip, zip_lat, zip_lng, status, fresh_at, expires_at)
    select gen_random_uuid(), (${members}::uuid[])[1 + (g % ${MEMBERS})], 'member', 'approved',
      (${words}::text[])[1 + (g % ${words.length})] || ' number ' || g, 'Listed for the benchmark, item ' || g,
      (${categories}::text[])[1 + (g % ${categories.length})], case when g % 2 = 0 then 'offer' else 'need' end, 1000,
      'Texas', g % 9 = 0, true, now(), now(), '00000',
      (array[29.76, 30.27, 32.78, 30.45, 29.42])[1 + (g % 5)] + (random() - 0.5) * 0.6,
      (array[-95.37, -97.74, -96.8, -91.19, -98.49])[1 + (g % 5)] + (random() - 0.5) * 0.6,
      case when g % 2 = 0 then 'available' else 'open' end, now(), now() + interval '7 days'
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

  // Pages read by the matching statement (shared buffers hit or read): unlike the timings, the same on any machine.
  const pages: number[] = [];
  let plan = '';
  for (const row of rows.slice(0, 30)) {
    const listing = (await db.selectFrom('listings' as never).selectAll().where('id' as never, '=', row.id as never).executeTakeFirstOrThrow()) as { owner_id: string; category: string; type: string; is_urgent: boolean; place_lat: number | null; place_lng: number | null };
    const statement = alertsReached({ listingId: row.id, category: listing.category, type: listing.type, urgent: listing.is_urgent, place: { lat: listing.place_lat, lng: listing.place_lng } }, [listing.owner_id]);
    const { rows: explained } = await sql<{ 'QUERY PLAN': [{ Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }] }>`explain (analyze, buffers, format json) ${statement}`.execute(db);
    const top = explained[0]!['QUERY PLAN'][0].Plan;
    pages.push(top['Shared Hit Blocks'] + top['Shared Read Blocks']);
    if (!plan) plan = (await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers) ${statement}`.execute(db)).rows.map((line) => line['QUERY PLAN']).join('\n');
  }
  pages.sort((a, b) => a - b);
  console.log(plan);

  // What the projector does with one listing that reached 1,000 members' instant alerts: the
  // `alert_deliveries` rows and the bell's notification rows, in one transaction (the event's append
  // before it is one row of the log).
  const written: number[] = [];
  for (let round = 0; round < 5; round++) {
    const listingId = randomUUID();
    const event = {
      type: 'ListingAlertsMatched', id: randomUUID(), streamName: `alert_matches-${listingId}`, revision: 0, position: 1_000_000 + round,
      createdAt: new Date(), actorId: null, correlationId: randomUUID(), causationId: null,
      data: {
        listingId, ownerId: members[MEMBERS - 1]!, title: 'Generator to lend', type: 'offer', urgent: false, causeEventId: randomUUID(), helpers: [], matchedAt: new Date().toISOString(),
        matches: members.slice(0, 1000).map((memberId) => ({ alertId: randomUUID(), memberId, frequency: 'instant' })),
      },
    } as const;
    const outbox = { notify: () => {} };
    const started = performance.now();
    await db.transaction().execute(async (trx) => {
      await alertsProjection.apply(event as never, trx as never, outbox);
      await alertNotifications.record(event as never, trx as never, outbox);
    });
    written.push(performance.now() - started);
  }
  written.sort((a, b) => a - b);
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
    pagesReadMedian: percentile(pages, 50),
    pagesReadMost: pages[pages.length - 1],
    thousandBellRowsMedianMs: Number(percentile(written, 50).toFixed(1)),
  };
  console.log(JSON.stringify(result, null, 2));
  await writeResult('alerts', result);
} finally {
  await database.close();
  await testDatabase.drop();
}
