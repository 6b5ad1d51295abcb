import { z } from 'zod';
import { badRequest, HttpError } from '@barteraid/infra';
import { listingCategories, listingTypes, singleLineText, multiLineText, type ListingCategory, type ListingType } from '@barteraid/events';
import { requestMessages } from '@barteraid/events/messages/request';
import { needsMessages } from '@barteraid/events/messages/needs';

const schema = z.object({
  listingId: z.string().uuid('listingId must be the id of a listing.').optional(),
  title: singleLineText('Title').trim().max(100, 'Title must be at most 100 characters.').optional(),
  description: multiLineText('Description').trim().max(2000, 'Description must be at most 2000 characters.').optional(),
  category: z.enum(listingCategories, { error: `Category must be one of: ${listingCategories.join(', ')}.` }).optional(),
  type: z.enum(listingTypes, { error: 'Type must be offer or need.' }).optional(),
});

/** What to find matches for: a posted listing, or a draft's words, category and type (its own). */
export type MatchRequest =
  | { listingId: string }
  | { draft: { text: string; category: ListingCategory | null; type: ListingType } };

const allowed = new Set(Object.keys(schema.shape));

/** Reads GET /api/listings/matches; anything unknown, repeated or malformed is a 400 naming its field. */
export function parseMatchRequest(query: Record<string, unknown>): MatchRequest {
  for (const [name, value] of Object.entries(query)) {
    if (!allowed.has(name)) throw badRequest(requestMessages.message('unknownParameterOf', { name, allowed: [...allowed].join(', ') }), { field: name });
    if (typeof value !== 'string') throw badRequest(requestMessages.message('repeatedParameter', { name }), { field: name });
  }
  const result = schema.safeParse(query);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.map(String).join('.') || 'request';
    throw new HttpError(400, requestMessages.message('invalidField', { field }), { field }, issue.message);
  }
  const { listingId, title, description, category, type } = result.data;
  const hasDraft = Boolean(title || description || category || type);
  if (listingId) {
    if (hasDraft) throw badRequest(needsMessages.message('matchListingOrText'), { field: 'listingId' });
    return { listingId: listingId.toLowerCase() };
  }
  if (!title && !description) throw badRequest(needsMessages.message('matchTextNeeded'), { field: 'title' });
  if (!type) throw new HttpError(400, requestMessages.message('invalidField', { field: 'type' }), { field: 'type' }, 'Type must be offer or need.');
  return { draft: { text: [title, description].filter(Boolean).join(' '), category: category ?? null, type } };
}
