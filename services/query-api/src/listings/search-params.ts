import { z } from 'zod';
import { HttpError, badRequest, locationError, ZIP_FORMAT, zipPlace } from '@barteraid/infra';
import { listingCategories, listingTypes, parseCredits, singleLineText, type GeoPoint } from '@barteraid/events';
import { requestMessages } from '@barteraid/events/messages/request';

export const listingSorts = ['relevance', 'newest', 'urgent', 'credits_asc', 'credits_desc', 'distance'] as const;
export type ListingSort = (typeof listingSorts)[number];

/** Which listings the marketplace shows by where they stand: still wanted or offered, closed, or both. */
export const listingViews = ['open', 'closed', 'all'] as const;

export const PAGE_SIZE = { default: 20, max: 50 } as const;

const optionalText = (label: string, max: number) =>
  singleLineText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => value || undefined);

/** "all" (what the filter menus send for no filter) and absence mean the same thing. */
const allOr = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .enum([...values, 'all'] as [string, ...string[]], { error: message })
    .optional()
    .transform((value) => (value === 'all' || value === undefined ? undefined : (value as T[number])));

const credits = (label: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const parsed = parseCredits(value);
      if (parsed === null) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a non-negative amount with at most 2 decimals.` });
        return z.NEVER;
      }
      return parsed;
    });

const schema = z
  .object({
    search: optionalText('Search', 200),
    category: allOr(listingCategories, `Category must be one of: all, ${listingCategories.join(', ')}.`),
    type: allOr(listingTypes, 'Type must be one of: all, offer, need.'),
    urgent: z
      .enum(['true', 'false', '1', '0'], { error: 'Urgent must be true or false.' })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
    // The words exactly as typed, never corrected: the page's "search instead for …".
    asTyped: z
      .enum(['true', 'false', '1', '0'], { error: 'asTyped must be true or false.' })
      .optional()
      .transform((value) => value === 'true' || value === '1'),
    // Met needs and taken offers leave the default view (open); `closed` shows them, `all` both.
    status: z
      .enum(listingViews, { error: `Status must be one of: ${listingViews.join(', ')}.` })
      .optional()
      .transform((value) => value ?? 'open'),
    location: optionalText('Location', 100),
    minCredits: credits('minCredits'),
    maxCredits: credits('maxCredits'),
    sort: z.enum(listingSorts, { error: `Sort must be one of: ${listingSorts.join(', ')}.` }).optional(),
    // Where to search near: a ZIP code's centroid, or the searcher's own position (never stored).
    near: z.string().optional(),
    lat: z.string().optional(),
    lng: z.string().optional(),
    radiusMiles: z.string().optional(),
    cursor: singleLineText('Cursor').max(500, 'Invalid cursor: start again from the first page.').optional(),
    limit: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return PAGE_SIZE.default;
        const limit = Number(value);
        if (!/^\d+$/.test(value) || limit < 1 || limit > PAGE_SIZE.max) {
          ctx.addIssue({ code: 'custom', message: `Limit must be a whole number from 1 to ${PAGE_SIZE.max}.` });
          return z.NEVER;
        }
        return limit;
      }),
  })
  .refine((params) => params.minCredits === undefined || params.maxCredits === undefined || params.minCredits <= params.maxCredits, {
    message: 'minCredits must not be more than maxCredits.',
    path: ['minCredits'],
  });

/** Where a search is centred and how far it reaches. */
export interface Around {
  origin: GeoPoint;
  radiusMiles: number;
}

export type ListingSearch = Omit<z.infer<typeof schema>, 'sort' | 'near' | 'lat' | 'lng' | 'radiusMiles'> & { sort: ListingSort; around: Around | null };

export const RADIUS_MILES = { min: 1, max: 100, default: 100 } as const;

const coordinate = (value: string, min: number, max: number) => {
  const number = /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isFinite(number) && number >= min && number <= max ? number : null;
};

/** The position and radius asked for, or null without a position; each mistake a 400 with its field and code. */
function aroundOf(params: { near?: string; lat?: string; lng?: string; radiusMiles?: string }): Around | null {
  const { near, lat, lng, radiusMiles } = params;
  const hasPosition = lat !== undefined || lng !== undefined;
  if (near !== undefined && hasPosition) throw locationError('nearOrPosition', 'near');
  let radius: number = RADIUS_MILES.default;
  if (radiusMiles !== undefined) {
    const value = /^\d+$/.test(radiusMiles) ? Number(radiusMiles) : NaN;
    if (!(value >= RADIUS_MILES.min && value <= RADIUS_MILES.max)) throw locationError('radius', 'radiusMiles');
    radius = value;
  }
  if (near !== undefined) {
    const zip = near.trim();
    if (!ZIP_FORMAT.test(zip)) throw locationError('zipFormat', 'near');
    const place = zipPlace(zip);
    if (!place) throw locationError('unknownZip', 'near', { zip });
    return { origin: { lat: place.lat, lng: place.lng }, radiusMiles: radius };
  }
  if (!hasPosition) {
    if (radiusMiles !== undefined) throw locationError('positionNeeded', 'radiusMiles');
    return null;
  }
  const latitude = lat === undefined ? null : coordinate(lat, -90, 90);
  if (latitude === null) throw locationError('latitude', 'lat');
  const longitude = lng === undefined ? null : coordinate(lng, -180, 180);
  if (longitude === null) throw locationError('longitude', 'lng');
  return { origin: { lat: latitude, lng: longitude }, radiusMiles: radius };
}

const allowed = new Set(Object.keys(schema.shape));

/** Reads and checks GET /api/listings parameters; anything unknown, repeated or malformed is a 400 naming it. */
export function parseListingSearch(query: Record<string, unknown>): ListingSearch {
  for (const [name, value] of Object.entries(query)) {
    if (!allowed.has(name)) {
      throw badRequest(requestMessages.message('unknownParameterOf', { name, allowed: [...allowed].join(', ') }), { field: name });
    }
    if (typeof value !== 'string') throw badRequest(requestMessages.message('repeatedParameter', { name }), { field: name });
  }
  const result = schema.safeParse(query);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.map(String).join('.') || 'request';
    throw new HttpError(400, requestMessages.message('invalidField', { field }), { field }, issue.message);
  }
  const { near, lat, lng, radiusMiles, ...params } = result.data;
  const around = aroundOf({ near, lat, lng, radiusMiles });
  if (params.sort === 'distance' && !around) throw locationError('positionNeeded', 'sort');
  // Relevance needs words to be relevant to.
  // Browsing shows urgent needs first (then the newest): in an emergency that is what the page is for.
  const sort = params.sort ?? (params.search ? 'relevance' : 'urgent');
  return { ...params, around, sort: sort === 'relevance' && !params.search ? 'urgent' : sort };
}
