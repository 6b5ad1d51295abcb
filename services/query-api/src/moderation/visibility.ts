import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { QueryDb } from '../read-models';

/**
 * The listings `viewerId` sees now, as a condition on `listings`: their owner is not suspended at
 * `now` (a suspension with an end date is over once it has passed, decided here from the stored end)
 * nor, for a signed-in viewer, one who blocked them. Both lists are short: PostgreSQL reads them once
 * per statement (an InitPlan) inside the search's own statement, instead of a round trip of their own
 * before it, and `owner_id <> all(…)` keeps the search's index-ordered plans.
 */
export function ownerVisibleTo(db: QueryDb, viewerId: string | null, now: Date): RawBuilder<SqlBool> {
  const suspended = db
    .selectFrom('member_suspensions')
    .select('member_id as owner_id')
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
  const hidden = viewerId
    ? suspended.unionAll(db.selectFrom('member_blocks').select('blocker_id as owner_id').where('blocked_id', '=', viewerId))
    : suspended;
  return sql<SqlBool>`listings.owner_id <> all(array(${hidden}))`;
}

/** Is `memberId` suspended at `now`? */
export async function isSuspended(db: QueryDb, memberId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('member_suspensions')
    .select('member_id')
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Does `viewerId` not see the listings of `ownerId` now (suspended, or they blocked the viewer)? */
export async function ownerHiddenFrom(db: QueryDb, ownerId: string, viewerId: string | null, now: Date): Promise<boolean> {
  if (await isSuspended(db, ownerId, now)) return true;
  if (!viewerId) return false;
  const block = await db
    .selectFrom('member_blocks')
    .select('blocker_id')
    .where('blocker_id', '=', ownerId)
    .where('blocked_id', '=', viewerId)
    .executeTakeFirst();
  return block !== undefined;
}
