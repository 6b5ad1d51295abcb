import { requestMessages } from '@barteraid/events/messages/request';
import { badRequest } from '@barteraid/infra';

/**
 * The notifications page goes back by the causing event's position in the log (unique among a
 * member's notifications, and the order they happened in). The cursor is that position, opaque to clients.
 */
const invalidCursor = () => badRequest(requestMessages.message('invalidCursor'), { field: 'cursor' });

export const encodeHistoryCursor = (position: number): string => Buffer.from(`before:${position}`).toString('base64url');

/** The position the previous page ended at; 400 for anything this server did not hand out (or more than one). */
export function decodeHistoryCursor(cursor: unknown): number | null {
  if (cursor === undefined) return null;
  if (typeof cursor !== 'string') throw invalidCursor();
  const match = /^before:([1-9]\d{0,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const position = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(position)) throw invalidCursor();
  return position;
}
