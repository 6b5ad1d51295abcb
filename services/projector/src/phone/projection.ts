import { defineProjection } from '../projection';

/**
 * A member's proven number and whether they said STOP. Closing the account removes the row: a
 * rebuild after the key is destroyed reads the number as erased, and the closing event removes it the same.
 */
export const memberPhonesProjection = defineProjection({
  name: 'member_phones',
  tables: ['member_phones'],
  handles: ['PhoneConfirmed', 'PhoneRemoved', 'TextsStopped', 'TextsResumed', 'MemberAccountClosed'],
  async apply(event, trx) {
    switch (event.type) {
      case 'PhoneConfirmed': {
        const row = { phone: event.data.phone || null, confirmed_at: new Date(event.data.confirmedAt) };
        await trx
          .insertInto('member_phones')
          .values({ member_id: event.data.memberId, texts_stopped: false, ...row })
          .onConflict((oc) => oc.column('member_id').doUpdateSet(row))
          .execute();
        return;
      }
      case 'PhoneRemoved':
        await trx.updateTable('member_phones').set({ phone: null, confirmed_at: null }).where('member_id', '=', event.data.memberId).execute();
        return;
      case 'TextsStopped': {
        const row = { texts_stopped: true, stopped_at: new Date(event.data.stoppedAt) };
        await trx
          .insertInto('member_phones')
          .values({ member_id: event.data.memberId, ...row })
          .onConflict((oc) => oc.column('member_id').doUpdateSet(row))
          .execute();
        return;
      }
      case 'TextsResumed':
        await trx.updateTable('member_phones').set({ texts_stopped: false, stopped_at: null }).where('member_id', '=', event.data.memberId).execute();
        return;
      case 'MemberAccountClosed':
        await trx.deleteFrom('member_phones').where('member_id', '=', event.data.memberId).execute();
        return;
    }
  },
});
