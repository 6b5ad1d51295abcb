import type { QueryDb } from '../read-models';
import type { MemberListings, PublicProfile } from '@barteraid/events/contracts/members';
import { completedTrades } from './completed-trades';
import { publicLocation } from './public-location';
import { afterPageEnd, pageOf, type PageRequest } from './newest-first';
import { receivedRating, receivedReferenceCount } from '../references/rating';
import { listingCard, listingColumns } from '../listings/listing-view';

/** Usernames are letters, digits, dots, dashes and underscores (registration); anything else names nobody. */
const USERNAME = /^[A-Za-z0-9._-]{1,30}$/;

/** The member a profile address names (usernames are unique whatever their case), or null. */
export async function memberIdByUsername(db: QueryDb, username: string): Promise<string | null> {
  if (!USERNAME.test(username)) return null;
  const row = await db.selectFrom('members').select('id').where('username_lower', '=', username.toLowerCase()).executeTakeFirst();
  return row?.id ?? null;
}

/** What anyone may see of a member (see `PublicProfile`): only these columns are read. */
export async function publicProfile(db: QueryDb, username: string, now: Date): Promise<PublicProfile | null> {
  if (!USERNAME.test(username)) return null;
  const row = await db
    .selectFrom('members')
    .select(['members.id', 'members.username', 'members.avatar_url', 'members.verified', 'members.location', 'members.created_at'])
    .select(completedTrades('members.id').as('completed_trades'))
    .select(receivedRating('members.id', now).as('rating'))
    .select(receivedReferenceCount('members.id', now).as('reference_count'))
    .where('members.username_lower', '=', username.toLowerCase())
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    avatar: row.avatar_url,
    verified: row.verified,
    memberSince: new Date(row.created_at).toISOString(),
    location: publicLocation(row.location),
    rating: row.rating,
    referenceCount: Number(row.reference_count),
    totalTrades: Number(row.completed_trades),
  };
}

/** The member's active listings, newest first, a page at a time. */
export async function memberListings(db: QueryDb, memberId: string, page: PageRequest): Promise<MemberListings> {
  let query = db
    .selectFrom('listings')
    .select(listingColumns)
    .where('listings.owner_id', '=', memberId)
    .where('listings.is_active', '=', true);
  if (page.after) query = query.where(afterPageEnd('listings', page.after));
  const rows = await query.orderBy('listings.created_at', 'desc').orderBy('listings.id', 'desc').limit(page.limit + 1).execute();
  const { rows: shown, nextCursor } = pageOf(rows, page.limit, (row) => ({ createdAt: new Date(row.created_at).toISOString(), id: row.id }));
  return {
    listings: shown.map((row) => {
      const { user: _owner, ...listing } = listingCard(row);
      return listing;
    }),
    nextCursor,
  };
}
