import type { QueryKey } from '@tanstack/react-query';
import type { NotificationTopic, RealtimeEvent } from '@barteraid/events/contracts/notifications';

/**
 * A live topic: the type of a pushed event, or for a `notification` pushed with a `topic`
 * (verification, membership, …) that topic.
 */
export type LiveTopic = Exclude<RealtimeEvent['type'], 'notification' | 'ping' | 'pong' | 'notifications_read'> | NotificationTopic;

type EventOf<T extends LiveTopic> = T extends RealtimeEvent['type'] ? Extract<RealtimeEvent, { type: T }> : Extract<RealtimeEvent, { type: 'notification' }>;

/**
 * What a feature refreshes when a live topic arrives: each feature exports `liveUpdates` from
 * `features/<name>/live-updates.ts` naming the query keys (from its own query factories) that the
 * topic makes stale; `app/live-updates.ts` collects them, so the live connection knows no feature's keys.
 */
export type LiveUpdates = { [T in LiveTopic]?: (event: EventOf<T>) => readonly QueryKey[] };

/** The topic an event is about, or null when it refreshes nothing. */
export function liveTopicOf(event: RealtimeEvent): LiveTopic | null {
  switch (event.type) {
    case 'notification':
      return (event.topic as NotificationTopic | undefined) ?? null;
    case 'new_message':
    case 'trade_update':
    case 'credits_update':
    case 'conversation_read':
      return event.type;
    default:
      return null;
  }
}

/** Every query key the features declared for this event, in the order the features were listed. */
export function liveQueryKeys(features: readonly LiveUpdates[], event: RealtimeEvent): QueryKey[] {
  const topic = liveTopicOf(event);
  if (!topic) return [];
  return features.flatMap((feature) => {
    const refresh = feature[topic] as ((event: RealtimeEvent) => readonly QueryKey[]) | undefined;
    return refresh ? [...refresh(event)] : [];
  });
}
