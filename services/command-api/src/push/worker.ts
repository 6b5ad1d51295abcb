import { randomUUID } from 'node:crypto';
import { streams, suspensionInForce, type MemberLanguage } from '@barteraid/events';
import { errorFields, failpoint, log, type Db, type EventStore, type PushStatus } from '@barteraid/infra';
import { commandDbOf } from '../read-models';
import { execute, type Clock } from '../command-handling';
import { pushDevicesDecider } from './devices';
import type { PushJob } from './outbox';
import type { PushSender } from './sender';
import { deliveryOf, pushText } from './text';

/** Tries before a push is given up (`failed`). */
export const PUSH_ATTEMPTS = 10;

export interface PushWorkerOptions {
  db: Db;
  store: EventStore;
  send: PushSender;
  clock?: Clock;
}

/**
 * Sends one outbox row if it is still pending and its notification still unread — reading it
 * anywhere (the bell, the conversation, another device) stops the push. The row is marked only
 * after the push service accepted it: a crash between the two sends it again with the same Topic
 * and tag, which the push service and the device collapse into one notification (ARCHITECTURE.md,
 * "Notifications off the site"). A 404/410 removes the device; any other failure is recorded and
 * thrown, so the queue retries with backoff, and after PUSH_ATTEMPTS the row is `failed`.
 */
export function pushWorker(options: PushWorkerOptions) {
  const { store, send } = options;
  const db = commandDbOf(options.db);
  const now = () => options.clock?.() ?? new Date();
  return async (job: PushJob): Promise<void> => {
    const row = await db.selectFrom('push_outbox').selectAll().where('id', '=', job.pushId).executeTakeFirst();
    if (!row || row.status !== 'pending') return;
    const mark = (status: PushStatus, fields: { attempts?: number; last_error?: string | null; sent_at?: Date | null } = {}) =>
      db.updateTable('push_outbox').set({ status, ...fields }).where('id', '=', row.id).where('status', '=', 'pending').execute();

    const notification = await db
      .selectFrom('notifications')
      .select(['id', 'type', 'title', 'description', 'title_code', 'title_params', 'description_code', 'description_params', 'trade_id', 'link', 'read'])
      .where('id', '=', row.notification_id)
      .where('member_id', '=', row.member_id)
      .executeTakeFirst();
    if (!notification || notification.read) return void (await mark('skipped', { last_error: notification ? 'read' : 'notification gone' }));
    const device = await db.selectFrom('push_subscriptions').selectAll().where('id', '=', row.subscription_id).executeTakeFirst();
    if (!device) return void (await mark('skipped', { last_error: 'device turned off' }));
    const member = await db.selectFrom('members').select(['language', 'closed_at']).where('id', '=', row.member_id).executeTakeFirst();
    if (!member || member.closed_at) return void (await mark('skipped', { last_error: 'account closed' }));
    const suspension = await db.selectFrom('member_suspensions').select('ends_at').where('member_id', '=', row.member_id).executeTakeFirst();
    if (suspension && suspensionInForce(suspension.ends_at, now())) return void (await mark('skipped', { last_error: 'suspended' }));

    const language: MemberLanguage = member.language === 'es' ? 'es' : 'en';
    const text = pushText(notification, language);
    const delivery = deliveryOf[text.kind];
    const attempts = row.attempts + 1;
    // Decided and about to send: a crash here leaves the row pending, and the restarted sweep sends it once.
    failpoint('push.before-send');
    try {
      const outcome = await send(device, {
        // `push` lets the service worker report a click against this row (the admin's view of the member shows it).
        payload: JSON.stringify({ title: text.title, body: text.body, url: text.url, tag: text.tag, lang: text.lang, push: row.id }),
        ttlSeconds: delivery.ttlSeconds,
        urgency: delivery.urgency,
        topic: notification.id.replaceAll('-', ''),
      });
      // Accepted by the push service, not yet marked: the retry sends the same topic and tag again.
      failpoint('push.after-send');
      if (outcome === 'gone') {
        await mark('gone', { attempts, last_error: 'the push service no longer knows this device' });
        await execute({ store, actorId: null, correlationId: randomUUID(), now: options.clock }, streams.pushSubscriptions(row.member_id), pushDevicesDecider, {
          type: 'UnsubscribeDevice',
          memberId: row.member_id,
          subscriptionId: row.subscription_id,
          reason: 'gone',
          now: now().toISOString(),
        });
        return;
      }
      await mark('sent', { attempts, last_error: null, sent_at: now() });
    } catch (error) {
      const failed = attempts >= PUSH_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .updateTable('push_outbox')
        .set({ attempts, last_error: message.slice(0, 1000), status: failed ? 'failed' : 'pending' })
        .where('id', '=', row.id)
        .execute();
      if (failed) return log.error('push not sent; giving up', { pushId: row.id, attempts, ...errorFields(error) });
      throw error;
    }
  };
}
