import { isCityState } from '@barteraid/events/contracts/place';
import { listingsMessages } from '@barteraid/events/messages/listings';
import { answerText, catalogueText, t } from '../../i18n';
import { isCategory, type ListingDraft } from './types';

/** The listings catalogue's refusals of a draft, which the form shows before sending. */
type RefusalKey =
  | 'titleRequired'
  | 'titleTooShort'
  | 'titleTooLong'
  | 'descriptionRequired'
  | 'descriptionTooShort'
  | 'descriptionTooLong'
  | 'creditsRequired'
  | 'creditsFormatSentence'
  | 'locationRequired'
  | 'cityState';

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

  // The server's own words for the same refusals (the listings catalogue), in the language on screen.
  const said = (key: RefusalKey) => catalogueText(listingsMessages, listingsMessages.message(key));
  if (!title) errors.title = said('titleRequired');
  else if (title.length < 3) errors.title = said('titleTooShort');
  else if (title.length > 100) errors.title = said('titleTooLong');

  if (!description) errors.description = said('descriptionRequired');
  else if (description.length < 10) errors.description = said('descriptionTooShort');
  else if (description.length > 2000) errors.description = said('descriptionTooLong');

  if (!isCategory(draft.category)) errors.category = t('listings:form.needCategory');

  if (!credits) errors.credits = said('creditsRequired');
  else if (!/^\d{1,9}(\.\d{1,2})?$/.test(credits)) errors.credits = said('creditsFormatSentence');

  if (!location) errors.location = said('locationRequired');
  else if (!isCityState(location)) errors.location = said('cityState');
  return errors;
}

/** The server names the field of a 400 ({message, field}); show it next to that field. */
export function serverFieldError(body: string): { field: keyof ListingDraft; message: string } | null {
  try {
    const parsed = JSON.parse(body) as { field?: string; message?: string; code?: string; params?: Record<string, string | number> };
    const fields: (keyof ListingDraft)[] = ['title', 'description', 'category', 'type', 'credits', 'location', 'isUrgent'];
    const field = fields.find((name) => name === parsed.field);
    return field && parsed.message ? { field, message: answerText({ ...parsed, message: parsed.message }) } : null;
  } catch {
    return null;
  }
}
