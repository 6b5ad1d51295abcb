/**
 * The split deployment as child processes, each in its own process group, so one `kill -9`
 * takes a whole service down at once and the end of the benchmark can take everything down.
 * Ports stay the same across restarts, so the gateway finds a restarted API where it was.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Virtual users propose, post and chat far faster than members do: the benchmarks measure the
 * system, so members' hourly limits are lifted there (their own tests are in test/api).
 */
export const BENCH_MEMBER_LIMITS = {
  PROPOSAL_RATE_PER_HOUR: '10000000',
  LISTING_RATE_PER_HOUR: '10000000',
  REPORT_RATE_PER_HOUR: '10000000',
  CHAT_RATE_PER_HOUR: '10000000',
  TEAM_MESSAGE_RATE_PER_HOUR: '10000000',
  DISPUTE_MESSAGE_RATE_PER_HOUR: '10000000',
} as const;

export const serviceNames = ['command-api', 'query-api', 'projector', 'settlement', 'gateway'] as const;
export type ServiceName = (typeof serviceNames)[number];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Resolves once the URL answers below 500, false after the timeout. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    await pause(200);
  }
  return false;
}

interface ServiceSpec {
  /** Workspace-relative entry point, run with node and the tsx loader (no npx: signals reach the service). */
  entry: string;
  port: number | null;
  /** Answers below 500 once the service serves requests; null for workers without HTTP. */
  healthPath: string | null;
  env: Record<string, string>;
}

interface Running {
  child: ChildProcess;
  startedAt: number;
}

/** Every child this process started, by process group, so an exit handler can kill them synchronously. */
const groups = new Set<number>();

export function killAllGroups(): void {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  groups.clear();
}

function spawnGroup(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string): ChildProcess {
  const log = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  if (child.pid) groups.add(child.pid);
  child.once('exit', () => child.pid && groups.delete(child.pid));
  return child;
}

export interface ClusterOptions {
  databaseUrl: string;
  logDir: string;
  /** Each service writes its CPU profile here when it stops (node --cpu-prof). */
  profileDir?: string;
}

export class Cluster {
  readonly redisPort: number;
  readonly gatewayUrl: string;
  private readonly specs: Record<ServiceName, ServiceSpec>;
  private readonly running = new Map<ServiceName, Running>();
  private redis: ChildProcess | null = null;
  readonly kills: Record<ServiceName, number> = { 'command-api': 0, 'query-api': 0, projector: 0, settlement: 0, gateway: 0 };
  readonly restarts: Record<ServiceName, number> = { 'command-api': 0, 'query-api': 0, projector: 0, settlement: 0, gateway: 0 };
  /** Exits nobody asked for (no kill, no stop): a service that crashed on its own. */
  readonly unexpectedExits: Record<ServiceName, number> = { 'command-api': 0, 'query-api': 0, projector: 0, settlement: 0, gateway: 0 };
  private readonly ended = new WeakSet<ChildProcess>();

  private constructor(
    private readonly options: ClusterOptions,
    ports: { redis: number; command: number; query: number; gateway: number; projector: number; settlement: number },
  ) {
    this.redisPort = ports.redis;
    this.gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
    const env = {
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      REDIS_KEY_PREFIX: 'faults',
      SESSION_SECRET: randomBytes(24).toString('hex'),
      INTERNAL_SECRET: randomBytes(24).toString('hex'),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_IP_ATTEMPTS: '10000000',
      RATE_LIMIT_ACCOUNT_FAILURES: '10000000',
      ...BENCH_MEMBER_LIMITS,
    };
    this.specs = {
      'command-api': { entry: 'services/command-api/src/main.ts', port: ports.command, healthPath: '/api/nothing', env: { ...env, PORT: String(ports.command) } },
      'query-api': { entry: 'services/query-api/src/main.ts', port: ports.query, healthPath: '/api/health', env: { ...env, PORT: String(ports.query) } },
      // Their operations ports (/healthz, /readyz, /metrics) free ones too, so a second cluster or a running server does not collide.
      projector: { entry: 'services/projector/src/main.ts', port: null, healthPath: null, env: { ...env, PROJECTOR_PORT: String(ports.projector) } },
      settlement: { entry: 'services/command-api/src/settlement/main.ts', port: null, healthPath: null, env: { ...env, SETTLEMENT_PORT: String(ports.settlement) } },
      gateway: {
        entry: 'services/gateway/src/main.ts',
        port: ports.gateway,
        healthPath: '/healthz',
        env: { ...env, PORT: String(ports.gateway), COMMAND_API_URL: `http://127.0.0.1:${ports.command}`, QUERY_API_URL: `http://127.0.0.1:${ports.query}` },
      },
    };
  }

