import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { TestDatabase } from '@barteraid/infra/testing/databases';
import { builtEntry, type EntryPoint } from './entry-points';
import { TEST_REDIS_URL } from './test-app';

/** The production shape: each service its own process, talking over HTTP, PostgreSQL and Redis. */
export const splitServices = ['command-api', 'query-api', 'projector', 'settlement', 'gateway'] as const;
export type SplitService = (typeof splitServices)[number];

const entries: Record<SplitService, EntryPoint> = {
  'command-api': 'services/command-api/src/main.ts',
  'query-api': 'services/query-api/src/main.ts',
  projector: 'services/projector/src/main.ts',
  settlement: 'services/command-api/src/settlement/main.ts',
  gateway: 'services/gateway/src/main.ts',
};

/** The variable naming each service's own port (for the APIs and the gateway its HTTP port, for the workers their operations port). */
const portVariables: Record<SplitService, string> = {
  'command-api': 'PORT',
  'query-api': 'PORT',
  projector: 'PROJECTOR_PORT',
  settlement: 'SETTLEMENT_PORT',
  gateway: 'PORT',
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether every URL answers 200 within the time; the seconds it took and each URL's last status (0: no answer). */
export async function readyWithin(urls: string[], ms: number): Promise<{ ready: boolean; seconds: number; last: Record<string, number> }> {
  const started = Date.now();
  const last: Record<string, number> = {};
  while (Date.now() - started < ms) {
    await Promise.all(
      urls.map(async (url) => {
        last[url] = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
          async (response) => (await response.arrayBuffer(), response.status),
          () => 0,
        );
      }),
    );
    if (urls.every((url) => last[url] === 200)) return { ready: true, seconds: (Date.now() - started) / 1000, last };
    await pause(200);
  }
  return { ready: false, seconds: (Date.now() - started) / 1000, last };
}

export interface SplitDeploymentOptions {
  /** Added to every service's environment. */
  env?: Record<string, string>;
  /** Added to one service's environment (LOG_LEVEL=debug for the projector, say). */
  serviceEnv?: Partial<Record<SplitService, Record<string, string>>>;
  /** Each line a service writes to stdout (its JSON log); without it stdout is ignored. */
  onLogLine?: Partial<Record<SplitService, (line: string) => void>>;
  /** Which of a service's stderr lines to show (all by default). */
  showStderr?: (line: string) => boolean;
}

export interface SplitDeployment {
  gatewayUrl: string;
  /** Each service's own port: /healthz, /readyz and /metrics. */
  ports: Record<SplitService, number>;
  /** Each service's /readyz. */
  readyz: Record<SplitService, string>;
  children: Map<SplitService, ChildProcess>;
  /** SIGTERM to every service still running; resolves with each one's exit code, in `splitServices` order. */
  stop(): Promise<(number | null)[]>;
}

/**
 * Every service as its own process (node on its bundle, not npx, so SIGTERM reaches the service
 * itself) on the given database (migrated from the template) and the machine's Redis under
 * a fresh key prefix. Resolves once every /readyz answers 200.
 */
export async function startSplitDeployment(database: TestDatabase, options: SplitDeploymentOptions = {}): Promise<SplitDeployment> {
  const ports = Object.fromEntries(await Promise.all(splitServices.map(async (name) => [name, await freePort()] as const))) as Record<SplitService, number>;
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: `test_split_${randomBytes(4).toString('hex')}`,
    SESSION_SECRET: randomBytes(24).toString('hex'),
    INTERNAL_SECRET: randomBytes(24).toString('hex'),
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    RATE_LIMIT_IP_ATTEMPTS: '100000',
    COMMAND_API_URL: `http://127.0.0.1:${ports['command-api']}`,
    QUERY_API_URL: `http://127.0.0.1:${ports['query-api']}`,
    ...options.env,
  };
  const children = new Map<SplitService, ChildProcess>();
  const start = (name: SplitService) => {
    const onLine = options.onLogLine?.[name];
    const child = spawn(process.execPath, [builtEntry(entries[name])], {
      env: { ...process.env, ...env, [portVariables[name]]: String(ports[name]), ...options.serviceEnv?.[name] },
      stdio: ['ignore', onLine ? 'pipe' : 'ignore', 'pipe'],
    });
    let partial = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      lines.forEach((line) => onLine?.(line));
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      const shown = chunk.toString('utf8').split('\n').filter((line) => line && (options.showStderr?.(line) ?? true));
      if (shown.length > 0) process.stderr.write(`[${name}] ${shown.join('\n')}\n`);
    });
    children.set(name, child);
  };
  const readyz = Object.fromEntries(splitServices.map((name) => [name, `http://127.0.0.1:${ports[name]}/readyz`])) as Record<SplitService, string>;
  const deployment: SplitDeployment = {
    gatewayUrl: `http://127.0.0.1:${ports.gateway}`,
    ports,
    readyz,
    children,
    stop: () =>
      Promise.all(
        splitServices.map(
          (name) =>
            new Promise<number | null>((resolve) => {
              const child = children.get(name);
              if (!child || child.exitCode !== null || child.signalCode !== null) return resolve(child?.exitCode ?? null);
              child.once('exit', (code) => resolve(code));
              child.kill('SIGTERM');
            }),
        ),
      ),
  };
  // All five at once, as in production: their bundles need no compiler cache warmed by one of them.
  // The same four minutes as the command API's start and then the others' had between them.
  splitServices.forEach(start);
  const up = await readyWithin(Object.values(readyz), 240_000);
  if (!up.ready) {
    await deployment.stop();
    throw new Error(`the split deployment did not come up: ${JSON.stringify(up.last)}`);
  }
  return deployment;
}
