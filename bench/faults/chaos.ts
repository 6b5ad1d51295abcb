/**
 * Every few seconds (2–6 s at random) one service, chosen at random among the targets (all five
 * unless FAULT_SERVICES names some), gets `kill -9`, and is
 * started again after a short pause (0.3–1.5 s). The next kill does not wait for it to serve
 * again, so a service may also die while it is still starting.
 */
import { serviceNames, type Cluster, type ServiceName } from './cluster';

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
