/**
 * Fault benchmark (run on demand: npm run bench:faults): kill -9 under load.
 *
 * Its own PostgreSQL database and Redis server, the split deployment as child processes
 * (command API, query API, projector, settlement, gateway), ~20 members with listings, then
 * FAULT_SECONDS (default 180) of mixed load from FAULT_USERS virtual users through the gateway
 * while a random service (of FAULT_SERVICES, default all) is killed with SIGKILL every 2–6 s and
 * restarted. FAULT_DROPS=1 also terminates every backend of the database every 2–6 s (as a restart, a
 * failover or a pooler would), and FAULT_PG_RESTART=1 runs the database on a PostgreSQL server the
 * benchmark starts itself (initdb into a temporary directory) and restarts that whole server every
 * 30–60 s; the machine's own server is never restarted. Afterwards every service is brought back, the benchmark waits for quiet
 * (FAULT_QUIET_SECONDS, default 180), and checks:
 * the log's invariants, the read models against the log, every member's balance over HTTP, and that
 * every acknowledged write is in the log exactly once, and that no service exited unless it was
 * killed. Prints JSON and tables, writes
 * bench/results/faults.json, exits 1 on any violation. Everything it started is killed and the
 * database dropped, also on Ctrl-C or an error.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEventStore, openDatabase, type Database, type EventStore } from '@barteraid/infra';
import { createTestDatabase, type TestDatabase } from '@barteraid/infra/testing/databases';
import { grantAdminByEmail } from '@barteraid/command-api/members/grant-admin';
import { streams } from '@barteraid/events';
import { checkReadModels, foldLog } from '../../test/support/invariants';
import { dropConnectionsRandomly, killRandomly, restartPostgresRandomly, type DropRecord, type RestartRecord } from './chaos';
import { writeResult } from '../results';
import { Cluster, killAllGroups, serviceNames, type ServiceName } from './cluster';
import { Load, PASSWORD } from './load';
import { OwnPostgres } from './own-postgres';
import { waitForQuiet } from './quiet';
import { creditFiguresOf, failuresOf, formatReport, totalsOf, type FaultReport } from './report';
import { checkAcknowledged, compareHttpBalances } from './verify';

const LOAD_SECONDS = Number(process.env.FAULT_SECONDS ?? 180);
const USERS = Number(process.env.FAULT_USERS ?? 4);
const MEMBERS = Number(process.env.FAULT_MEMBERS ?? 20);
/** Of them, verified free-tier members with a relief line, who spend below zero into their line. */
const LINED = Number(process.env.FAULT_LINED_MEMBERS ?? 6);
const QUIET_SECONDS = Number(process.env.FAULT_QUIET_SECONDS ?? 180);
const MAX_OPERATIONS = Number(process.env.FAULT_MAX_OPERATIONS ?? 100_000);
/** Terminate every backend of the database every 2–6 s beside the kills. */
const DROPS = process.env.FAULT_DROPS === '1';
/** Run on a PostgreSQL server of the benchmark's own and restart it in full every 30–60 s. */
const PG_RESTART = process.env.FAULT_PG_RESTART === '1';
/** Which services may be killed, e.g. FAULT_SERVICES=command-api,settlement; all five by default. */
const TARGETS = (process.env.FAULT_SERVICES?.split(',').map((name) => name.trim()) ?? [...serviceNames]) as ServiceName[];
const unknownTargets = TARGETS.filter((name) => !serviceNames.includes(name));
if (unknownTargets.length > 0 || TARGETS.length === 0) {
  console.error(`FAULT_SERVICES: unknown ${unknownTargets.join(', ') || '(empty)'}; choose from ${serviceNames.join(', ')}`);
  process.exit(2);
}
const say = (message: string) => console.error(`[faults ${new Date().toISOString().slice(11, 19)}] ${message}`);

let database: TestDatabase | null = null;
let ownServer: OwnPostgres | null = null;
let cluster: Cluster | null = null;
let benchDb: Database | null = null;
let store: EventStore | null = null;

/** Stops everything this run started; safe to call twice. */
async function cleanUp() {
  await cluster?.stop().catch(() => killAllGroups());
  cluster = null;
  await store?.close().catch(() => undefined);
  store = null;
  await benchDb?.close().catch(() => undefined);
  benchDb = null;
  await database?.drop().catch((error) => say(`could not drop the database: ${String(error)}`));
  database = null;
  await ownServer?.stop().catch((error) => say(`could not stop its PostgreSQL server: ${String(error)}`));
  ownServer = null;
}

