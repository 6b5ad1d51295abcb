/**
 * Marketplace benchmark (run on demand: npm run bench:marketplace).
 * 1. Builds a marketplace of BENCH_LISTINGS (default 100,000) listings from 500 members, appended
 *    as events (written to the log in bulk) and projected by the real projector (timed).
 * 2. Starts the query API in its own process and loads it with autocannon (BENCH_CONNECTIONS
 *    concurrent connections, BENCH_SECONDS per scenario): browsing, filters, full-text search,
 *    search with filters, Spanish and category words, cursor pages, detail and stats, next to the
 *    same API's /api/health in the same run. Every latency is recorded, so p50/p95/p99 are exact.
 * The database (barteraid_bench_marketplace on TEST_DATABASE_SERVER_URL) is kept between runs so
 * a rerun measures without rebuilding; BENCH_FRESH=1 rebuilds it (BENCH_DATABASE names another). BENCH_ONLY=<text>
 * measures only the scenarios whose name contains the text (and health).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { deterministicId, streams } from '@barteraid/events';
import { migrateToLatest, openDatabase, PostgresEventStore, type Db, type NewEvent } from '@barteraid/infra';
import { TEST_SERVER_URL } from '@barteraid/infra/testing/databases';
import { toNewEvent, type CommandContext } from '@barteraid/command-api';
import { Projector, allProjections, readModelMigrations } from '@barteraid/projector';
import { cities, generateListing } from './listings-data';
import { scenarios, type Scenario } from './scenarios';
import { startQueryApi } from './query-api-process';
import { writeResult } from '../results';

const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const MEMBERS = 500;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** BENCH_DATABASE names another database, so runs of different versions of the schema do not share one. */
const DB_NAME = process.env.BENCH_DATABASE ?? 'barteraid_bench_marketplace';
/** Listing ages count back from a fixed moment, so the data is the same on every run. */
const EPOCH = Date.parse('2026-11-01T12:00:00.000Z');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function ensureDatabase(fresh: boolean): Promise<string> {
  const admin = new pg.Client({ connectionString: TEST_SERVER_URL });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists "${DB_NAME}" with (force)`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (exists.rowCount === 0) await admin.query(`create database "${DB_NAME}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

const BULK = 1000;

/**
 * Setup only: writes first events of new streams straight into the log, a thousand per
 * statement. Appending 100,000 streams one by one through the port would take minutes
 * (see the event store benchmark) and measure nothing this benchmark is about; the events are
 * built and validated by the same code as real appends, and the real projector projects them.
 */
async function writeInBulk(db: Db, events: { stream: string; event: NewEvent }[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('es_events')
      .values(
        events.map(({ stream, event }) => ({
          event_id: event.id,
          stream_name: stream,
          stream_revision: 0,
          type: event.type,
          data: JSON.stringify(event.data),
          metadata: JSON.stringify(event.metadata),
          // The first event of its stream chains to the genesis value, as es_append would write it.
          hash: sql<Buffer>`es_event_hash(es_genesis_hash(), ${event.id}::uuid, ${stream}, 0, ${event.type}, ${JSON.stringify(event.data)}::jsonb, ${JSON.stringify(event.metadata)}::jsonb)`,
        })),
      )
      .execute();
  });
}

