/**
 * Trades benchmark (run on demand: npm run bench:trades).
 * The whole product in one process (PostgreSQL, Redis, BullMQ settlement) on a fresh database, or
 * with BENCH_TARGET=split every service its own process (as in production), the benchmark's client
 * in a process of its own either way for the split target; BENCH_TARGET=co-located is every service
 * together in one process of its own on PostgreSQL and its own Redis, the client apart;
 * BENCH_TARGET=embedded is the quick start (`npm start`: one process, embedded PGlite, in-process
 * bus and queue), the client apart from it.
 * 1. BENCH_PAIRS pairs of members run propose → accept → complete cycles through the HTTP APIs
 *    for BENCH_SECONDS, concurrently; then the time until settlement has paid every trade.
 * 2. The same pairs chat for BENCH_SECONDS: each message's time from "POST /api/messages sent" to
 *    "new_message arrived on the other member's websocket".
 * 3. Every member sends requests that only pass the frame for BENCH_FRAME_SECONDS (default 5) each:
 *    what the gateway and the API spend on any request, for the cycle's three.
 * Every latency is recorded, so the percentiles are exact.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createEventStore, openDatabase, type Db, type EventStore } from '@barteraid/infra';
import { createTestDatabase } from '@barteraid/infra/testing/databases';
import { ApiClient, startTestApp, grantCredits } from '../../test/support/test-app';
import { startSplitDeployment } from '../split-deployment';
import { BENCH_MEMBER_LIMITS, Cluster } from '../faults/cluster';
import { profileOptions, startCoLocated, startEmbedded } from '../embedded-start';
import { openSocket, type OpenSocket } from '../../test/support/sockets';
import { writeResult } from '../results';
import { perUnit, processSwitches, startCpuWindow, type ProcessGroups } from '../cpu';
import { sql } from 'kysely';
import { projectorDbOf } from '@barteraid/projector';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const FRAME_SECONDS = Number(process.env.BENCH_FRAME_SECONDS ?? 5);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => Math.round(value * 10) / 10;

interface Pair {
  buyer: ApiClient;
  seller: ApiClient;
  sellerId: string;
  listingId: string;
  /**
   * Where no credits can be granted from outside (the embedded start's database is its own): the
   * buyer's listing, and every other cycle the two swap, so one credit goes back and forth.
   */
  buyerListingId?: string;
  sellerSocket?: OpenSocket;
}

/** What the benchmark drives: the gateway's address, and how it funds buyers and checks settlement. */
interface Target {
  url: string;
  client(): ApiClient;
  /** Credits for a buyer, where the benchmark can write to the log; without it, pairs take turns paying. */
  fund?(memberId: string): Promise<void>;
  /** How many of these trades settlement has paid (each with a member party to it, to ask the API). */
  paid(trades: Cycle[]): Promise<number>;
  /** The database's transactions so far, where the benchmark can read PostgreSQL's counts. */
  transactions?(): Promise<number>;
  /** The product's processes by part, for CPU per cycle (`client` is the benchmark's own). */
  processes: ProcessGroups;
  stop(): Promise<void>;
}

/** One completed cycle's trade, and a member party to it. */
interface Cycle {
  tradeId: string;
  party: ApiClient;
}

/** Enough credits that no acceptance is refused during the run. */
const funding = (store: EventStore) => async (memberId: string) => void (await grantCredits(store, memberId, 1_000_000_00, 'Benchmark credits'));

/** Settlement's progress in the trades read model. */
const paidIn = (db: Db) => async (trades: Cycle[]) => {
  const tradeIds = trades.map((trade) => trade.tradeId);
  const row = await projectorDbOf(db)
    .selectFrom('trades')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('id', 'in', tradeIds)
    .where('settlement', '=', 'paid')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
};

/** PostgreSQL's backends serving the benchmark's database: the product's share of the server's work. */
async function backends(db: Db): Promise<number[]> {
  const rows = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(db);
  return rows.rows.map((row) => Number(row.pid));
}

/**
 * Transactions the benchmark's database has committed or rolled back so far: each statement outside
 * a transaction is one, so their count per cycle follows the statements the product sends, and it
 * does not depend on the machine's load as CPU time does. The server flushes each backend's counts
 * within a second; the window is long enough for that to be noise.
 */
