import { performance } from 'node:perf_hooks';
import { appendDuration, eventAppends, eventsAppended } from '../metrics/registry';
import type { StreamWrite } from './port';

/** written; retried: every event was stored already (a retried request); conflict: a wrong revision or ids stored elsewhere; failed: an error. */
export type AppendOutcomeLabel = 'written' | 'retried' | 'conflict' | 'failed';

export const appendClock = (): number => performance.now();

/** Counts one append (of one or several streams) and how long it took from being asked for. */
export function recordAppend(outcome: AppendOutcomeLabel, startedAt: number, writes: readonly StreamWrite[]): void {
  eventAppends.inc({ outcome });
  appendDuration.observe({ outcome }, (performance.now() - startedAt) / 1000);
  if (outcome === 'written') eventsAppended.inc(writes.reduce((sum, write) => sum + write.events.length, 0));
}
