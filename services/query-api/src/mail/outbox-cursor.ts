import { badRequest } from '@barteraid/infra';
import { requestMessages } from '@barteraid/events/messages/request';

/**
 * The outbox pages newest first by (created_at, id). The cursor carries the last mail's time as
 * PostgreSQL wrote it (microseconds, which a JavaScript date would round away) and its id.
 */
export interface OutboxCursor {
  createdAt: string;
  id: string;
}

const invalidCursor = () => badRequest(requestMessages.message('invalidCursor'), { field: 'cursor' });
const SHAPE = /^before:(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}\+00)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export const encodeOutboxCursor = (cursor: OutboxCursor): string => Buffer.from(`before:${cursor.createdAt}|${cursor.id}`).toString('base64url');

/** Where the previous page ended; 400 for anything this server did not hand out. */
export function decodeOutboxCursor(text: string): OutboxCursor {
  const match = SHAPE.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match) throw invalidCursor();
  return { createdAt: match[1]!, id: match[2]! };
}
