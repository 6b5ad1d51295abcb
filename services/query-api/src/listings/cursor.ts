import { badRequest } from '@barteraid/infra';
import type { ListingSort } from './search-params';
import { requestMessages } from '@barteraid/events/messages/request';

/**
 * A page boundary: the sort it belongs to and the sort-key values of the last listing shown.
 * Keyset pages stay stable while listings are posted: nothing is skipped or shown twice.
 */
export interface Cursor {
  sort: ListingSort;
  /** The search it belongs to, so a relevance cursor is never applied to other words. */
  search: string | null;
  /** The words searched for instead, when the search as typed found nothing and was corrected. */
  searched: string | null;
  keys: (string | number | boolean)[];
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.search, cursor.searched, ...cursor.keys])).toString('base64url');
}

const invalid = () => badRequest(requestMessages.message('invalidCursor'), { field: 'cursor' });

/** What each position of a cursor holds: the relevance tier, or the value of a sort column. */
export type CursorKey = 'tier' | 'created_at' | 'id' | 'is_urgent' | 'credits_cents' | 'distance' | 'origin';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(\.\d{1,6})?Z$/;

/** An ISO instant as `toISOString` writes it, and a real one (no 30 February): PostgreSQL must accept it. */
function isInstant(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = INSTANT.exec(value);
  // PostgreSQL has no year 0.
  if (!match || value.startsWith('0000')) return false;
  const time = Date.parse(value);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 19) === match[1];
}

const validKey: Record<CursorKey, (value: unknown) => boolean> = {
  tier: (value) => value === 0 || value === 1,
  created_at: isInstant,
  id: (value) => typeof value === 'string' && UUID.test(value),
  is_urgent: (value) => typeof value === 'boolean',
  credits_cents: (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0,
  distance: (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0,
  origin: (value) => typeof value === 'string' && value.length <= 80,
};

/**
 * Reads a cursor this API wrote for the same sort and search, checking every key's type and
 * format (`keys` says what each position holds), so nothing but a 400 can come of a crafted one.
 */
export function decodeCursor(text: string, sort: ListingSort, search: string | null, keys: readonly CursorKey[]): Cursor {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw invalid();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length < 3) throw invalid();
  const [cursorSort, cursorSearch, searched, ...values] = parsed as unknown[];
  if (typeof cursorSort !== 'string' || (cursorSearch !== null && typeof cursorSearch !== 'string')) throw invalid();
  // A correction is of a search, at most as long as one.
  if (searched !== null && (typeof searched !== 'string' || cursorSearch === null || searched.length > 200)) throw invalid();
  if (cursorSort !== sort || cursorSearch !== search) {
    throw badRequest(requestMessages.message('cursorMismatch'), { field: 'cursor' });
  }
  if (values.length !== keys.length || !keys.every((key, index) => validKey[key](values[index]))) throw invalid();
  return { sort, search, searched: searched as string | null, keys: values as Cursor['keys'] };
}
