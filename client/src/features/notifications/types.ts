import type { RealtimeEvent } from '@barteraid/events/contracts/notifications';

export type { AppNotification, RealtimeEvent } from '@barteraid/events/contracts/notifications';

/** What the server pushes over /ws, read without validating every field (the server writes it). */
export function parseRealtimeEvent(raw: unknown): RealtimeEvent | null {
  if (typeof raw !== 'string') return null;
  const parsed: unknown = JSON.parse(raw);
  if (!parsed || typeof parsed !== 'object' || !('type' in parsed) || typeof parsed.type !== 'string') return null;
  return parsed as RealtimeEvent;
}
