/**
 * Rebuild benchmark (run on demand: npm run bench:rebuild).
 * For a marketplace log of BENCH_EVENTS events (default 10,000) and one twice as long, each in a
 * fresh database (on TEST_DATABASE_SERVER_URL, dropped afterwards unless BENCH_KEEP=1):
 * 1. live projection: the real projector follows the log from an empty read model (timed);
 * 2. `rebuild --all`: every projection rebuilt from the log (timed), checked to give exactly the
 *    rows live projection built;
 * 3. the raw ceiling: the same rows loaded with COPY into empty tables of the same shape, their
 *    indexes built afterwards, plus the listings' per-lexeme counts computed in one set-based
 *    statement (timed), checked to equal the rebuilt counts.
 * Prints a markdown table and writes bench/results/rebuild.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase, PostgresEventStore, type Db } from '@barteraid/infra';
import { TEST_SERVER_URL } from '@barteraid/infra/testing/databases';
import { POSTGRES_REBUILD_CONCURRENCY, Projector, allProjections, readModelMigrations } from '@barteraid/projector';
import { copyIn, copyOut } from './copy';
import { writeMarketplaceLog } from './log';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const KEEP = process.env.BENCH_KEEP === '1';
const here = path.dirname(fileURLToPath(import.meta.url));
const names = allProjections.map((projection) => projection.name);
const tables = allProjections.flatMap((projection) => projection.tables);
/** Computed set-based in the raw ceiling rather than copied. */
const COUNTED = 'listing_lexemes';
/** Where the raw ceiling loads its copies. */
const RAW = 'bench_raw';

interface Result {
  events: number;
  seconds: number;
  eventsPerSecond: number;
  rawSeconds: number;
  ratio: number;
  liveEventsPerSecond: number;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_SERVER_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function freshDatabase(name: string): Promise<string> {
  await admin(async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fingerprint of every row of every read-model table, to check the rebuild against live projection. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const prints: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await sql<{ print: string | null }>`
      select md5(string_agg(t::text, '|' order by t::text)) as print from ${sql.table(table)} t`.execute(db);
    prints[table] = rows[0]?.print ?? 'empty';
  }
  return prints;
}

/** Columns COPY can load (generated ones are computed by the table itself). */
async function loadableColumns(client: pg.Client, table: string): Promise<string> {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = current_schema() and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  return rows.map((row) => `"${row.column_name}"`).join(', ');
}

/** How each table's indexes and constraints are made again on its copy, after the rows are in. */
async function indexStatements(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string; constraint: string | null }>(
    `select ic.relname as name, pg_get_indexdef(i.indexrelid) as definition, pg_get_constraintdef(con.oid) as constraint
     from pg_index i join pg_class ic on ic.oid = i.indexrelid
     left join pg_constraint con on con.conindid = i.indexrelid and con.conrelid = i.indrelid and con.contype in ('p', 'u', 'x')
     where i.indrelid = to_regclass($1) order by ic.relname`,
    [`public."${table}"`],
  );
  return rows.map((row) =>
    row.constraint
      ? `alter table ${RAW}."${table}" add constraint "${row.name}" ${row.constraint}`
      : row.definition.replace(` ON public.${table} `, ` ON ${RAW}."${table}" `).replace(` ON public."${table}" `, ` ON ${RAW}."${table}" `),
  );
}

/**
 * The fastest way to the same tables: COPY of the rows the rebuild produced into empty tables of
 * the same shape, their indexes and constraints built afterwards in one go each, and the
 * per-lexeme counts from the copied listings in one statement. The rows are read out before the
 * clock starts.
 */
async function rawCeiling(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const copies: { table: string; columns: string; rows: Buffer }[] = [];
    for (const table of tables.filter((each) => each !== COUNTED)) {
      const columns = await loadableColumns(client, table);
      copies.push({ table, columns, rows: await copyOut(client, `copy (select ${columns} from "${table}") to stdout`) });
    }
    const indexes: string[] = [];
    for (const table of tables) indexes.push(...(await indexStatements(client, table)));
    await client.query(`drop schema if exists ${RAW} cascade`);
    await client.query(`create schema ${RAW}`);
    for (const table of tables) await client.query(`create table ${RAW}."${table}" (like public."${table}" including all excluding indexes)`);
    const started = performance.now();
    await client.query('begin');
    for (const { table, columns, rows } of copies) await copyIn(client, `copy ${RAW}."${table}" (${columns}) from stdin`, rows);
    for (const statement of indexes) await client.query(statement);
    await client.query(`
      insert into ${RAW}.${COUNTED} (lexeme, active_count, title_count)
      select lexeme, count(*), count(*) filter (where lexeme = any (tsvector_to_array(l.title_search)))
      from ${RAW}.listings l, unnest(tsvector_to_array(l.search)) as lexeme
      where l.is_active
      group by lexeme`);
    await client.query('commit');
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await client.query<{ differing: number }>(`
      select count(*)::int as differing from (
        (table ${RAW}.${COUNTED} except table public.${COUNTED}) union all (table public.${COUNTED} except table ${RAW}.${COUNTED})) d`);
    if (rows[0]!.differing !== 0) throw new Error(`The rebuilt lexeme counts differ from the set-based ones in ${rows[0]!.differing} rows`);
    await client.query(`drop schema ${RAW} cascade`);
    return seconds;
  } finally {
    await client.end();
  }
}

