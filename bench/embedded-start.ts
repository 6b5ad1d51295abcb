import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_MEMBER_LIMITS, freePort, waitForHttp } from './faults/cluster';

export interface EmbeddedStart {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The quick start as `npm start` runs it (one process, embedded PGlite, in-process bus and queue) on
 * a fresh data directory, in a process of its own, with the benchmarks' member limits.
 */
export async function startEmbedded(name: string, nodeOptions: string[] = []): Promise<EmbeddedStart> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `barteraid-${name}-`));
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', 'services/gateway/src/one-process.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false', RATE_LIMIT_IP_ATTEMPTS: '10000000', RATE_LIMIT_ACCOUNT_FAILURES: '10000000', ...BENCH_MEMBER_LIMITS },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitForHttp(`${url}/readyz`, 120_000))) throw new Error('the embedded start did not come up');
  return {
    url,
    pid: child.pid!,
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
