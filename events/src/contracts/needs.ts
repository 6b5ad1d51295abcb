import { z } from 'zod';
import { listingStatuses } from '../listing-status';
import { needsMessages } from '../messages/needs';
import { schemaMessage } from '../messages/schema-message';
import { listingCardSchema } from './listings';

/**
 * `POST /api/listings/:id/status`: the owner says where the listing stands; `tradeId` when they
 * answer "Did this meet your need?" after that completed trade. Answers a `ListingChange`.
 */
export const setListingStatusSchema = z.object({
  status: z.enum(listingStatuses, { error: schemaMessage(needsMessages.message('statusRequired')) }),
  tradeId: z.string({ error: schemaMessage(needsMessages.message('tradeIdFormat')) }).uuid(schemaMessage(needsMessages.message('tradeIdFormat'))).nullish(),
});
export type SetListingStatusBody = z.input<typeof setListingStatusSchema>;

/** `POST /api/listings/:id/renew` takes no body and answers a `ListingChange`. */

/**
 * `GET /api/listings/matches?title=&description=&category=&type=` (a draft: `type` is the draft's
 * own) or `?listingId=` (a posted listing): the listings that could answer it, best first — open
 * needs for an offer, available offers for a need.
 */
export const listingMatchesSchema = z.object({
  matches: z.array(listingCardSchema),
});
export type ListingMatches = z.infer<typeof listingMatchesSchema>;

/** How many matches the posting form shows. */
export const MATCH_LIMIT = 5;

/** One week (from Monday, UTC) of needs: posted, and those first met, partly met or expired in it. */
export const needWeekSchema = z.object({
  week: z.string(),
  posted: z.number(),
  met: z.number(),
  partlyMet: z.number(),
  expired: z.number(),
});
export type NeedWeek = z.infer<typeof needWeekSchema>;

/**
 * `GET /api/admin/needs`: the last `NEED_WEEKS` weeks, oldest first, and the median hours from an
 * urgent need's posting to its first proposal (null before any urgent need had one).
 */
export const needFiguresSchema = z.object({
  weeks: z.array(needWeekSchema),
  urgentMedianHoursToProposal: z.number().nullable(),
  urgentWithProposal: z.number(),
});
export type NeedFigures = z.infer<typeof needFiguresSchema>;

export const NEED_WEEKS = 12;
