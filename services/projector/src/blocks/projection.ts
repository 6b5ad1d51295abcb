import { defineProjection } from '../projection';

/** The blocks in force: a row per block, removed when it is undone. */
export const blocksProjection = defineProjection({
  name: 'blocks',
  tables: ['member_blocks'],
  handles: ['MemberBlocked', 'MemberUnblocked'],
  async apply(event, trx) {
    switch (event.type) {
      case 'MemberBlocked':
        await trx
          .insertInto('member_blocks')
          .values({ blocker_id: event.data.blockerId, blocked_id: event.data.blockedId, blocked_at: new Date(event.data.blockedAt) })
          .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
          .execute();
        return;
      case 'MemberUnblocked':
        await trx
          .deleteFrom('member_blocks')
          .where('blocker_id', '=', event.data.blockerId)
          .where('blocked_id', '=', event.data.blockedId)
          .execute();
        return;
    }
  },
});
