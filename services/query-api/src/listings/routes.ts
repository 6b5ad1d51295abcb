import { Router } from 'express';
import { notFound, requireActor } from '@barteraid/infra';
import type { ListingDetail, ListingStats } from '@barteraid/events/contracts/listings';
import { readTimeOf, type QueryDeps } from '../deps';
import { parseListingSearch } from './search-params';
import { searchListings } from './search';
import { searchPlaces } from './places';
import { listingCard, listingColumns, userListing } from './listing-view';
import { completedTrades } from '../members/completed-trades';
import { receivedRating } from '../references/rating';
import { ownerHiddenFrom, ownerVisibleTo } from '../moderation/visibility';
import { listingsMessages } from '@barteraid/events/messages/listings';
import { photosOfListings } from './photos';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = listingsMessages.message('notFound');

export function listingRoutes(deps: QueryDeps): Router {
  const router = Router();
  const { db } = deps;

  /** The marketplace: search, filters, sort and cursor pages over active listings. */
  router.get('/api/listings', async (req, res) => {
    const params = parseListingSearch(req.query as Record<string, unknown>);
    // Suspended members' listings, and those of members who blocked the viewer, are left out.
    // Each card comes with its first photo, read in the page's own statement.
    const page = await searchListings(db, params, ownerVisibleTo(db, req.actor?.memberId ?? null, readTimeOf(deps)));
    res.set('Cache-Control', 'no-cache').json(page);
  });

  /** Where the same search's listings sit, for the marketplace's map: public places only. */
  router.get('/api/listings/places', async (req, res) => {
    const params = parseListingSearch(req.query as Record<string, unknown>);
    res.set('Cache-Control', 'no-cache').json(await searchPlaces(db, params, ownerVisibleTo(db, req.actor?.memberId ?? null, readTimeOf(deps))));
  });

  /** The marketplace's quick stats. */
  router.get('/api/listings/stats', async (_req, res) => {
    const row = await db.selectFrom('listing_stats').selectAll().where('id', '=', 1).executeTakeFirst();
    const stats: ListingStats = {
      activeListings: Number(row?.active_listings ?? 0),
      urgentNeeds: Number(row?.urgent_needs ?? 0),
      availableOffers: Number(row?.available_offers ?? 0),
    };
    res.set('Cache-Control', 'no-cache').json(stats);
  });

  /** One listing with its owner's public summary. Inactive listings exist only for their owner and admins. */
  router.get('/api/listings/:id', async (req, res) => {
    const id = String(req.params.id);
    if (!UUID.test(id)) throw notFound(NOT_FOUND);
    const row = await db
      .selectFrom('listings')
      .leftJoin('members', 'members.id', 'listings.owner_id')
      .select(listingColumns)
      .select(['members.created_at as member_since'])
      .select(completedTrades('listings.owner_id').as('completed_trades'))
      .select(receivedRating('listings.owner_id', readTimeOf(deps)).as('received_rating'))
      .where('listings.id', '=', id.toLowerCase())
      .executeTakeFirst();
    if (!row) throw notFound(NOT_FOUND);
    const viewerId = req.actor?.memberId ?? null;
    const isOwner = viewerId === row.owner_id;
    const viewerIsAdmin =
      !!viewerId &&
      !isOwner &&
      !!(await db.selectFrom('members').select('is_admin').where('id', '=', viewerId).executeTakeFirst())?.is_admin;
    if (!row.is_active && !isOwner && !viewerIsAdmin) throw notFound(NOT_FOUND);
    // Nor does anyone else see a suspended member's listing, or one whose owner blocked them: the same 404.
    if (!isOwner && !viewerIsAdmin && (await ownerHiddenFrom(db, row.owner_id, viewerId, readTimeOf(deps)))) throw notFound(NOT_FOUND);
    const photos = (await photosOfListings(db, [row])).get(row.id) ?? [];
    const card = listingCard(row, photos[0] ?? null);
    const detail: ListingDetail = {
      ...card,
      photos,
      user: {
        ...card.user,
        // The owner's references as their profile shows them; "0.00" (shown as New) without any.
        rating: row.received_rating ?? '0.00',
        totalTrades: Number(row.completed_trades ?? 0),
        memberSince: row.member_since ? new Date(row.member_since).toISOString() : null,
      },
      isOwner,
      // Why it is down is between the owner and the admins.
      deactivatedByAdmin: isOwner || viewerIsAdmin ? row.deactivated_by_admin : undefined,
      deactivationReason: isOwner || viewerIsAdmin ? row.deactivation_reason : undefined,
    };
    res.set('Cache-Control', 'no-store').json(detail);
  });

  /** The signed-in member's own listings, active and inactive, newest first (dashboard). */
  router.get('/api/user/listings', async (req, res) => {
    const { memberId } = requireActor(req);
    const rows = await db
      .selectFrom('listings')
      .select(listingColumns)
      .where('owner_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(500)
      .execute();
    res.set('Cache-Control', 'no-store').json(rows.map(userListing));
  });

  return router;
}
