import { performance } from 'node:perf_hooks';
import type { BrowserSubscription } from '../../test/support/push-service';

/** What the notifications benchmark asks its push service stand-in (bench/notify/stand-in.ts) over IPC. */
export type StandInRequest = { type: 'subscribe'; count: number } | { type: 'expect'; count: number } | { type: 'report' };

/** What one phase saw: pushes received and decrypted, on how many devices, and when (ms on the shared wall clock). */
export interface PhaseReport {
  received: number;
  devices: number;
  firstAt: number | null;
  lastAt: number | null;
  refused: string[];
  /** One decrypted payload, so the report shows what the devices got. */
  sample: unknown;
}

export type StandInAnswer =
  | { type: 'ready'; origin: string }
  | { type: 'subscriptions'; subscriptions: (BrowserSubscription & { deviceId: string })[] }
  | { type: 'expecting' }
  | { type: 'reached'; at: number }
  | { type: 'report'; report: PhaseReport };

/** Wall-clock ms with the monotonic clock's resolution: comparable between the two processes. */
export const wallMs = () => performance.timeOrigin + performance.now();
