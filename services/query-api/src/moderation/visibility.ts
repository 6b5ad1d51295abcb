import { sql, type SqlBool } from 'kysely';
import type { QueryDb } from '../read-models';

/**
 * Members whose listings `viewerId` does not see now: members suspended at `now` (a suspension
 * with an end date is over once it has passed, decided here from the stored end) and, for a
 * signed-in viewer, members who blocked them. Both lists are short, so the marketplace filters
 * with `owner_id <> all(…)` and keeps its index-ordered plans.
 */
export async function hiddenListingOwners(db: QueryDb, viewerId: string | null, now: Date): Promise<string[]> {
  const suspended = db
    .selectFrom('member_suspensions')
    .select('member_id as owner_id')
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
  const rows = viewerId
    ? await suspended.union(db.selectFrom('member_blocks').select('blocker_id as owner_id').where('blocked_id', '=', viewerId)).execute()
    : await suspended.execute();
  return rows.map((row) => row.owner_id);
}

/** `listings.owner_id` is none of `owners` (true for an empty list). */
export const ownerNotIn = (owners: string[]) => sql<SqlBool>`listings.owner_id <> all(${owners}::uuid[])`;

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