// The last resort: whatever happens to this process, its children's process groups go with it.
process.on('exit', killAllGroups);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    say(`${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}
// Bounded even if something hangs: load + quiet + generous time for start-up and checks.
const watchdog = setTimeout(
  () => {
    say('watchdog: the run took far too long, stopping');
    void cleanUp().finally(() => process.exit(2));
  },
  (LOAD_SECONDS + QUIET_SECONDS + 600) * 1000,
);
watchdog.unref();

async function main(): Promise<number> {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barteraid-faults-'));
  let databaseUrl: string;
  if (PG_RESTART) {
    say('starting a PostgreSQL server of its own (initdb, pg_ctl)');
    ownServer = await OwnPostgres.start();
    databaseUrl = await ownServer.createDatabase('barteraid_faults');
  } else {
    database = await createTestDatabase('faults');
    databaseUrl = database.url;
  }
  cluster = await Cluster.create({ databaseUrl, logDir });
  say(`service logs in ${logDir}`);
  await cluster.startRedis();
  await cluster.startAll();
  benchDb = await openDatabase({ url: databaseUrl, poolSize: 4 });
  store = await createEventStore(benchDb);

  const load = new Load(cluster.gatewayUrl);
  say(`registering ${MEMBERS} members with listings, ${LINED} of them with a credit line`);
  await load.setup(MEMBERS, LINED);
  const admin = load.members[0]!;
  await grantAdminByEmail({ store, actorId: null, correlationId: randomUUID() }, admin.email, 'operator:fault-benchmark');
  const adminId = admin.id;
  load.admin = admin;
  // The lined members' verification approved, as the admin's approval records it; then a relief line
  // through the API, which also brings in the verified free tier's line.
  for (const member of load.members.filter((each) => each.lined)) {
    await store.append(
      streams.verification(member.id),
      [
        {
          id: randomUUID(),
          type: 'VerificationApproved',
          data: { submissionId: randomUUID(), memberId: member.id, verificationType: 'ebt', by: adminId, reason: null, approvedAt: new Date().toISOString() },
          metadata: { actorId: adminId, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
        },
      ],
      'any',
    );
    if (!(await load.grantReliefLine(member, '20.00'))) throw new Error('setup: a relief line could not be granted');
  }

  const extras = [DROPS ? 'dropping every database connection every 2–6 s' : '', PG_RESTART ? 'restarting PostgreSQL every 30–60 s' : ''].filter(Boolean);
  say(`load for ${LOAD_SECONDS} s from ${USERS} virtual users, killing a service every 2–6 s${extras.map((extra) => `, ${extra}`).join('')}`);
  const startedAt = Date.now();
  const until = startedAt + LOAD_SECONDS * 1000;
  const [, killLog, drops, pgRestarts] = await Promise.all([
    load.run({ users: USERS, until, maxOperations: MAX_OPERATIONS }),
    killRandomly(cluster, { until, startedAt, targets: TARGETS }),
    DROPS ? dropConnectionsRandomly(databaseUrl, cluster, { until, startedAt }) : Promise.resolve<DropRecord[]>([]),
    PG_RESTART && ownServer ? restartPostgresRandomly(ownServer, cluster, { until, startedAt }) : Promise.resolve<RestartRecord[]>([]),
  ]);
  const loadSeconds = Math.round((Date.now() - startedAt) / 1000);

  say('load stopped; bringing every service back and waiting for quiet');
  await cluster.ensureAllUp();
  const quiet = await waitForQuiet(benchDb.db, QUIET_SECONDS * 1000);
  say(quiet.reached ? `quiet after ${quiet.waitedSeconds} s` : `not quiet after ${quiet.waitedSeconds} s: ${JSON.stringify(quiet)}`);

  const fold = await foldLog(store);
  const invariants = fold.check(false);
  const readModels = await checkReadModels(benchDb.db);
  const http = await compareHttpBalances(cluster.gatewayUrl, fold, PASSWORD);
  const acknowledged = await checkAcknowledged(store, fold, load.acknowledged);

  const partial: Omit<FaultReport, 'failures'> = {
    at: new Date().toISOString(),
    loadSeconds,
    users: USERS,
    setupMembers: MEMBERS,
    operations: load.stats,
    totals: totalsOf(load.stats),
    retries: load.retries,
    kills: cluster.kills,
    killLog,
    drops,
    pgRestarts,
    unexpectedExits: cluster.unexpectedExits,
    quiet,
    log: {
      head: invariants.head,
      events: invariants.events,
      members: invariants.members,
      trades: invariants.trades,
      tradesByStatus: invariants.tradesByStatus,
      openHolds: invariants.openHolds,
      totals: invariants.totals,
      counts: invariants.counts,
    },
    credit: creditFiguresOf(fold, load.members.filter((member) => member.lined).length),
    violations: invariants.violations,
    readModels,
    http,
    acknowledged,
    logDir,
  };
  const report: FaultReport = { ...partial, failures: failuresOf(partial) };
  const json = JSON.stringify(report, null, 2);
  console.log(json);
  console.log(`\n${formatReport(report)}`);
  await writeResult('faults', report);
  const failed = Object.values(report.failures).some((count) => count > 0);
  say(failed ? 'violations found (see the table above)' : 'no violations');
  return failed ? 1 : 0;
}

let code: number;
try {
  code = await main();
} catch (error) {
  say(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  code = 1;
} finally {
  await cleanUp();
}
process.exit(code);
