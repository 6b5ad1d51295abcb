/**
 * Every few seconds (2–6 s at random) one service, chosen at random, gets `kill -9`; it is
 * started again after a short pause, and the next kill waits until it serves again.
 */
import { serviceNames, type Cluster, type ServiceName } from './cluster';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

export interface KillRecord {
  service: ServiceName;
  atSeconds: number;
  /** From the kill until the restarted service answered (or its worker stayed up). */
  downSeconds: number;
}

export async function killRandomly(cluster: Cluster, options: { until: number; startedAt: number }): Promise<KillRecord[]> {
  const kills: KillRecord[] = [];
  for (;;) {
    await pause(Math.min(between(2000, 6000), options.until - Date.now()));
    if (Date.now() >= options.until) return kills;
    const service = serviceNames[Math.floor(Math.random() * serviceNames.length)]!;
    const killedAt = Date.now();
    await cluster.kill(service);
    await pause(between(300, 1500));
    await cluster.restart(service);
    await cluster.waitUp(service, 60_000);
    kills.push({ service, atSeconds: Math.round((killedAt - options.startedAt) / 100) / 10, downSeconds: Math.round((Date.now() - killedAt) / 100) / 10 });
  }
}
