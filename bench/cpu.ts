/**
 * CPU time per process, read from /proc/<pid>/stat (user + system, in clock ticks of 10 ms), so a
 * benchmark can say what a unit of work costs in CPU whatever else the machine is doing and however
 * many cores it has. Linux only, as the benchmarks are.
 */
import { readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc reports CPU time in 1/100 s on every architecture the kernel exports it for. */
const TICK_MS = 10;

/** A process's CPU time so far in ms, or null once it is gone. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return (utime + stime) * TICK_MS;
  } catch {
    return null;
  }
}

/**
 * How many times a process has given up its core so far (voluntary and involuntary context
 * switches, /proc/<pid>/status), or null once it is gone: each time it sleeps and is woken.
 */
export function processSwitches(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const count = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return count('voluntary_ctxt_switches') + count('nonvoluntary_ctxt_switches');
  } catch {
    return null;
  }
}

/** Which processes make up a part of the product at this moment (PostgreSQL's backends come and go). */
export type ProcessGroups = () => Promise<Record<string, readonly number[]>>;

export interface CpuWindow {
  /** CPU ms spent by each part since `start`, summed over its processes. */
  stop(): Promise<Record<string, number>>;
}

/**
 * Starts measuring: each part's CPU is its processes' time at `stop` less their time at the start
 * (a process that started in between counts from zero; one that ended in between is lost, which
 * only a backend closed mid-run could be). With `read` = processSwitches, their context switches.
 */
export async function startCpuWindow(groups: ProcessGroups, read: (pid: number) => number | null = processCpuMs): Promise<CpuWindow> {
  const before = new Map<number, number>();
  for (const pids of Object.values(await groups())) for (const pid of pids) before.set(pid, read(pid) ?? 0);
  return {
    async stop() {
      const spent: Record<string, number> = {};
      for (const [part, pids] of Object.entries(await groups())) {
        spent[part] = pids.reduce((sum, pid) => sum + Math.max(0, (read(pid) ?? 0) - (before.get(pid) ?? 0)), 0);
      }
      return spent;
    },
  };
}

/** The same figures per unit of work, rounded to 0.1 ms, with the product's total (parts named in `excluded` left out of it). */
export function perUnit(spent: Record<string, number>, units: number, excluded: readonly string[] = []): Record<string, number> {
  const round = (value: number) => Math.round(value * 10) / 10;
  const per: Record<string, number> = {};
  let total = 0;
  for (const [part, ms] of Object.entries(spent)) {
    per[part] = round(ms / Math.max(1, units));
    if (!excluded.includes(part)) total += ms;
  }
  per.product = round(total / Math.max(1, units));
  return per;
}
