import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventStore, DATABASE_INTERRUPTED, openDatabase, type EventStore } from '@barteraid/infra';
import { createTestDatabase, TEST_SERVER_URL, type TestDatabase } from '@barteraid/infra/testing/databases';
import { ApiClient, startTestApp, type ApiResponse, type TestApp } from '../support/test-app';
import { readyWithin, startSplitDeployment, type SplitDeployment } from '../support/split-deployment';
import { checkInvariants, describeViolations } from '../support/invariants';

/**
 * Every backend of the app's database terminated, again and again, under load — what a restart, a
 * failover, a pooler's restart or idle_in_transaction_session_timeout does to it. Every process must
 * live through it, fail only the work in flight (503, which the client retries with the same
 * Idempotency-Key), answer /readyz again within 10 s, and leave the log's invariants holding.
 */
const DROP_ROUNDS = 12;
const DROP_EVERY_MS = 400;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const listing = (n: number) => ({
  title: `Generator, loan ${n}`,
  description: 'A portable generator to lend for a few days after the storm.',
  category: 'tools-equipment',
  type: 'offer',
  credits: '1.50',
  location: 'Houston, TX',
});

/** What the load saw: every answer's status, every 5xx's message, and the listings whose creation was acknowledged. */
interface LoadLog {
  statuses: number[];
  serverErrors: string[];
  listings: Map<ApiClient, string[]>;
  completedTrades: number;
}

/** A mutation as the client sends it: one Idempotency-Key, the same on every retry after a 5xx or a network failure. */
async function keyed(log: LoadLog, client: ApiClient, method: string, path: string, body: unknown): Promise<ApiResponse> {
  const key = randomUUID();
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await client.request(method, path, body, { 'idempotency-key': key });
      log.statuses.push(answer.status);
      if (answer.status >= 500) log.serverErrors.push(`${answer.status} ${(answer.body as { message?: string } | null)?.message}`);
      if (answer.status < 500 || attempt >= 40) return answer;
    } catch (error) {
      if (attempt >= 40) throw error;
    }
    await pause(250);
  }
}

/** One member's loop: posts a listing, proposes a trade on another's, which its owner accepts and it completes. */
async function trade(log: LoadLog, members: ApiClient[], index: number, until: number): Promise<void> {
  const me = members[index]!;
  const owner = members[(index + 1) % members.length]!;
  for (let n = 0; Date.now() < until; n++) {
    const posted = await keyed(log, me, 'POST', '/api/listings', listing(n));
    if (posted.status === 201) log.listings.get(me)!.push(posted.body.listing.id);
    const theirs = log.listings.get(owner)!.at(-1);
    if (!theirs) continue;
    const proposed = await keyed(log, me, 'POST', '/api/trades', { listingId: theirs, proposedTerms: 'This week' });
    if (proposed.status !== 201) continue;
    const accepted = await keyed(log, owner, 'PATCH', `/api/trades/${proposed.body.id}/status`, { status: 'accepted' });
    if (accepted.status !== 200) continue;
    const completed = await keyed(log, me, 'PATCH', `/api/trades/${proposed.body.id}/status`, { status: 'completed' });
    if (completed.status === 200) log.completedTrades++;
  }
}

/**
 * Terminates every backend of the database, DROP_ROUNDS times; before each round it opens two
 * backends of its own, one left idle in transaction and one running a query, so every state is
 * among the ones cut whatever the app's own connections are doing then. Returns the states of the
 * backends it terminated.
 */
