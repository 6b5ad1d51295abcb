import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@barteraid/infra/testing/databases';
import { Cluster, waitForHttp } from './faults/cluster';

export interface SplitDeployment {
  /** The gateway's address. */
  url: string;
  /** Its fresh database, for a benchmark's own setup and checks. */
  databaseUrl: string;
  /** Each service's process ids and Redis's (for CPU per unit of work). */
  pids(): Record<string, number[]>;
  stop(): Promise<void>;
}

/**
 * Every service as its own process on a fresh database and local Redis (the production shape),
 * ready to serve: what the chat and trades benchmarks run against with BENCH_TARGET=split.
 */
export async function startSplitDeployment(name: string): Promise<SplitDeployment> {
  const database = await createTestDatabase(name);
  const logDir = await mkdtemp(path.join(tmpdir(), `barteraid-${name}-logs-`));
  // BENCH_PROFILE=<dir>: every service writes its CPU profile there when it stops.
  const cluster = await Cluster.create({ databaseUrl: database.url, logDir, profileDir: process.env.BENCH_PROFILE });
  await cluster.startRedis();
  await cluster.startAll();
  await cluster.ensureAllUp();
  if (!(await waitForHttp(`${cluster.gatewayUrl}/readyz`, 120_000))) throw new Error('the split deployment did not come up');
  return {
    url: cluster.gatewayUrl,
    databaseUrl: database.url,
    pids: () => cluster.pids(),
    async stop() {
      await cluster.stop();
      await database.drop();
      await rm(logDir, { recursive: true, force: true });
    },
  };
}
