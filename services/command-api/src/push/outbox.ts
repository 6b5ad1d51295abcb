import { deterministicId } from '@barteraid/events';
import type { Db } from '@barteraid/infra';
import { commandDbOf } from '../read-models';
import { notifyKindOf } from '../notify-preferences/kinds';
import { memberReach } from '../notify-preferences/reach';
import { isQuiet, type QuietHours } from '../sms/quiet-hours';

export const PUSH_QUEUE = 'push';

/** A push job names its outbox row. */
export interface PushJob {
  pushId: string;
}

/** The row's id: one notification, one device, one push — deciding again finds it. */
export const pushId = (notificationId: string, subscriptionId: string) => deterministicId('push', notificationId, subscriptionId);

/** A notification older than this is not pushed any more (after an outage, say): the bell and mail still have it. */
export const PUSH_WINDOW_MS = 24 * 3600_000;

export interface PushRules {
  /** NOTIFY_PUSH_AFTER_SECONDS: how long a notification stays unread before it is pushed. */
  afterSeconds: number;
  /** QUIET_HOURS, on each member's clock; null: none. */
  quietHours: QuietHours | null;
  /** The site's TIME_ZONE, for members with neither a chosen zone nor a ZIP code. */
  siteZone: string;
  /** Description codes of the notifications that need an answer within the day: pushed even in quiet hours. */
  urgentCodes: ReadonlySet<string>;
}

/**
 * The ladder's push step, decided: every notification still unread `afterSeconds` after it rang
 * the bell goes to each device the member had on when it rang, outside the member's quiet hours
 * (on their own clock) unless it needs an answer within the day. One row per notification and
 * device, inserted `on conflict do nothing` with an id derived from both, so a second sweep, a
 * second instance or a restart after a crash adds nothing; a kind the member turned off for push
 * is recorded `skipped` (decided once, and the admin's view says why). Answers the ids of the
 * pending rows it added.
 */
export async function decidePushes(platformDb: Db, now: Date, rules: PushRules, limit = 1000): Promise<string[]> {
  const db = commandDbOf(platformDb);
  const due = new Date(now.getTime() - rules.afterSeconds * 1000);
  const oldest = new Date(now.getTime() - PUSH_WINDOW_MS);
  const candidates = await db
    .selectFrom('push_subscriptions as s')
    .innerJoin('notifications as n', 'n.member_id', 's.member_id')
    .select(['n.id as notificationId', 's.id as subscriptionId', 'n.member_id as memberId', 'n.type', 'n.title_code', 'n.title', 'n.trade_id', 'n.description_code'])
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
  const reach = await memberReach(db, candidates.map((candidate) => candidate.memberId), 'push', rules.siteZone);
  const rows = candidates.flatMap((candidate) => {
    const row = {
      id: pushId(candidate.notificationId, candidate.subscriptionId),
      notification_id: candidate.notificationId,
      subscription_id: candidate.subscriptionId,
      member_id: candidate.memberId,
    };
    if (reach.turnedOff(candidate.memberId, notifyKindOf(candidate))) return [{ ...row, status: 'skipped', last_error: 'turned off for push in settings' }];
    // Quiet where the member lives: left for the first sweep after their quiet hours.
    const urgent = candidate.description_code !== null && rules.urgentCodes.has(candidate.description_code);
    if (!urgent && isQuiet(rules.quietHours, now, reach.zoneOf(candidate.memberId))) return [];
    return [row];
  });
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('push_outbox')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'status'])
    .execute();
  return inserted.filter((row) => row.status === 'pending').map((row) => row.id);
}

/** Rows decided but not yet sent (their job lost with an in-process queue, or retries used up): queued again by the sweep. */
export async function pendingPushes(db: Db, limit = 1000): Promise<string[]> {
  const rows = await db.selectFrom('push_outbox').select('id').where('status', '=', 'pending').orderBy('created_at').limit(limit).execute();
  return rows.map((row) => row.id);
}
