import { deterministicId, type NotificationType } from '@barteraid/events';
import type { Outbox, ProjectedEvent, ProjectionTransaction } from '../projection';

/** A notification as the bell shows it (GET /api/notifications and the live message). */
export interface NotificationView {
  id: string;
  type: NotificationType;
  title: string;
  description: string;
  timestamp: string;
  read: boolean;
  tradeId: string | null;
}

export interface NotificationInput {
  memberId: string;
  type: NotificationType;
  title: string;
  description: string;
  tradeId?: string | null;
  /** The event that causes the notification: its id gives the row's id, its time the timestamp. */
  event: Pick<ProjectedEvent, 'id' | 'position' | 'createdAt'>;
  /**
   * Extra fields of the live websocket message, e.g. `{ senderName }` for new_message or
   * `{ status }` for trade_update. The message's type defaults from the notification type.
   */
  realtime?: Record<string, unknown>;
}

const liveTypes: Record<NotificationType, string> = {
  message: 'new_message',
  trade_update: 'trade_update',
  other: 'notification',
};

/**
 * When the member already read this notification: marked by id, or covered by a "mark all read"
 * later in the log. Both are kept apart from the rows, so a row recorded late still comes out read.
 */
async function readAtOf(trx: ProjectionTransaction, id: string, memberId: string, position: number): Promise<Date | null> {
  const byId = await trx
    .selectFrom('notification_read_ids')
    .select('read_at')
    .where('notification_id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (byId) return new Date(byId.read_at);
  const mark = await trx
    .selectFrom('notification_read_marks')
    .select(['read_through_position', 'read_at'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return mark && Number(mark.read_through_position) >= position ? new Date(mark.read_at) : null;
}

/** One event notifies a member at most once, however often it is replayed. */
export const notificationId = (eventId: string, memberId: string) => deterministicId('notification', eventId, memberId);

/**
 * Stores a notification for the bell and pushes it to the member's open sockets (after the
 * projector's batch commits). Call it from a notification source listed in `sources.ts`, so
 * rebuilding the notifications projection recreates it. Calling it from another projection also
 * works (rows are idempotent and read marks, kept apart from the rows, still apply), but such
 * rows are only recreated by rebuilding that projection after the notifications projection.
 *
 * Returns the stored notification, or null when this event had already recorded it.
 */
export async function recordNotification(
  trx: ProjectionTransaction,
  outbox: Outbox,
  input: NotificationInput,
): Promise<NotificationView | null> {
  const id = notificationId(input.event.id, input.memberId);
  const readAt = await readAtOf(trx, id, input.memberId, input.event.position);
  const read = readAt !== null;
  const inserted = await trx
    .insertInto('notifications')
    .values({
      id,
      member_id: input.memberId,
      type: input.type,
      title: input.title,
      description: input.description,
      trade_id: input.tradeId ?? null,
      read,
      read_at: readAt,
      position: input.event.position,
      created_at: input.event.createdAt,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return null;
  const view: NotificationView = {
    id,
    type: input.type,
    title: input.title,
    description: input.description,
    timestamp: input.event.createdAt.toISOString(),
    read,
    tradeId: input.tradeId ?? null,
  };
  outbox.notify(input.memberId, { type: liveTypes[input.type], tradeId: view.tradeId, ...input.realtime, notification: view });
  return view;
}
