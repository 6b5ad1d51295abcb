import type { AppNotification } from '@barteraid/events/contracts/notifications';

/** Ids of notifications added from the live connection without a stored copy. */
export const LIVE_PREFIX = 'live-';

/**
 * The server's list, with the live notifications it does not store (pushed without a stored copy)
 * kept on top: a refresh must not make the bell forget what it just showed.
 */
export function withLiveOnly(fresh: AppNotification[], cached: AppNotification[] | undefined): AppNotification[] {
  const liveOnly = (cached ?? []).filter((item) => item.id.startsWith(LIVE_PREFIX) && !fresh.some((each) => each.id === item.id));
  return [...liveOnly, ...fresh];
}
