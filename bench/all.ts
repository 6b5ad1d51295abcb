/**
 * Every benchmark, one after another (npm run bench): each prints its table and writes
 * bench/results/<name>.json with the load average at the time. One that fails does not stop the
 * rest; the exit code says whether all passed. BENCH_SKIP=marketplace,faults leaves some out.
 */
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const benchmarks: { name: string; script: string; env?: Record<string, string> }[] = [
  { name: 'event-store', script: 'bench:event-store' },
  { name: 'rebuild', script: 'bench:rebuild' },
  { name: 'chat (embedded)', script: 'bench:chat', env: { BENCH_TARGET: 'embedded' } },
  { name: 'chat (split)', script: 'bench:chat', env: { BENCH_TARGET: 'split' } },
  { name: 'trades', script: 'bench:trades' },
  { name: 'notify', script: 'bench:notify' },
  { name: 'marketplace', script: 'bench:marketplace' },
  { name: 'alerts', script: 'bench:alerts' },
  { name: 'faults', script: 'bench:faults' },
  { name: 'lighthouse', script: 'bench:lighthouse' },
];

const skipped = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const outcomes: string[] = [];
for (const benchmark of benchmarks) {
  if (skipped.has(benchmark.name.split(' ')[0]!)) continue;
  console.log(`\n━━ ${benchmark.name} ━━`);
  const started = performance.now();
  const run = spawnSync('npm', ['run', '--silent', benchmark.script], { stdio: 'inherit', env: { ...process.env, ...benchmark.env } });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  outcomes.push(`${run.status === 0 ? 'ok    ' : 'FAILED'} ${benchmark.name} (${seconds} s)`);
}
console.log(`\n${outcomes.join('\n')}`);
process.exitCode = outcomes.some((line) => line.startsWith('FAILED')) ? 1 : 0;
