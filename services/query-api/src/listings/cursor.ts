import { badRequest } from '@barteraid/infra';
import type { ListingSort } from './search-params';

/**
 * A page boundary: the sort it belongs to and the sort-key values of the last listing shown.
 * Keyset pages stay stable while listings are posted: nothing is skipped or shown twice.
 */
export interface Cursor {
  sort: ListingSort;
  /** The search it belongs to, so a relevance cursor is never applied to other words. */
  search: string | null;
  keys: (string | number | boolean)[];
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.search, ...cursor.keys])).toString('base64url');
}

const invalid = () => badRequest('Invalid cursor: start again from the first page.', { field: 'cursor' });

export function decodeCursor(text: string, sort: ListingSort, search: string | null, arity: number): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length < 2) throw invalid();
  const [cursorSort, cursorSearch, ...keys] = parsed as unknown[];
  if (cursorSort !== sort || (cursorSearch ?? null) !== search) {
    throw badRequest('This cursor belongs to a different search or sort: start again from the first page.', { field: 'cursor' });
  }
  if (keys.length !== arity) throw invalid();
  if (!keys.every((key) => ['string', 'number', 'boolean'].includes(typeof key))) throw invalid();
  return { sort, search, keys: keys as Cursor['keys'] };
}
