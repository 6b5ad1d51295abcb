import type { ReportCategory } from '@barteraid/events/contracts/support';

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
export const reportCategoryLabel = (value: string): string => reportCategoryOptions.find((option) => option.value === value)?.label ?? value;