async function transactions(db: Db): Promise<number> {
  await sql`select pg_stat_clear_snapshot()`.execute(db);
  const rows = await sql<{ count: string }>`select xact_commit + xact_rollback as count from pg_stat_database where datname = current_database()`.execute(db);
  return Number(rows.rows[0]?.count ?? 0);
}

async function oneProcess(): Promise<Target> {
  const app = await startTestApp({ LOG_LEVEL: 'error', ...BENCH_MEMBER_LIMITS });
  return {
    url: app.url,
    fund: funding(app.store),
    paid: paidIn(app.database.db),
    transactions: () => transactions(app.database.db),
    client: () => app.client(),
    // One process holds the product and the benchmark's client; the machine's Redis is shared, so not counted.
    processes: async () => ({ 'product and client': [process.pid], postgresql: await backends(app.database.db) }),
    stop: () => app.stop(),
  };
}

/**
 * A target served at `url` from a database the benchmark reaches too: it funds buyers through the
 * log, follows settlement and counts transactions there, and counts that database's backends.
 */
async function servedFrom(url: string, databaseUrl: string, parts: () => Record<string, readonly number[]>, stopServing: () => Promise<void>): Promise<Target> {
  const opened = await openDatabase({ url: databaseUrl, poolSize: 4 });
  const store = await createEventStore(opened);
  return {
    url,
    fund: funding(store),
    paid: paidIn(opened.db),
    transactions: () => transactions(opened.db),
    client: () => new ApiClient(url),
    processes: async () => ({ ...parts(), postgresql: await backends(opened.db), client: [process.pid] }),
    async stop() {
      await store.close();
      await opened.close();
      await stopServing();
    },
  };
}

async function split(): Promise<Target> {
  const deployment = await startSplitDeployment('trades');
  return servedFrom(deployment.url, deployment.databaseUrl, () => deployment.pids(), () => deployment.stop());
}

/**
 * Every service together in one process of its own, on a fresh database and a Redis of its own: the
 * split deployment's work without its process boundaries, the benchmark's client and Redis apart.
 */
async function coLocated(): Promise<Target> {
  const database = await createTestDatabase('trades_co_located');
  const logDir = await mkdtemp(path.join(tmpdir(), 'barteraid-co-located-logs-'));
  const redis = await Cluster.create({ databaseUrl: database.url, logDir });
  await redis.startRedis();
  const started = await startCoLocated(database.url, `redis://127.0.0.1:${redis.redisPort}`, profileOptions());
  return servedFrom(
    started.url,
    database.url,
    () => ({ 'all services': [started.pid], redis: redis.pids().redis }),
    async () => {
      await started.stop();
      await redis.stop();
      await database.drop();
      await rm(logDir, { recursive: true, force: true });
    },
  );
}

/**
 * The quick start as `npm start` runs it, in a process of its own on a fresh data directory. Its
 * database is its own (the data directory is locked to it), so settlement is followed through the
 * API and PGlite's work is in the process's CPU.
 */
async function embedded(): Promise<Target> {
  // BENCH_PROFILE=<dir>: the embedded start writes its CPU profile there when it stops, as the split services do.
  const started = await startEmbedded('trades', profileOptions());
  const { url } = started;
  let paid = 0;
  return {
    url,
    client: () => new ApiClient(url),
    async paid(trades) {
      // Settlement pays in about the order trades complete: ask from the first not yet seen paid.
      while (paid < trades.length) {
        const { tradeId, party } = trades[paid]!;
        const trade = await party.get(`/api/trades/${tradeId}`);
        if (trade.body?.settlement !== 'paid') break;
        paid++;
      }
      return paid;
    },
    processes: async () => ({ product: [started.pid], client: [process.pid] }),
    stop: () => started.stop(),
  };
}

async function makePair(app: Target): Promise<Pair> {
  const buyer = app.client();
  const seller = app.client();
  const buyerId = (await buyer.signUp()).id;
  const sellerId = (await seller.signUp()).id;
  await app.fund?.(buyerId);
  const listing = (owner: ApiClient) =>
    owner.post('/api/listings', {
      title: 'Bottled water cases',
      description: 'Cases of bottled water at the church hall, bring a car.',
      category: 'food-water',
      type: 'offer',
      credits: '1.00',
      location: 'Baton Rouge, LA',
    });
  const listingId = (await listing(seller)).body.listing.id as string;
  return { buyer, seller, sellerId, listingId, buyerListingId: app.fund ? undefined : ((await listing(buyer)).body.listing.id as string) };
}

