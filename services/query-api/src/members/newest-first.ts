import { z } from 'zod';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { badRequest, parseWith } from '@barteraid/infra';
import { requestMessages } from '@barteraid/events/messages/request';

/** Pages of a profile's lists (listings, references): newest first, "Show more" follows `nextCursor`. */
export const PROFILE_PAGE_SIZE = { default: 10, max: 50 } as const;

/** Where the previous page ended: its last row's time and id (ties broken by id). */
export interface PageEnd {
  createdAt: string;
  id: string;
}

export interface PageRequest {
  after: PageEnd | null;
  limit: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const limitMessage = `Limit must be a whole number from 1 to ${PROFILE_PAGE_SIZE.max}.`;
const invalidCursor = () => badRequest(requestMessages.message('invalidCursor'), { field: 'cursor' });

const pageSchema = z.object({
  cursor: z.string({ error: 'Cursor must be given once.' }).optional(),
  limit: z
    .string({ error: limitMessage })
    .regex(/^\d{1,3}$/, limitMessage)
    .transform(Number)
    .pipe(z.number().min(1, limitMessage).max(PROFILE_PAGE_SIZE.max, limitMessage))
    .optional(),
});

export function encodePageEnd(end: PageEnd): string {
  return Buffer.from(JSON.stringify([end.createdAt, end.id])).toString('base64url');
}

function decodePageEnd(text: string): PageEnd {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) throw invalidCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalidCursor();
  const [createdAt, id] = parsed as unknown[];
  if (typeof createdAt !== 'string' || !INSTANT.test(createdAt) || Number.isNaN(Date.parse(createdAt))) throw invalidCursor();
  if (new Date(createdAt).toISOString() !== createdAt || typeof id !== 'string' || !UUID.test(id)) throw invalidCursor();
  return { createdAt, id: id.toLowerCase() };
}

/** `?cursor=&limit=` of a profile list; 400 `{message, field}` for anything else. */
export function parsePageRequest(query: unknown): PageRequest {
  const { cursor, limit } = parseWith(pageSchema, query ?? {});
  return { after: cursor ? decodePageEnd(cursor) : null, limit: limit ?? PROFILE_PAGE_SIZE.default };
}

/** Rows after the page end, in (created_at, id) descending order. */
export function afterPageEnd(alias: string, end: PageEnd): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${alias}.created_at`)}, ${sql.ref(`${alias}.id`)}) < (${end.createdAt}::timestamptz, ${end.id}::uuid)`;
}

/** One more row than the page is read: if it is there, the page's last row is where the next page starts. */
export function pageOf<T>(rows: T[], limit: number, endOf: (row: T) => PageEnd): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: encodePageEnd(endOf(page[page.length - 1]!)) };
}
