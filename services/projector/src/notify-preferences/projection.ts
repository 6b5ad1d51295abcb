import { defineProjection } from '../projection';

/** A member's chosen time zone and their latest push and SMS choice per kind; closing the account removes both. */
export const notifyPreferencesProjection = defineProjection({
  name: 'notify_preferences',
  tables: ['member_time_zones', 'notify_channel_preferences'],
  handles: ['MemberTimeZoneChosen', 'NotifyChannelChanged', 'MemberAccountClosed'],
  async apply(event, trx) {
    switch (event.type) {
      case 'MemberTimeZoneChosen': {
        const { memberId, timeZone, chosenAt } = event.data;
        if (timeZone === null) {
          await trx.deleteFrom('member_time_zones').where('member_id', '=', memberId).execute();
          return;
        }
        const row = { time_zone: timeZone, chosen_at: new Date(chosenAt) };
        await trx
          .insertInto('member_time_zones')
          .values({ member_id: memberId, ...row })
          .onConflict((oc) => oc.column('member_id').doUpdateSet(row))
          .execute();
        return;
      }
      case 'NotifyChannelChanged': {
        const { memberId, kind, channel, enabled, changedAt } = event.data;
        const row = { enabled, changed_at: new Date(changedAt) };
        await trx
          .insertInto('notify_channel_preferences')
          .values({ member_id: memberId, kind, channel, ...row })
          .onConflict((oc) => oc.columns(['member_id', 'kind', 'channel']).doUpdateSet(row))
          .execute();
        return;
      }
      case 'MemberAccountClosed':
        await trx.deleteFrom('member_time_zones').where('member_id', '=', event.data.memberId).execute();
        await trx.deleteFrom('notify_channel_preferences').where('member_id', '=', event.data.memberId).execute();
        return;
    }
  },
});