function expectOk(res: { status: number; body: unknown }, what: string) {
  if (res.status >= 300) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
}

async function cycles(pairs: Pair[]) {
  const latencies: number[] = [];
  const trades: Cycle[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    pairs.map(async (pair) => {
      for (let turn = 0; performance.now() < deadline; turn++) {
        const swapped = pair.buyerListingId !== undefined && turn % 2 === 1;
        const [buyer, seller, listingId] = swapped ? [pair.seller, pair.buyer, pair.buyerListingId!] : [pair.buyer, pair.seller, pair.listingId];
        const t0 = performance.now();
        const proposed = await buyer.post('/api/trades', { listingId, proposedTerms: 'One case' });
        expectOk(proposed, 'propose');
        const tradeId = proposed.body.id as string;
        expectOk(await seller.patch(`/api/trades/${tradeId}/status`, { status: 'accepted' }), 'accept');
        expectOk(await buyer.patch(`/api/trades/${tradeId}/status`, { status: 'completed' }), 'complete');
        latencies.push(performance.now() - t0);
        trades.push({ tradeId, party: buyer });
      }
    }),
  );
  return { latencies, trades, seconds: (performance.now() - started) / 1000 };
}

async function settledAll(app: Target, trades: Cycle[]) {
  const started = performance.now();
  for (;;) {
    if ((await app.paid(trades)) === trades.length) return (performance.now() - started) / 1000;
    if (performance.now() - started > 300_000) throw new Error('settlement did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function chat(app: Target, pairs: Pair[]) {
  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    pairs.map(async (pair) => {
      const proposed = await pair.buyer.post('/api/trades', { listingId: pair.listingId, proposedTerms: 'Chat' });
      const tradeId = proposed.body.id as string;
      const socket = await openSocket(app.url, pair.seller.cookieHeader());
      try {
        let n = 0;
        while (performance.now() < deadline) {
          const content = `Message ${++n}`;
          const t0 = performance.now();
          const arrived = socket.next((message) => message.type === 'new_message' && message.tradeId === tradeId, 10_000);
          expectOk(await pair.buyer.post('/api/messages', { tradeId, recipientId: pair.sellerId, content }), 'message');
          await arrived;
          latencies.push(performance.now() - t0);
        }
      } finally {
        socket.close();
      }
    }),
  );
  return latencies;
}

/**
 * What a request costs where it does nothing but pass the frame: a status change refused for its
 * input (400: the gateway's session, CSRF and proxying, the API's request id, metrics, idempotency
 * and input check) and one for a trade that does not exist (404: the same, and one stream read).
 * Every member sends them back to back for FRAME_SECONDS each; CPU per request per part.
 */
async function frame(app: Target, pairs: Pair[]) {
  const members = pairs.flatMap((pair) => [pair.buyer, pair.seller]);
  const perRequest: Record<string, Record<string, number>> = {};
  for (const [kind, status, expected] of [
    ['refused', 'bogus', 400],
    ['not found', 'accepted', 404],
  ] as const) {
    const cpu = await startCpuWindow(app.processes);
    let requests = 0;
    const deadline = performance.now() + FRAME_SECONDS * 1000;
    await Promise.all(
      members.map(async (member) => {
        while (performance.now() < deadline) {
          const answer = await member.patch(`/api/trades/${randomUUID()}/status`, { status });
          if (answer.status !== expected) throw new Error(`${kind}: expected ${expected}, got ${answer.status} ${JSON.stringify(answer.body)}`);
          requests++;
        }
      }),
    );
    perRequest[kind] = perUnit(await cpu.stop(), requests, ['client']);
  }
  return perRequest;
}

const targets = { split, 'one-process': oneProcess, 'co-located': coLocated, embedded } as const;
const target = (process.env.BENCH_TARGET ?? 'one-process') as keyof typeof targets;
if (!(target in targets)) throw new Error(`BENCH_TARGET is split, one-process, co-located or embedded, not ${target}`);
const app = await targets[target]();
try {
  const pairs = await Promise.all(Array.from({ length: PAIRS }, () => makePair(app)));
  // CPU from the first proposal until settlement has paid the last trade, so every step of a cycle is in it.
  const cpu = await startCpuWindow(app.processes);
  // How often each part sleeps and is woken in a cycle: what the CPU of a hand-over between processes follows.
  const switches = await startCpuWindow(app.processes, processSwitches);
  const windowStart = process.hrtime.bigint() / 1000n;
  const transactionsBefore = await app.transactions?.();
  const run = await cycles(pairs);
  const settleSeconds = await settledAll(app, run.trades);
  const cpuMsPerCycle = perUnit(await cpu.stop(), run.trades.length, ['client']);
  const switchesPerCycle = perUnit(await switches.stop(), run.trades.length, ['client']);
  // The profiles' timestamps are this clock's microseconds: the window picks the cycles out of them.
  if (process.env.BENCH_PROFILE) console.log(`Cycles' window in the profiles' clock (µs): ${windowStart} ${process.hrtime.bigint() / 1000n}`);
  // It holds a few statements of the benchmark itself: the settlement check polls every 50 ms.
  const transactionsAfter = await app.transactions?.();
  const transactionsPerCycle =
    transactionsBefore === undefined || transactionsAfter === undefined ? null : Math.round(((transactionsAfter - transactionsBefore) / Math.max(1, run.trades.length)) * 10) / 10;
  const messages = await chat(app, pairs);
  const frameCpuMsPerRequest = await frame(app, pairs);
  const result = {
    target,
    pairs: PAIRS,
    seconds: SECONDS,
    cycles: run.trades.length,
    cyclesPerSecond: Math.round((run.trades.length / run.seconds) * 10) / 10,
    cycleMs: { p50: ms(percentile(run.latencies, 50)), p95: ms(percentile(run.latencies, 95)), p99: ms(percentile(run.latencies, 99)) },
    settlementDrainSeconds: Math.round(settleSeconds * 10) / 10,
    messages: messages.length,
    messageToSocketMs: { p50: ms(percentile(messages, 50)), p95: ms(percentile(messages, 95)), p99: ms(percentile(messages, 99)) },
    cpuMsPerCycle,
    transactionsPerCycle,
    switchesPerCycle,
    frameCpuMsPerRequest,
  };
  console.log(`\nTrades benchmark (${target}, ${PAIRS} pairs, ${SECONDS} s each part)\n`);
  console.log('| cycles/s | cycle p50 | cycle p99 | settlement drain | messages | message p50 | message p99 |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| ${result.cyclesPerSecond} | ${result.cycleMs.p50} ms | ${result.cycleMs.p99} ms | ${result.settlementDrainSeconds} s | ${result.messages} | ` +
      `${result.messageToSocketMs.p50} ms | ${result.messageToSocketMs.p99} ms |`,
  );
  const parts = Object.keys(cpuMsPerCycle);
  /** A table of figures by part, one row per label (an empty label: no label column). */
  const byPart = (title: string, rows: Record<string, Record<string, number>>) => {
    const labelled = Object.keys(rows).some((label) => label !== '');
    const lead = (cell: string) => (labelled ? `| ${cell} ` : '');
    console.log(`\n${title}\n`);
    console.log(`${lead('request')}| ${parts.join(' | ')} |`);
    console.log(`${labelled ? '|---' : ''}|${parts.map(() => '---').join('|')}|`);
    for (const [label, figures] of Object.entries(rows)) console.log(`${lead(label)}| ${parts.map((part) => figures[part]).join(' | ')} |`);
  };
  byPart(`CPU ms per propose → accept → complete cycle, settled (product = every part but the benchmark's client)`, { '': cpuMsPerCycle });
  byPart('Context switches per cycle (each time a process sleeps and is woken, or is preempted)', { '': switchesPerCycle });
  if (transactionsPerCycle !== null) console.log(`\nPostgreSQL transactions per cycle (statements outside a transaction count one each): ${transactionsPerCycle}`);
  byPart('CPU ms per request that only passes the frame (a status change refused for its input; one for no such trade)', frameCpuMsPerRequest);
  await writeResult(target === 'one-process' ? 'trades' : `trades-${target}`, [result]);
} finally {
  await app.stop();
}
