import { deterministicId } from '@barteraid/events';
import type { Db } from '@barteraid/infra';
import { commandDbOf } from '../read-models';

export const PUSH_QUEUE = 'push';

/** A push job names its outbox row. */
export interface PushJob {
  pushId: string;
}

/** The row's id: one notification, one device, one push — deciding again finds it. */
export const pushId = (notificationId: string, subscriptionId: string) => deterministicId('push', notificationId, subscriptionId);

/** A notification older than this is not pushed any more (after an outage, say): the bell and mail still have it. */
export const PUSH_WINDOW_MS = 24 * 3600_000;

/**
 * The ladder's push step, decided: every notification still unread `afterSeconds` after it rang
 * the bell goes to each device the member had on when it rang. One row per notification and
 * device, inserted `on conflict do nothing` with an id derived from both, so a second sweep, a
 * second instance or a restart after a crash adds nothing. Answers the ids of the rows it added.
 */
export async function decidePushes(platformDb: Db, now: Date, afterSeconds: number, limit = 1000): Promise<string[]> {
  const db = commandDbOf(platformDb);
  const due = new Date(now.getTime() - afterSeconds * 1000);
  const oldest = new Date(now.getTime() - PUSH_WINDOW_MS);
  const candidates = await db
    .selectFrom('push_subscriptions as s')
    .innerJoin('notifications as n', 'n.member_id', 's.member_id')
    .select(['n.id as notificationId', 's.id as subscriptionId', 'n.member_id as memberId'])
    .where('n.read', '=', false)
    .where('n.created_at', '<=', due)
    .where('n.created_at', '>=', oldest)
    // A device turned on later does not get the backlog of what rang before it (by log order, not clocks).
    .whereRef('n.position', '>', 's.added_position')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('push_outbox as o').select('o.id').whereRef('o.notification_id', '=', 'n.id').whereRef('o.subscription_id', '=', 's.id'))),
    )
    .orderBy('n.created_at')
    .limit(limit)
    .execute();
  if (candidates.length === 0) return [];
  const inserted = await db
    .insertInto('push_outbox')
    .values(
      candidates.map((candidate) => ({
        id: pushId(candidate.notificationId, candidate.subscriptionId),
        notification_id: candidate.notificationId,
        subscription_id: candidate.subscriptionId,
        member_id: candidate.memberId,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

/** Rows decided but not yet sent (their job lost with an in-process queue, or retries used up): queued again by the sweep. */
export async function pendingPushes(db: Db, limit = 1000): Promise<string[]> {
  const rows = await db.selectFrom('push_outbox').select('id').where('status', '=', 'pending').orderBy('created_at').limit(limit).execute();
  return rows.map((row) => row.id);
}
