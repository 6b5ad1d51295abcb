import { Router } from 'express';
import { notFound } from '@barteraid/infra';
import type { ListingMatches } from '@barteraid/events/contracts/needs';
import { listingsMessages } from '@barteraid/events/messages/listings';
import type { ListingCategory, ListingType } from '@barteraid/events';
import { readTimeOf, type QueryDeps } from '../deps';
import { ownerVisibleTo } from '../moderation/visibility';
import { parseMatchRequest } from './match-params';
import { findMatches } from './matches';
import { requireAdmin } from '../admin/require-admin';
import { needFigures } from './figures';

/** Matches while posting, and the admin's figures on needs. */
export function needsRoutes(deps: QueryDeps): Router {
  const router = Router();
  const { db } = deps;

  /** Offers that could meet a need, or needs an offer could meet: for a draft before it is posted, or a posted listing. */
  router.get('/api/listings/matches', async (req, res) => {
    const request = parseMatchRequest(req.query as Record<string, unknown>);
    const memberId = req.actor?.memberId ?? null;
    let draft: { text: string; category: ListingCategory | null; type: ListingType };
    let excludeId: string | null = null;
    if ('listingId' in request) {
      const listing = await db
        .selectFrom('listings')
        .select(['title', 'description', 'category', 'type', 'is_active', 'owner_id'])
        .where('id', '=', request.listingId)
        .executeTakeFirst();
      // Another member's inactive listing is as unknown here as on its page.
      if (!listing || (!listing.is_active && listing.owner_id !== memberId)) throw notFound(listingsMessages.message('notFound'));
      draft = { text: `${listing.title} ${listing.description}`, category: listing.category as ListingCategory, type: listing.type as ListingType };
      excludeId = request.listingId;
    } else draft = request.draft;
    const owner = memberId
      ? await db.selectFrom('listing_owners').select(['public_lat', 'public_lng']).where('member_id', '=', memberId).executeTakeFirst()
      : undefined;
    const origin = owner?.public_lat != null && owner.public_lng != null ? { lat: owner.public_lat, lng: owner.public_lng } : null;
    const visible = ownerVisibleTo(db, memberId, readTimeOf(deps));
    const answer: ListingMatches = { matches: await findMatches(db, { ...draft, memberId, origin, excludeId }, visible) };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  router.get('/api/admin/needs', async (req, res) => {
    await requireAdmin(req, db);
    res.set('Cache-Control', 'no-store').json(await needFigures(db, readTimeOf(deps)));
  });

  return router;
}
