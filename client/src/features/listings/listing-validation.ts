import { CITY_STATE_MESSAGE, isCityState } from '@barteraid/events/contracts/place';
import { isCategory, type ListingDraft } from './types';

export type DraftErrors = Partial<Record<keyof ListingDraft, string>>;

/**
 * The same rules the server applies (`postListingSchema` in `@barteraid/events/contracts/listings`),
 * checked before sending so members see every problem at once; the server stays the authority.
 */
export function validateDraft(draft: ListingDraft): DraftErrors {
  const errors: DraftErrors = {};
  const title = draft.title.trim();
  const description = draft.description.trim();
  const location = draft.location.trim();
  const credits = draft.credits.trim();

  if (!title) errors.title = 'Title is required.';
  else if (title.length < 3) errors.title = 'Title must be at least 3 characters.';
  else if (title.length > 100) errors.title = 'Title must be at most 100 characters.';

  if (!description) errors.description = 'Description is required.';
  else if (description.length < 10) errors.description = 'Description must be at least 10 characters.';
  else if (description.length > 2000) errors.description = 'Description must be at most 2000 characters.';

  if (!isCategory(draft.category)) errors.category = 'Please choose a category.';

  if (!credits) errors.credits = 'Credits are required.';
  else if (!/^\d{1,9}(\.\d{1,2})?$/.test(credits)) errors.credits = 'Credits must be a non-negative amount with at most 2 decimals.';

  if (!location) errors.location = 'Location is required.';
  else if (!isCityState(location)) errors.location = CITY_STATE_MESSAGE;
  return errors;
}

/** The server names the field of a 400 ({message, field}); show it next to that field. */
export function serverFieldError(body: string): { field: keyof ListingDraft; message: string } | null {
  try {
    const parsed = JSON.parse(body) as { field?: string; message?: string };
    const fields: (keyof ListingDraft)[] = ['title', 'description', 'category', 'type', 'credits', 'location', 'isUrgent'];
    const field = fields.find((name) => name === parsed.field);
    return field && parsed.message ? { field, message: parsed.message } : null;
  } catch {
    return null;
  }
}