async function dropEveryBackend(databaseUrl: string): Promise<Map<string, number>> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const terminator = new pg.Client({ connectionString: TEST_SERVER_URL });
  await terminator.connect();
  const states = new Map<string, number>();
  try {
    for (let round = 0; round < DROP_ROUNDS; round++) {
      const held = new pg.Client({ connectionString: databaseUrl });
      held.on('error', () => undefined); // it is meant to be cut
      await held.connect();
      await held.query('begin');
      await held.query('select 1');
      const running = new pg.Client({ connectionString: databaseUrl });
      running.on('error', () => undefined);
      await running.connect();
      const sleeping = running.query('select pg_sleep(30)').catch(() => undefined);
      await pause(50);
      const { rows } = await terminator.query<{ state: string | null }>(
        `select state, pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [name],
      );
      for (const row of rows) states.set(row.state ?? 'unknown', (states.get(row.state ?? 'unknown') ?? 0) + 1);
      await sleeping;
      await held.end().catch(() => undefined);
      await running.end().catch(() => undefined);
      await pause(DROP_EVERY_MS);
    }
  } finally {
    await terminator.end();
  }
  return states;
}

/** Signs members up and puts load on them while every backend is dropped; returns what the load saw. */
async function dropUnderLoad(baseUrl: string, databaseUrl: string) {
  const members = [new ApiClient(baseUrl), new ApiClient(baseUrl), new ApiClient(baseUrl), new ApiClient(baseUrl)];
  for (const member of members) await member.signUp();
  const log: LoadLog = { statuses: [], serverErrors: [], listings: new Map(members.map((member) => [member, []])), completedTrades: 0 };
  const dropping = dropEveryBackend(databaseUrl);
  const until = Date.now() + DROP_ROUNDS * (DROP_EVERY_MS + 100);
  const loads = members.map((_, index) => trade(log, members, index, until));
  const states = await dropping;
  await Promise.all(loads);
  return { members, log, states };
}

/**
 * What holds once the drops are over: the only server errors were 503s saying why (the work in flight,
 * which the retry with the same key then did), every acknowledged listing kept once, the invariants.
 */
async function checkAfterDrops(store: EventStore, outcome: Awaited<ReturnType<typeof dropUnderLoad>>) {
  const { log, members, states } = outcome;
  // Running queries, idle pool connections, and a transaction left open were all cut.
  expect(states.get('active') ?? 0, JSON.stringify([...states])).toBeGreaterThanOrEqual(DROP_ROUNDS);
  expect(states.get('idle') ?? 0, JSON.stringify([...states])).toBeGreaterThan(0);
  expect(states.get('idle in transaction') ?? 0, JSON.stringify([...states])).toBeGreaterThanOrEqual(DROP_ROUNDS);
  const counts = log.statuses.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
  const known = new Set([`503 ${DATABASE_INTERRUPTED}`, '503 BarterAid is starting up. Please try again in a moment.']);
  expect(log.serverErrors.filter((error) => !known.has(error)), JSON.stringify(counts)).toEqual([]);
  expect(log.statuses.filter((status) => status < 300).length, JSON.stringify(counts)).toBeGreaterThan(0);
  for (const member of members) {
    const acknowledged = log.listings.get(member)!;
    await expect
      .poll(async () => {
        const mine = (await member.get('/api/user/listings')).body as { id: string }[];
        return acknowledged.map((id) => mine.filter((each) => each.id === id).length);
      }, { timeout: 30_000, interval: 250 })
      .toEqual(acknowledged.map(() => 1));
  }
  // Quiet: every completed trade settled, every hold returned, credits conserved.
  let report = await checkInvariants(store);
  for (const deadline = Date.now() + 60_000; report.violations.length > 0 && Date.now() < deadline; report = await checkInvariants(store)) await pause(500);
  expect(report.violations, describeViolations(report)).toEqual([]);
}

describe('the split deployment when its database drops every connection', () => {
  let database: TestDatabase;
  let deployment: SplitDeployment;

  beforeAll(async () => {
    database = await createTestDatabase('drop_split', { migrated: true });
    // The drops are logged as warnings by design; only what else a service says is shown.
    deployment = await startSplitDeployment(database, { showStderr: (line) => !line.includes('"level":"warn"') });
  }, 240_000);

  afterAll(async () => {
    await deployment?.stop();
    await database?.drop();
  }, 60_000);

  it('keeps every process alive, ready again within 10 s, with no 500 and the invariants holding', async () => {
    const outcome = await dropUnderLoad(deployment.gatewayUrl, database.url);
    const ready = await readyWithin(Object.values(deployment.readyz), 10_000);
    expect(ready.ready, JSON.stringify(ready.last)).toBe(true);
    for (const [name, child] of deployment.children) expect({ name, exitCode: child.exitCode, signal: child.signalCode }).toEqual({ name, exitCode: null, signal: null });

    const opened = await openDatabase({ url: database.url, poolSize: 2 });
    try {
      await checkAfterDrops(await createEventStore(opened), outcome);
    } finally {
      await opened.close();
    }
    for (const [name, child] of deployment.children) expect({ name, exitCode: child.exitCode, signal: child.signalCode }).toEqual({ name, exitCode: null, signal: null });
  }, 180_000);
});

describe('the one-process start on PostgreSQL when its database drops every connection', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('lives on (an unhandled error here would end the test run), ready again within 10 s, the invariants holding', async () => {
    const outcome = await dropUnderLoad(app.url, app.testDatabase.url);
    const ready = await readyWithin([`${app.url}/readyz`], 10_000);
    expect(ready.ready, JSON.stringify(ready.last)).toBe(true);
    await checkAfterDrops(app.store, outcome);
  }, 180_000);
});
