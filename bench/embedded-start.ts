import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_MEMBER_LIMITS, freePort, waitForHttp } from './faults/cluster';

/** BENCH_PROFILE=<dir>: a process started here writes its CPU profiles there when it stops. */
export const profileOptions = (): string[] => (process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []);

export interface EmbeddedStart {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The product's one-process entry (`one-process.ts`) in a process of its own, serving once ready. */
async function startOneProcessApart(env: NodeJS.ProcessEnv, nodeOptions: string[], cleanUp: () => Promise<void>): Promise<EmbeddedStart> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', 'services/gateway/src/one-process.ts'], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', RATE_LIMIT_IP_ATTEMPTS: '10000000', RATE_LIMIT_ACCOUNT_FAILURES: '10000000', ...BENCH_MEMBER_LIMITS, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitForHttp(`${url}/readyz`, 120_000))) throw new Error('the one-process start did not come up');
  return {
    url,
    pid: child.pid!,
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      await cleanUp();
    },
  };
}

/**
 * The quick start as `npm start` runs it (one process, embedded PGlite, in-process bus and queue) on
 * a fresh data directory, in a process of its own, with the benchmarks' member limits.
 */
export async function startEmbedded(name: string, nodeOptions: string[] = []): Promise<EmbeddedStart> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `barteraid-${name}-`));
  return startOneProcessApart({ DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' }, nodeOptions, () => rm(dataDir, { recursive: true, force: true }));
}

/**
 * Every service together in one process of its own on PostgreSQL and Redis (the one-process entry
 * with DATABASE_URL and REDIS_URL): what the split deployment's five processes cost without their
 * boundaries, measured apart from the benchmark's client.
 */
export async function startCoLocated(databaseUrl: string, redisUrl: string, nodeOptions: string[] = []): Promise<EmbeddedStart> {
  // Its files (uploads) still go to a data directory of its own.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'barteraid-co-located-'));
  const secrets = { SESSION_SECRET: randomBytes(24).toString('hex'), INTERNAL_SECRET: randomBytes(24).toString('hex') };
  return startOneProcessApart({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: 'co-located', DATA_DIR: dataDir, ...secrets }, nodeOptions, () =>
    rm(dataDir, { recursive: true, force: true }),
  );
}
