import type { ReportCategory } from '@barteraid/events/contracts/support';
import { t } from '../../i18n';

/** The six kinds of problem members report, as the Report a Problem form names them. */
export const reportCategoryOptions: { value: ReportCategory; label: string }[] = [
  { value: 'safety', label: 'Safety concern' },
  { value: 'fraud', label: 'Fraud or scam' },
  { value: 'harassment', label: 'Harassment or abuse' },
  { value: 'listing', label: 'Problem with a listing' },
  { value: 'trade', label: 'Trade dispute' },
  { value: 'other', label: 'Something else' },
];

/** A category's label, or the value itself for one this list does not know. */
export const reportCategoryLabel = (value: string): string => {
  const known = reportCategoryOptions.find((option) => option.value === value);
  // The words of the language on screen (the report dialog's, `safety.report.categories`).
  return known ? t(`safety.report.categories.${known.value}`) : value;
};
