import type { EventOf, NotificationsMarkedRead, NotificationsSeen } from '@barteraid/events';
import type { NotificationSource, Outbox, ProjectedEvent, Projection, ProjectionTransaction } from '../projection';

type MarkedRead = EventOf<typeof NotificationsMarkedRead>;
type Seen = EventOf<typeof NotificationsSeen>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Marks the member's own notifications read: the listed ones, or (ids null) every one recorded
 * before this event. Marks are remembered apart from the rows, so a notification recorded later
 * (by a projection running behind, or rebuilt after this one) is stored as read too.
 */
async function markRead(event: ProjectedEvent & MarkedRead, trx: ProjectionTransaction, outbox: Outbox) {
  const { memberId, notificationIds, readAt } = event.data;
  const at = new Date(readAt);
  let update = trx
    .updateTable('notifications')
    .set({ read: true, read_at: at })
    .where('member_id', '=', memberId)
    .where('read', '=', false);
  if (notificationIds) {
    // Ids come from the member's request; anything that is not an id matches nothing.
    const ids = notificationIds.filter((id) => UUID.test(id));
    if (ids.length === 0) return;
    // Remembered apart from the rows: a row recorded later (or rebuilt) for these ids comes out read.
    await trx
      .insertInto('notification_read_ids')
      .values(ids.map((id) => ({ notification_id: id, member_id: memberId, read_at: at })))
      .onConflict((oc) => oc.columns(['notification_id', 'member_id']).doNothing())
      .execute();
    update = update.where('id', 'in', ids);
  } else {
    update = update.where('position', '<', event.position);
    await trx
      .insertInto('notification_read_marks')
      .values({ member_id: memberId, read_through_position: event.position, read_at: at })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ read_through_position: event.position, read_at: at }))
      .execute();
  }
  await update.execute();
  // Other open tabs of the member clear their badge too.
  outbox.notify(memberId, { type: 'notifications_read', notificationIds });
}

/** Remembers what the member saw on the opened bell (only ids: the rows may be recorded later). */
async function markSeen(event: ProjectedEvent & Seen, trx: ProjectionTransaction) {
  const { memberId, notificationIds, seenAt } = event.data;
  const ids = notificationIds.filter((id) => UUID.test(id));
  if (ids.length === 0) return;
  await trx
    .insertInto('notification_seen_ids')
    .values(ids.map((id) => ({ notification_id: id, member_id: memberId, seen_at: new Date(seenAt) })))
    .onConflict((oc) => oc.columns(['member_id', 'notification_id']).doNothing())
    .execute();
}

/** The bell's stored notifications and their read state, recorded by every feature's notification sources. */
export function notificationsProjection(sources: readonly NotificationSource[]): Projection {
  const apply: Projection['apply'] = async (event, trx, outbox) => {
    if (event.type === 'NotificationsMarkedRead') return markRead(event, trx, outbox);
    if (event.type === 'NotificationsSeen') return markSeen(event, trx);
    for (const source of sources) if (source.handles.includes(event.type)) await source.record(event, trx, outbox);
  };
  return {
    name: 'notifications',
    tables: ['notifications', 'notification_read_marks', 'notification_read_ids', 'notification_seen_ids', ...sources.flatMap((source) => source.tables ?? [])],
    handles: [...new Set(['NotificationsMarkedRead' as const, 'NotificationsSeen' as const, ...sources.flatMap((source) => source.handles)])],
    apply,
    /**
     * Consecutive events that one source alone handles, and that source has a batch path for, go
     * to it together (a batch's messages: one lookup and one insert); every other event as `apply`.
     */
    async applyMany(events, trx, outbox) {
      let runSource: NotificationSource | null = null;
      let run: ProjectedEvent[] = [];
      const flush = async () => {
        if (runSource?.recordMany && run.length > 0) await runSource.recordMany(run, trx, outbox);
        runSource = null;
        run = [];
      };
      for (const event of events) {
        const handling = event.type === 'NotificationsMarkedRead' || event.type === 'NotificationsSeen' ? [] : sources.filter((source) => source.handles.includes(event.type));
        const only = handling.length === 1 && handling[0]!.recordMany ? handling[0]! : null;
        if (only && runSource === only) {
          run.push(event);
          continue;
        }
        await flush();
        if (only) {
          runSource = only;
          run = [event];
        } else await apply(event, trx, outbox);
      }
      await flush();
    },
  };
}