async function buildMarketplace(url: string) {
  const database = await openDatabase({ url, poolSize: 12 });
  await migrateToLatest(database.db, readModelMigrations);
  const store = new PostgresEventStore(database);
  const context: CommandContext = { store, actorId: null, correlationId: deterministicId('bench-marketplace') };
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from es_events where type = 'ListingPosted'`.execute(database.db);
  const existing = rows[0]?.count ?? 0;
  if (existing > 0 && existing !== LISTINGS) throw new Error(`Found ${existing} listings, expected ${LISTINGS}: rerun with BENCH_FRESH=1`);

  let appendSeconds = 0;
  if (existing === 0) {
    const started = performance.now();
    const memberId = (index: number) => deterministicId('bench-member', String(index));
    const members = Array.from({ length: MEMBERS }, (_, index) => {
      const id = memberId(index);
      return {
        stream: streams.member(id),
        event: toNewEvent(
          {
            type: 'MemberRegistered',
            data: {
              memberId: id,
              username: `bench_member_${index}`,
              email: `bench_member_${index}@example.org`,
              firstName: 'Bench',
              lastName: `Member ${index}`,
              passwordHash: 'not-a-real-hash',
              phone: null,
              location: cities[index % cities.length]!,
              membershipTier: 'standard',
              registeredAt: new Date(EPOCH - 100 * 86_400_000).toISOString(),
            },
          },
          context,
          deterministicId('bench-member-registered', id),
        ),
      };
    });
    await writeInBulk(database.db, members);
    for (let from = 0; from < LISTINGS; from += BULK) {
      const batch = Array.from({ length: Math.min(BULK, LISTINGS - from) }, (_, offset) => {
        const index = from + offset;
        const generated = generateListing(index, MEMBERS);
        const listingId = deterministicId('bench-listing', String(index));
        return {
          stream: streams.listing(listingId),
          event: toNewEvent(
            {
              type: 'ListingPosted',
              data: {
                listingId,
                ownerId: memberId(generated.ownerIndex),
                ...generated.terms,
                postedAt: new Date(EPOCH - generated.hoursAgo * 3_600_000).toISOString(),
              },
            },
            context,
            deterministicId('bench-listing-posted', listingId),
          ),
        };
      });
      await writeInBulk(database.db, batch);
      if ((from + BULK) % 20_000 === 0) console.log(`  wrote ${from + BULK} listings`);
    }
    appendSeconds = (performance.now() - started) / 1000;
  }

  const head = await store.headPosition();
  const projector = new Projector({ db: database.db, store, bus: null, projections: allProjections, batchSize: 1000 });
  const projectionStarted = performance.now();
  await projector.start();
  if (!(await projector.caughtUp(head, 60 * 60 * 1000))) throw new Error('projection did not catch up');
  const projectSeconds = (performance.now() - projectionStarted) / 1000;
  await projector.stop();
  // What autovacuum does on a live system: statistics and the visibility map up to date.
  await sql`vacuum analyze`.execute(database.db);
  const counts = await sql<{ listings: number; words: number }>`
    select (select count(*)::int from listings) as listings, (select count(*)::int from listing_words) as words`.execute(database.db);
  await store.close();
  await database.close();
  return { appendSeconds, projectSeconds, events: head, ...counts.rows[0]! };
}

interface Measured {
  name: string;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

async function measure(base: string, scenario: Scenario, seconds: number): Promise<Measured> {
  const latencies: number[] = [];
  let turn = 0;
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: scenario.paths[turn++ % scenario.paths.length]! }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== 200) errors++;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    name: scenario.name,
    requests: latencies.length,
    perSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: errors + result.errors,
  };
}

const url = await ensureDatabase(process.env.BENCH_FRESH === '1');
console.log(`Building a marketplace of ${LISTINGS} listings in ${DB_NAME}…`);
const built = await buildMarketplace(url);
console.log(built);
const api = await startQueryApi(url);
try {
  const base = `http://127.0.0.1:${api.port}`;
  // BENCH_ONLY=search measures only the scenarios whose name contains it (health always runs).
  const only = process.env.BENCH_ONLY;
  const all = (await scenarios(base)).filter((scenario, index) => !only || index === 0 || scenario.name.includes(only));
  const results: Measured[] = [];
  const loadBefore = os.loadavg()[0]!;
  for (const scenario of all) {
    await measure(base, scenario, 2); // warm caches and the JIT before measuring
    const measured = await measure(base, scenario, SECONDS);
    console.log(measured);
    results.push(measured);
  }
  const health = results[0]!;
  const fmt = (ms: number) => ms.toFixed(1);
  const lines = [
    `${LISTINGS} listings (${built.words} vocabulary words), ${CONNECTIONS} concurrent connections, ${SECONDS} s per scenario, ` +
      `${os.cpus().length} cores, load average ${loadBefore.toFixed(1)} before and ${os.loadavg()[0]!.toFixed(1)} after.`,
    built.appendSeconds
      ? `Built in this run: ${built.events} events written in ${built.appendSeconds.toFixed(0)} s, projected in ${built.projectSeconds.toFixed(0)} s (${(built.events / built.projectSeconds).toFixed(0)} events/s).`
      : 'Marketplace reused from a previous run.',
    '',
    '| scenario | requests/s | p50 ms | p95 ms | p99 ms | p95 vs health | errors |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (r) => `| ${r.name} | ${r.perSecond.toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${(r.p95 / health.p95).toFixed(1)}x | ${r.errors} |`,
    ),
  ];
  console.log(`\n${lines.join('\n')}\n`);
  await writeResult('marketplace', { built, results });
  const failed = results.filter((r) => r.errors > 0);
  if (failed.length) {
    console.error(`Errors in: ${failed.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  api.stop();
}