  static async create(options: ClusterOptions): Promise<Cluster> {
    const [redis, command, query, gateway, projector, settlement] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
    return new Cluster(options, { redis, command, query, gateway, projector, settlement });
  }

  /** Its own Redis, nothing saved to disk, on 127.0.0.1 only. */
  async startRedis(): Promise<void> {
    this.redis = spawnGroup(
      'redis-server',
      ['--port', String(this.redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      process.env,
      path.join(this.options.logDir, 'redis.log'),
    );
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (await tcpOpen(this.redisPort)) return;
      await pause(100);
    }
    throw new Error(`redis-server did not start on port ${this.redisPort}`);
  }

  /** Command API first: migrations run at every start, and it applies them once before the others start. */
  async startAll(): Promise<void> {
    this.start('command-api');
    await this.waitUp('command-api', 90_000);
    for (const name of serviceNames) if (name !== 'command-api') this.start(name);
    for (const name of serviceNames) await this.waitUp(name, 90_000);
  }

  start(name: ServiceName): void {
    if (this.isRunning(name)) return;
    const spec = this.specs[name];
    // A directory per service: node names each thread's profile (the main one and the module loader's) itself.
    const profile = this.options.profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.join(this.options.profileDir, name)] : [];
    const child = spawnGroup(process.execPath, [...profile, '--import', 'tsx', spec.entry], { ...process.env, ...spec.env }, path.join(this.options.logDir, `${name}.log`));
    child.once('exit', () => {
      if (!this.ended.has(child)) this.unexpectedExits[name]++;
    });
    this.running.set(name, { child, startedAt: Date.now() });
  }

  /** The running services' process ids, and Redis's, for the benchmarks' CPU figures. */
  pids(): Record<ServiceName | 'redis', number[]> {
    const pids = {} as Record<ServiceName | 'redis', number[]>;
    for (const name of serviceNames) {
      const child = this.running.get(name)?.child;
      pids[name] = child?.pid && this.isRunning(name) ? [child.pid] : [];
    }
    pids.redis = this.redis?.pid ? [this.redis.pid] : [];
    return pids;
  }

  isRunning(name: ServiceName): boolean {
    const child = this.running.get(name)?.child;
    return !!child && child.exitCode === null && child.signalCode === null;
  }

  /** kill -9 of the service's whole process group; resolves once it is gone. */
  async kill(name: ServiceName): Promise<void> {
    const child = this.running.get(name)?.child;
    if (!child || !this.isRunning(name)) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    this.ended.add(child);
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
    await exited;
    this.kills[name]++;
  }

  async restart(name: ServiceName): Promise<void> {
    this.start(name);
    this.restarts[name]++;
  }

  /** HTTP services: until they answer; workers: until they have stayed up for two seconds. */
  async waitUp(name: ServiceName, timeoutMs: number): Promise<boolean> {
    const spec = this.specs[name];
    if (spec.healthPath && spec.port) return waitForHttp(`http://127.0.0.1:${spec.port}${spec.healthPath}`, timeoutMs);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const running = this.running.get(name);
      if (running && this.isRunning(name) && Date.now() - running.startedAt > 2000) return true;
      await pause(200);
    }
    return false;
  }

  /** Starts whatever is down and waits until every service is up. */
  async ensureAllUp(timeoutMs = 90_000): Promise<void> {
    for (const name of serviceNames) if (!this.isRunning(name)) await this.restart(name);
    for (const name of serviceNames) {
      if (!(await this.waitUp(name, timeoutMs))) throw new Error(`${name} did not come back up (see its log in ${this.options.logDir})`);
    }
  }

  /** SIGTERM first (a clean stop), then SIGKILL for anything still there, Redis last. */
  async stop(): Promise<void> {
    const children = [...this.running.values()].map((running) => running.child).filter((child) => child.exitCode === null && child.signalCode === null);
    children.forEach((child) => this.ended.add(child));
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              try {
                process.kill(-child.pid!, 'SIGKILL');
              } catch {
                // gone
              }
            }, 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            try {
              process.kill(-child.pid!, 'SIGTERM');
            } catch {
              clearTimeout(timer);
              resolve();
            }
          }),
      ),
    );
    if (this.redis && this.redis.exitCode === null && this.redis.signalCode === null) {
      const exited = new Promise<void>((resolve) => this.redis!.once('exit', () => resolve()));
      process.kill(-this.redis.pid!, 'SIGKILL');
      await exited;
    }
    killAllGroups();
  }
}

function tcpOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
