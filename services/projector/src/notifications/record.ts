import { sql } from 'kysely';
import { deterministicId, type NotificationType } from '@barteraid/events';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { inEnglish } from '@barteraid/events/messages/registry';
import type { Outbox, ProjectedEvent, ProjectionTransaction } from '../projection';

/** A notification as the bell shows it (GET /api/notifications and the live message). */
export interface NotificationView {
  id: string;
  type: NotificationType;
  /** In English, as the API has always answered; the client writes `titleMessage` in the language on screen. */
  title: string;
  description: string;
  titleMessage: MessageData;
  descriptionMessage: MessageData;
  timestamp: string;
  read: boolean;
  tradeId: string | null;
  link: string | null;
}

export interface NotificationInput {
  memberId: string;
  type: NotificationType;
  /** What it says, as data of a feature's `*-notices` catalogue: stored so, written in the reader's language when read. */
  title: MessageData;
  description: MessageData;
  tradeId?: string | null;
  /** A client path opening it leads to (e.g. the team thread), when a trade does not say where. */
  link?: string | null;
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
 * Stores several notifications (a batch's worth, in log order) in one statement, pushing each live
 * as recordNotification does. Each comes out read when its member already marked it read by id, or
 * a "mark all read" later in the log covers it: both are kept apart from the rows, so a row recorded
 * late (or rebuilt) still comes out read. Returns each stored notification, or null where its event
 * had already recorded it.
 */
export async function recordNotifications(
  trx: ProjectionTransaction,
  outbox: Outbox,
  inputs: readonly NotificationInput[],
): Promise<(NotificationView | null)[]> {
  if (inputs.length === 0) return [];
  const rows = inputs.map((input, index) => ({
    ord: index,
    id: notificationId(input.event.id, input.memberId),
    member_id: input.memberId,
    type: input.type,
    title_code: input.title.code,
    title_params: input.title.params ?? null,
    description_code: input.description.code,
    description_params: input.description.params ?? null,
    trade_id: input.tradeId ?? null,
    link: input.link ?? null,
    position: input.event.position,
    created_at: input.event.createdAt.toISOString(),
  }));
  // Each id once: an upsert may not touch the same row twice in one statement. (A set, not a search
  // per row: one listing's alerts notify a thousand members in one call.)
  const seen = new Set<string>();
  const once = rows.filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
  // A row stored before notifications were data (migration 0260) gets its codes when its event is
  // replayed; it is not new, so it is not pushed again (`xmax = 0` only for a row just inserted).
  const inserted = await sql<{ id: string; read_at: Date | string | null; fresh: boolean }>`
    insert into notifications (id, member_id, type, title_code, title_params, description_code, description_params, trade_id, link, read, read_at, position, created_at)
    select v.id, v.member_id, v.type, v.title_code, v.title_params, v.description_code, v.description_params, v.trade_id, v.link,
      r.read_at is not null, r.read_at, v.position, v.created_at
    from jsonb_to_recordset(${JSON.stringify(once)}::jsonb) as v(
      ord int, id uuid, member_id uuid, type text, title_code text, title_params jsonb, description_code text, description_params jsonb,
      trade_id text, link text, position bigint, created_at timestamptz
    )
    left join notification_read_ids by_id on by_id.notification_id = v.id and by_id.member_id = v.member_id
    left join notification_read_marks mark on mark.member_id = v.member_id and mark.read_through_position >= v.position
    cross join lateral (select coalesce(by_id.read_at, mark.read_at) as read_at) r
    order by v.ord
    on conflict (id) do update set title_code = excluded.title_code, title_params = excluded.title_params,
      description_code = excluded.description_code, description_params = excluded.description_params
      where notifications.title_code is null
    returning id, read_at, (xmax = 0) as fresh`.execute(trx);
  const stored = new Map(inserted.rows.filter((row) => row.fresh).map((row) => [row.id, row.read_at === null ? null : new Date(row.read_at)]));
  return rows.map((row, index) => {
    const input = inputs[index]!;
    // Stored once: a second input with the same id (as recording them one by one) comes out null.
    if (!stored.has(row.id)) return null;
    const readAt = stored.get(row.id)!;
    stored.delete(row.id);
    const view: NotificationView = {
      id: row.id,
      type: input.type,
      title: inEnglish(input.title),
      description: inEnglish(input.description),
      titleMessage: input.title,
      descriptionMessage: input.description,
      timestamp: input.event.createdAt.toISOString(),
      read: readAt !== null,
      tradeId: input.tradeId ?? null,
      link: input.link ?? null,
    };
    outbox.notify(input.memberId, { type: liveTypes[input.type], tradeId: view.tradeId, ...input.realtime, notification: view });
    return view;
  });
}
