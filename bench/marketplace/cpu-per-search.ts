/**
 * Diagnostic companion to run.ts: the CPU one search costs the query API and PostgreSQL, under the
 * benchmark's load (10 connections), for the scenarios whose name starts with BENCH_ONLY (default
 * "distance"), against the benchmark database run.ts built (BENCH_DATABASE, as there). Reads both
 * processes' CPU from /proc around a BENCH_SECONDS run (default 10) after a 3 s warm-up, so it needs
 * an otherwise quiet machine; PostgreSQL's figure is every postgres process's. BENCH_PROFILE=1 also
 * writes the query API's V8 CPU profile to bench/results/profiles/.
 * Usage: npx tsx bench/marketplace/cpu-per-search.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { TEST_SERVER_URL } from '@barteraid/infra/testing/databases';
import { scenarios } from './scenarios';
import { startQueryApi } from './query-api-process';

const here = path.dirname(fileURLToPath(import.meta.url));
const url = new URL(TEST_SERVER_URL);
url.pathname = `/${process.env.BENCH_DATABASE ?? 'barteraid_bench_marketplace'}`;
const profiles = path.join(here, '../results/profiles');
const { port, child, stop } = await startQueryApi(url.toString(), process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`] : []);
const base = `http://127.0.0.1:${port}`;
const only = process.env.BENCH_ONLY ?? 'distance';
const paths = (await scenarios(base)).filter((scenario) => scenario.name.startsWith(only)).flatMap((scenario) => scenario.paths);

function load(seconds: number): Promise<autocannon.Result> {
  let turn = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base, connections: 10, duration: seconds, requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[turn++ % paths.length]! }) }] },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** User and system CPU of a process, in clock ticks (10 ms). */
function ticksOf(pid: string | number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // gone since it was listed
  }
}
const postgresTicks = () =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('postgres');
      } catch {
        return false;
      }
    })
    .reduce((sum, pid) => sum + ticksOf(pid), 0);

await load(3);
const [apiBefore, postgresBefore] = [ticksOf(child.pid!), postgresTicks()];
const result = await load(Number(process.env.BENCH_SECONDS ?? 10));
const [apiAfter, postgresAfter] = [ticksOf(child.pid!), postgresTicks()];
const perSearch = (ticks: number) => ((ticks * 10) / result.requests.total).toFixed(2);
console.log(`${paths.length} "${only}" searches: ${result.requests.total} answered, ${result.requests.average}/s, p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms`);
console.log(`CPU per search: query API ${perSearch(apiAfter - apiBefore)} ms, PostgreSQL ${perSearch(postgresAfter - postgresBefore)} ms`);
stop();
