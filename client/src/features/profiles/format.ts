import { formatDateTime } from '../../lib/format';

/** "March 2026" (in the language on screen). */
export const monthYear = (iso: string): string => formatDateTime(iso, { month: 'long', year: 'numeric' });

/** "December 15, 2026" (in the language on screen). */
export const longDate = (iso: string): string => formatDateTime(iso, { month: 'long', day: 'numeric', year: 'numeric' });

/** "1 reference", "3 references". */
export const countOf = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;
