import type { Db } from '@barteraid/infra';
import { commandDbOf } from '../read-models';
import type { SmsGate } from '../phone/sms-outbox';

/** Texts a member asked for on the spot: the phone code they requested, and the answers to what they texted (the one confirming STOP too). */
const ALWAYS_SENT = new Set(['phone_code', 'stopped', 'answer']);

/**
 * Asked just before a text goes. STOP is honoured before any other send; a ladder text stops
 * when its notification was read anywhere (the bell, the conversation, a device), or when the
 * number it was decided for is no longer the member's proven one.
 */
export function smsGate(platformDb: Db): SmsGate {
  const db = commandDbOf(platformDb);
  return async (row) => {
    if (ALWAYS_SENT.has(row.kind) || !row.member_id) return null;
    const phone = await db.selectFrom('member_phones').select(['phone', 'texts_stopped']).where('member_id', '=', row.member_id).executeTakeFirst();
    if (phone?.texts_stopped) return 'texts stopped';
    if (row.kind !== 'notice') return null;
    if (!phone || phone.phone !== row.recipient) return 'number no longer proven';
    const notification = row.notification_id
      ? await db.selectFrom('notifications').select('read').where('id', '=', row.notification_id).where('member_id', '=', row.member_id).executeTakeFirst()
      : undefined;
    if (!notification) return 'notification gone';
    return notification.read ? 'read' : null;
  };
}
