import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { QueryDb } from '../read-models';

/**
 * The members whose listings and profile `viewerId` does not see at `now`: those suspended then (a
 * suspension with an end date is over once it has passed, decided here from the stored end) and,
 * for a signed-in viewer, those who blocked them. The one definition both checks below use.
 */
function hiddenOwners(db: QueryDb, viewerId: string | null, now: Date) {
  const suspended = db
    .selectFrom('member_suspensions')
    .select('member_id as owner_id')
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
  return viewerId
    ? suspended.unionAll(db.selectFrom('member_blocks').select('blocker_id as owner_id').where('blocked_id', '=', viewerId))
    : suspended;
}

/**
 * The listings `viewerId` sees now, as a condition on `listings`. Both lists are short: PostgreSQL
 * reads them once per statement (an InitPlan) inside the search's own statement, instead of a round
 * trip of their own before it, and `owner_id <> all(…)` keeps the search's index-ordered plans.
 */
export function ownerVisibleTo(db: QueryDb, viewerId: string | null, now: Date): RawBuilder<SqlBool> {
  return sql<SqlBool>`listings.owner_id <> all(array(${hiddenOwners(db, viewerId, now)}))`;
}

/** Does `viewerId` not see the listings of `ownerId` now (suspended, or they blocked the viewer)? One statement. */
export async function ownerHiddenFrom(db: QueryDb, ownerId: string, viewerId: string | null, now: Date): Promise<boolean> {
  const row = await db.selectFrom(hiddenOwners(db, viewerId, now).as('hidden')).select('hidden.owner_id').where('hidden.owner_id', '=', ownerId).executeTakeFirst();
  return row !== undefined;
}