async function measure(events: number): Promise<Result> {
  const name = `barteraid_bench_rebuild_${events}`;
  const url = await freshDatabase(name);
  const database = await openDatabase({ url, poolSize: 8 });
  const store = new PostgresEventStore(database);
  try {
    await migrateToLatest(database.db, readModelMigrations);
    await writeMarketplaceLog(database.db, store, events);
    const head = await store.headPosition();
    await sql`vacuum analyze`.execute(database.db);

    // Live projection: the real projector from empty read models, batches of 1000 as the marketplace benchmark.
    const live = new Projector({ db: database.db, store, bus: null, projections: allProjections, batchSize: 1000 });
    const liveStarted = performance.now();
    await live.start();
    if (!(await live.caughtUp(head, 60 * 60 * 1000))) throw new Error('live projection did not catch up');
    const liveSeconds = (performance.now() - liveStarted) / 1000;
    await live.stop();
    console.log(`  ${events} events: live projection ${liveSeconds.toFixed(2)} s`);
    // What autovacuum does on a live system before anyone runs a rebuild.
    await sql`vacuum analyze`.execute(database.db);
    const projected = await fingerprint(database.db);

    // As the operator command rebuilds on PostgreSQL.
    const projector = new Projector({ db: database.db, store, bus: null, projections: allProjections, rebuildConcurrency: POSTGRES_REBUILD_CONCURRENCY });
    const started = performance.now();
    await projector.rebuild(names);
    const seconds = (performance.now() - started) / 1000;
    console.log(`  ${events} events: rebuild --all ${seconds.toFixed(2)} s`);
    const rebuilt = await fingerprint(database.db);
    const differing = tables.filter((table) => rebuilt[table] !== projected[table]);
    if (differing.length > 0) throw new Error(`The rebuild differs from live projection in ${differing.join(', ')}`);

    const rawSeconds = await rawCeiling(url);
    console.log(`  ${events} events: raw ceiling ${rawSeconds.toFixed(2)} s`);
    return {
      events: head,
      seconds,
      eventsPerSecond: head / seconds,
      rawSeconds,
      ratio: rawSeconds / seconds,
      liveEventsPerSecond: head / liveSeconds,
    };
  } finally {
    await store.close();
    await database.close();
    if (!KEEP) await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
  }
}

const loadBefore = os.loadavg();
const results: Result[] = [];
for (const events of [EVENTS, 2 * EVENTS]) {
  console.log(`Marketplace log of ${events} events…`);
  results.push(await measure(events));
}
const loadAfter = os.loadavg();
const [small, large] = results as [Result, Result];
const fmt = (value: number, digits = 2) => value.toFixed(digits);
const lines = [
  `${os.cpus().length} cores, load average ${loadBefore.map((each) => fmt(each)).join(' ')} before and ${loadAfter.map((each) => fmt(each)).join(' ')} after.`,
  '',
  '| events | rebuild --all s | events/s | raw ceiling s | ratio (raw / rebuild) | live projection events/s |',
  '|---|---|---|---|---|---|',
  ...results.map((r) => `| ${r.events} | ${fmt(r.seconds)} | ${fmt(r.eventsPerSecond, 0)} | ${fmt(r.rawSeconds)} | ${fmt(r.ratio)} | ${fmt(r.liveEventsPerSecond, 0)} |`),
  '',
  `Doubling the log: rebuild took ${fmt(large.seconds / small.seconds)}x the time (raw ceiling ${fmt(large.rawSeconds / small.rawSeconds)}x).`,
];
console.log(`\n${lines.join('\n')}\n`);
fs.mkdirSync(path.join(here, '../results'), { recursive: true });
fs.writeFileSync(path.join(here, '../results/rebuild.json'), `${JSON.stringify(results, null, 2)}\n`);
