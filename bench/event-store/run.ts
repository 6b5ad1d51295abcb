/**
 * Event store benchmark (run on demand: npm run bench:event-store).
 * 1. Appends/s through the PostgreSQL adapter with 1 and 16 concurrent writers, next to a plain
 *    single-row INSERT loop into the same database in the same run: the ratio is the figure.
 * 2. Projection lag: time from the start of an append to the commit of the read-model row, p50/p99.
 * Uses a fresh database on TEST_DATABASE_SERVER_URL (default: local PostgreSQL), dropped afterwards.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, PostgresEventStore } from '@barteraid/infra';
import { createTestDatabase } from '@barteraid/infra/testing/databases';
import { Projector } from '@barteraid/projector';
import type { Projection } from '@barteraid/projector';
import { writeResult } from '../results';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** Operations per second, and this process's CPU time (user + system) per operation in microseconds. */
async function forDuration(writers: number, work: (writer: number) => Promise<void>): Promise<{ perSecond: number; cpuMicros: number }> {
  let done = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      while (performance.now() < deadline) {
        await work(writer);
        done++;
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return { perSecond: done / SECONDS, cpuMicros: (used.user + used.system) / Math.max(done, 1) };
}

const testDatabase = await createTestDatabase('bench');
const database = await openDatabase({ url: testDatabase.url, poolSize: 20 });
try {
  await migrateToLatest(database.db);
  await sql`create table bench_rows (id bigserial primary key, payload jsonb not null)`.execute(database.db);
  const store = new PostgresEventStore(database);
  const payload = { memberId: randomUUID(), amountCents: 1250, description: 'Benchmark movement' };
  const event = () => ({
    id: randomUUID(),
    type: 'BenchMovement',
    data: payload,
    metadata: { actorId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
  });

  const rows: string[] = [];
  const results: { writers: number; appendsPerSecond: number; insertsPerSecond: number; ratio: number; cpuMicrosPerAppend: number }[] = [];
  for (const writers of [1, 16]) {
    const inserts = await forDuration(writers, async () => {
      await sql`insert into bench_rows (payload) values (${JSON.stringify(payload)}::jsonb)`.execute(database.db);
    });
    const revisions = new Map<number, number>();
    const appends = await forDuration(writers, async (writer) => {
      const stream = `bench-${writers}-${writer}`;
      const revision = revisions.get(writer);
      const result = await store.append(stream, [event()], revision === undefined ? 'no_stream' : revision);
      revisions.set(writer, result.nextRevision);
    });
    const ratio = appends.perSecond / inserts.perSecond;
    results.push({
      writers,
      appendsPerSecond: Math.round(appends.perSecond),
      insertsPerSecond: Math.round(inserts.perSecond),
      ratio: Number(ratio.toFixed(2)),
      cpuMicrosPerAppend: Math.round(appends.cpuMicros),
    });
    rows.push(
      `| ${writers} | ${appends.perSecond.toFixed(0)} | ${inserts.perSecond.toFixed(0)} | ${ratio.toFixed(2)} | ${appends.cpuMicros.toFixed(0)} µs |`,
    );
  }

  // Projection lag under a steady load of 4 writers.
  const started = new Map<string, number>();
  const lags: number[] = [];
  const lagProjection: Projection = {
    name: 'bench_lag',
    tables: [],
    handles: ['BenchMovement' as never],
    async apply(projected, trx) {
      if (projected.type !== ('BenchMovement' as never)) return;
      await sql`insert into bench_rows (payload) values (${JSON.stringify({ id: projected.id })}::jsonb)`.execute(trx);
    },
  };
  // Bench events are not in the catalogue, so the projection never sees them: each batch is timed as it commits.
  const projector = new Projector({
    db: database.db,
    store,
    bus: null,
    projections: [lagProjection],
    onBatchCommitted: (batch) => {
      const committed = performance.now();
      for (const recorded of batch) {
        const t0 = started.get(recorded.id);
        if (t0 !== undefined) lags.push(committed - t0);
      }
    },
  });
  await database.db.insertInto('checkpoints').values({ kind: 'projection', name: 'bench_lag', position: await store.headPosition(), updated_at: new Date() }).execute();
  await projector.start();
  const lagRate = await forDuration(4, async (writer) => {
    const e = event();
    started.set(e.id, performance.now());
    await store.append(`lag-${writer}-${randomUUID()}`, [e], 'no_stream');
  });
  await projector.caughtUp(await store.headPosition(), 30_000);
  await projector.stop();
  await store.close();

  console.log(`\nEvent store benchmark (${SECONDS} s per measurement, PostgreSQL at ${new URL(testDatabase.url).host})\n`);
  console.log('| writers | appends/s (adapter) | single-row INSERTs/s | ratio | Node CPU per append |');
  console.log('|---|---|---|---|---|');
  rows.forEach((row) => console.log(row));
  console.log(
    `\nProjection lag (append start → read-model commit), ${lags.length} events at ${lagRate.perSecond.toFixed(0)} appends/s: ` +
      `p50 ${percentile(lags, 50).toFixed(1)} ms, p99 ${percentile(lags, 99).toFixed(1)} ms`,
  );
  console.log(`Load average at the end: ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  await writeResult('event-store', results);
} finally {
  await database.close();
  await testDatabase.drop();
}
