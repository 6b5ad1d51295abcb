import { formatDateTime } from '../../lib/format';

/** "March 3, 2027" in English, "3 de marzo de 2027" in Spanish (`Intl`, the page language's locale). */
export const formatDate = (iso: string) => formatDateTime(iso, { year: 'numeric', month: 'long', day: 'numeric' });
