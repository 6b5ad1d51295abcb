import { badRequest } from '@barteraid/infra';
import { requestMessages } from '@barteraid/events/messages/request';

/**
 * The statement pages by the ledger entry's position in the event log (unique per member, and
 * the order entries happened in), newest first. The cursor is that position, opaque to clients.
 */
const invalidCursor = () => badRequest(requestMessages.message('invalidCursor'), { field: 'cursor' });

export const encodeStatementCursor = (position: number): string => Buffer.from(`before:${position}`).toString('base64url');

/** The position the previous page ended at; 400 for anything this server did not hand out. */
export function decodeStatementCursor(cursor: string): number {
  const match = /^before:([1-9]\d{0,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const position = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(position)) throw invalidCursor();
  return position;
}
