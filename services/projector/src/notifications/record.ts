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
 * When each member already read each notification: marked by id, or covered by a "mark all read"
 * later in the log. Both are kept apart from the rows, so a row recorded late still comes out read.
 * Two queries for any number of notifications.
 */
async function readAtOf(trx: ProjectionTransaction, wanted: readonly { id: string; memberId: string; position: number }[]): Promise<(Date | null)[]> {
  const ids = wanted.map((each) => each.id);
  const members = [...new Set(wanted.map((each) => each.memberId))];
  const [byId, marks] = await Promise.all([
    trx.selectFrom('notification_read_ids').select(['notification_id', 'member_id', 'read_at']).where('notification_id', 'in', ids).execute(),
    trx.selectFrom('notification_read_marks').select(['member_id', 'read_through_position', 'read_at']).where('member_id', 'in', members).execute(),
  ]);
  const readById = new Map(byId.map((row) => [`${row.notification_id}/${row.member_id}`, new Date(row.read_at)]));
  const markOf = new Map(marks.map((row) => [row.member_id, row]));
  return wanted.map(({ id, memberId, position }) => {
    const read = readById.get(`${id}/${memberId}`);
    if (read) return read;
    const mark = markOf.get(memberId);
    return mark && Number(mark.read_through_position) >= position ? new Date(mark.read_at) : null;
  });
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
export async function recordNotification(trx: ProjectionTransaction, outbox: Outbox, input: NotificationInput): Promise<NotificationView | null> {
  const [view] = await recordNotifications(trx, outbox, [input]);
  return view ?? null;
}

/**
 * Stores several notifications (a batch's worth, in log order) in three statements, pushing each
 * live as recordNotification does. Returns each stored notification, or null where its event had
 * already recorded it.
 */
export async function recordNotifications(
  trx: ProjectionTransaction,
  outbox: Outbox,
  inputs: readonly NotificationInput[],
): Promise<(NotificationView | null)[]> {
  if (inputs.length === 0) return [];
  const rows = inputs.map((input) => ({ input, id: notificationId(input.event.id, input.memberId) }));
  const readAt = await readAtOf(trx, rows.map(({ input, id }) => ({ id, memberId: input.memberId, position: input.event.position })));
  const inserted = await trx
    .insertInto('notifications')
    .values(
      rows.map(({ input, id }, index) => ({
        id,
        member_id: input.memberId,
        type: input.type,
        title: input.title,
        description: input.description,
        trade_id: input.tradeId ?? null,
        read: readAt[index] !== null,
        read_at: readAt[index] ?? null,
        position: input.event.position,
        created_at: input.event.createdAt,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute();
  const stored = new Set(inserted.map((row) => row.id));
  return rows.map(({ input, id }, index) => {
    // Stored once: a second input with the same id (as recording them one by one) comes out null.
    if (!stored.delete(id)) return null;
    const view: NotificationView = {
      id,
      type: input.type,
      title: input.title,
      description: input.description,
      timestamp: input.event.createdAt.toISOString(),
      read: readAt[index] !== null,
      tradeId: input.tradeId ?? null,
    };
    outbox.notify(input.memberId, { type: liveTypes[input.type], tradeId: view.tradeId, ...input.realtime, notification: view });
    return view;
  });
}
