import { z } from 'zod';
import { creditsField, listingCategories, listingTypes, multiLineText, singleLineText } from '@barteraid/events';

export const LISTING_LIMITS = {
  titleMin: 3,
  titleMax: 100,
  descriptionMin: 10,
  descriptionMax: 2000,
  locationMax: 100,
  reasonMax: 500,
} as const;

const text = (label: string, min: number, max: number, lines: 'single' | 'multi' = 'single') =>
  (lines === 'single' ? singleLineText : multiLineText)(label, { error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .min(min, `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** "City, State": a place other members can recognise, not coordinates or a street address. */
const location = text('Location', 3, LISTING_LIMITS.locationMax).pipe(
  z
    .string()
    .regex(/^[^,]*[\p{L}\d][^,]*,\s*[^,]*\p{L}[^,]*$/u, "Location must look like 'City, State' (for example Houston, TX)."),
);

const category = z.enum(listingCategories, { error: `Category must be one of: ${listingCategories.join(', ')}.` });
const type = z.enum(listingTypes, { error: 'Type must be offer or need.' });
const credits = z
  .union([z.string(), z.number()], { error: 'Credits are required.' })
  .pipe(creditsField('Credits'));
const isUrgent = z.boolean({ error: 'Urgent must be true or false.' });

/** The posting form, in the order it is shown; every message names its field. */
export const postListingSchema = z.object({
  title: text('Title', LISTING_LIMITS.titleMin, LISTING_LIMITS.titleMax),
  description: text('Description', LISTING_LIMITS.descriptionMin, LISTING_LIMITS.descriptionMax, 'multi'),
  category,
  type,
  credits,
  location,
  isUrgent: isUrgent.default(false),
});

/** A revision names only what changes; `isActive` lets the dashboard toggle use the same call. */
export const reviseListingSchema = z.object({
    title: text('Title', LISTING_LIMITS.titleMin, LISTING_LIMITS.titleMax).optional(),
    description: text('Description', LISTING_LIMITS.descriptionMin, LISTING_LIMITS.descriptionMax, 'multi').optional(),
    category: category.optional(),
    type: type.optional(),
    credits: credits.optional(),
    location: location.optional(),
    isUrgent: isUrgent.optional(),
    isActive: z.boolean({ error: 'isActive must be true or false.' }).optional(),
    reason: multiLineText('Reason', { error: 'Reason must be text.' })
      .trim()
      .max(LISTING_LIMITS.reasonMax, `Reason must be at most ${LISTING_LIMITS.reasonMax} characters.`)
      .optional(),
  });

export const deactivateListingSchema = z.object({
  reason: multiLineText('Reason', { error: 'Reason must be text.' })
    .trim()
    .max(LISTING_LIMITS.reasonMax, `Reason must be at most ${LISTING_LIMITS.reasonMax} characters.`)
    .optional(),
});

export type PostListingInput = z.infer<typeof postListingSchema>;
export type ReviseListingInput = z.infer<typeof reviseListingSchema>;
