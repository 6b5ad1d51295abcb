import { formatDateTime } from '../../lib/format';

/** Limits the server checks too (`DISPUTE_LIMITS` of the events package). */
export const DISPUTE_LIMITS = { reasonMin: 20, reasonMax: 2000, messageMax: 2000, evidenceMax: 5, noteMax: 1000, afterCompletionDays: 14 } as const;

/** What evidence may be: photos or PDFs of up to 5 MB (the upload's own rule). */
export const EVIDENCE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** "12.5" → 1250; null for anything that is not a non-negative amount with at most 2 decimals. */
export function centsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 → "12.50". */
export const creditsOf = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export const dateTime = (iso: string) => formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'short' });
export const dateOnly = (iso: string) => formatDateTime(iso, { dateStyle: 'medium' });
