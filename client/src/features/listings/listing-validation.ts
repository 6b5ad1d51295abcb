import { isCityState } from '@barteraid/events/contracts/place';
import { t, translateServerMessage } from '../../i18n';
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

  // The server's own words for the same refusals (`serverMessages`), in the language on screen.
  if (!title) errors.title = t('server.titleRequired');
  else if (title.length < 3) errors.title = t('server.titleTooShort');
  else if (title.length > 100) errors.title = t('server.titleTooLong');

  if (!description) errors.description = t('server.descriptionRequired');
  else if (description.length < 10) errors.description = t('server.descriptionTooShort');
  else if (description.length > 2000) errors.description = t('server.descriptionTooLong');

  if (!isCategory(draft.category)) errors.category = t('listings:form.needCategory');

  if (!credits) errors.credits = t('server.creditsRequired');
  else if (!/^\d{1,9}(\.\d{1,2})?$/.test(credits)) errors.credits = t('server.creditsFormatSentence');

  if (!location) errors.location = t('server.locationRequired');
  else if (!isCityState(location)) errors.location = t('server.cityState');
  return errors;
}

/** The server names the field of a 400 ({message, field}); show it next to that field. */
export function serverFieldError(body: string): { field: keyof ListingDraft; message: string } | null {
  try {
    const parsed = JSON.parse(body) as { field?: string; message?: string };
    const fields: (keyof ListingDraft)[] = ['title', 'description', 'category', 'type', 'credits', 'location', 'isUrgent'];
    const field = fields.find((name) => name === parsed.field);
    return field && parsed.message ? { field, message: translateServerMessage(parsed.message) } : null;
  } catch {
    return null;
  }
}
