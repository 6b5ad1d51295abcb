/**
 * Diagnostic companion to run.ts: times every request of every scenario alone (one at a time,
 * median of five) against the benchmark database, slowest first, to find the query to look at.
 * Usage: npx tsx bench/marketplace/profile-paths.ts [text the path must contain]
 */
import { TEST_SERVER_URL } from '@barteraid/infra/testing/databases';
import { scenarios } from './scenarios';
import { startQueryApi } from './query-api-process';

const url = new URL(TEST_SERVER_URL);
url.pathname = '/barteraid_bench_marketplace';
const { port, stop } = await startQueryApi(url.toString());
const base = `http://127.0.0.1:${port}`;
const only = process.argv[2] ?? '';
const timings: [number, string][] = [];
for (const scenario of await scenarios(base)) {
  for (const requestPath of scenario.paths.filter((each) => each.includes(only))) {
    const times: number[] = [];
    for (let round = 0; round < 5; round++) {
      const started = performance.now();
      await (await fetch(base + requestPath)).text();
      times.push(performance.now() - started);
    }
    timings.push([times.sort((a, b) => a - b)[2]!, decodeURIComponent(requestPath)]);
  }
}
for (const [ms, requestPath] of timings.sort((a, b) => b[0] - a[0]).slice(0, 40)) console.log(ms.toFixed(1).padStart(7), requestPath.slice(0, 140));
stop();
