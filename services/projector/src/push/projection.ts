import { defineProjection } from '../projection';

/**
 * A member's devices with notifications on. Closing the account removes them all: a rebuild after
 * the key is destroyed reads the addresses as erased, and the closing event removes them the same.
 */
export const pushSubscriptionsProjection = defineProjection({
  name: 'push_subscriptions',
  tables: ['push_subscriptions'],
  handles: ['PushSubscriptionAdded', 'PushSubscriptionRemoved', 'MemberAccountClosed'],
  async apply(event, trx) {
    switch (event.type) {
      case 'PushSubscriptionAdded': {
        const { subscriptionId, memberId, endpoint, p256dh, auth, expirationTime, device, addedAt } = event.data;
        const row = { endpoint, p256dh, auth, expiration_time: expirationTime, device, added_at: new Date(addedAt), added_position: event.position };
        await trx
          .insertInto('push_subscriptions')
          .values({ id: subscriptionId, member_id: memberId, ...row })
          .onConflict((oc) => oc.column('id').doUpdateSet(row))
          .execute();
        return;
      }
      case 'PushSubscriptionRemoved':
        await trx.deleteFrom('push_subscriptions').where('id', '=', event.data.subscriptionId).execute();
        return;
      case 'MemberAccountClosed':
        await trx.deleteFrom('push_subscriptions').where('member_id', '=', event.data.memberId).execute();
        return;
    }
  },
});
