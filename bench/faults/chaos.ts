/**
 * Every few seconds (2–6 s at random) one service, chosen at random among the targets (all five
 * unless FAULT_SERVICES names some), gets `kill -9`, and is
 * started again after a short pause (0.3–1.5 s). The next kill does not wait for it to serve
 * again, so a service may also die while it is still starting.
 */
import pg from 'pg';
import { serviceNames, waitForHttp, type Cluster, type ServiceName } from './cluster';
import type { OwnPostgres } from './own-postgres';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

export interface KillRecord {
  service: ServiceName;
  /** Seconds since the load started. */
  atSeconds: number;
}

export async function killRandomly(
  cluster: Cluster,
  options: { until: number; startedAt: number; targets?: readonly ServiceName[] },
): Promise<KillRecord[]> {
  const targets = options.targets ?? serviceNames;
  const kills: KillRecord[] = [];
  for (;;) {
    await pause(Math.min(between(2000, 6000), options.until - Date.now()));
    if (Date.now() >= options.until) return kills;
    const service = targets[Math.floor(Math.random() * targets.length)]!;
    const killedAt = Date.now();
    if (!cluster.isRunning(service)) continue;
    await cluster.kill(service);
    kills.push({ service, atSeconds: Math.round((killedAt - options.startedAt) / 100) / 10 });
    await pause(between(300, 1500));
    await cluster.restart(service);
  }
}

export interface DropRecord {
  /** Seconds since the load started. */
  atSeconds: number;
  /** The terminated backends by their state then (active, idle, idle in transaction, …). */
  backends: Record<string, number>;
  /** Seconds until the gateway's /readyz answered 200 again; null when it did not within 10 s. */
  readySeconds: number | null;
}

/**
 * Every few seconds (2–6 s at random, FAULT_DROPS=1) every backend of the database is terminated,
 * as a PostgreSQL restart, a failover, a pooler's restart or idle_in_transaction_session_timeout
 * would: running queries, idle pool connections, the LISTEN connections, and a backend this
 * function leaves idle in transaction first. Then it times how long the gateway takes to be ready.
 */
export async function dropConnectionsRandomly(
  databaseUrl: string,
  cluster: Cluster,
  options: { until: number; startedAt: number },
): Promise<DropRecord[]> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const serverUrl = new URL(databaseUrl);
  serverUrl.pathname = '/postgres';
  const drops: DropRecord[] = [];
  for (;;) {
    await pause(Math.min(between(2000, 6000), options.until - Date.now()));
    if (Date.now() >= options.until) return drops;
    const droppedAt = Date.now();
    // Connections of the benchmark's own are themselves cut by a full restart; they reconnect each round.
    const terminator = new pg.Client({ connectionString: serverUrl.toString() });
    const held = new pg.Client({ connectionString: databaseUrl });
    terminator.on('error', () => undefined);
    held.on('error', () => undefined);
    try {
      await terminator.connect();
      await held.connect();
      await held.query('begin');
      await held.query('select 1');
      const { rows } = await terminator.query<{ state: string | null }>(
        'select state, pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      const backends: Record<string, number> = {};
      for (const row of rows) backends[row.state ?? 'unknown'] = (backends[row.state ?? 'unknown'] ?? 0) + 1;
      const ready = await waitForHttp(`${cluster.gatewayUrl}/readyz`, 10_000);
      drops.push({ atSeconds: Math.round((droppedAt - options.startedAt) / 100) / 10, backends, readySeconds: ready ? Math.round((Date.now() - droppedAt) / 100) / 10 : null });
    } catch {
      // The server itself is away (a restart under way): this round is skipped.
    } finally {
      await held.end().catch(() => undefined);
      await terminator.end().catch(() => undefined);
    }
  }
}

export interface RestartRecord {
  atSeconds: number;
  /** How long `pg_ctl restart` took (the server was away about as long). */
  restartSeconds: number;
  /** Seconds from the restart's start until the gateway's /readyz answered 200; null when not within 30 s. */
  readySeconds: number | null;
}

/** FAULT_PG_RESTART=1: the benchmark's own PostgreSQL server restarted in full every 30–60 s. */
export async function restartPostgresRandomly(
  server: OwnPostgres,
  cluster: Cluster,
  options: { until: number; startedAt: number },
): Promise<RestartRecord[]> {
  const restarts: RestartRecord[] = [];
  for (;;) {
    await pause(Math.min(between(30_000, 60_000), options.until - Date.now()));
    if (Date.now() >= options.until) return restarts;
    const restartedAt = Date.now();
    const restartSeconds = await server.restart();
    const ready = await waitForHttp(`${cluster.gatewayUrl}/readyz`, 30_000);
    restarts.push({
      atSeconds: Math.round((restartedAt - options.startedAt) / 100) / 10,
      restartSeconds: Math.round(restartSeconds * 10) / 10,
      readySeconds: ready ? Math.round((Date.now() - restartedAt) / 100) / 10 : null,
    });
  }
}
