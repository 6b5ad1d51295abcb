import type { Request, RequestHandler } from 'express';
import { fieldLabel, isStorableText } from '@barteraid/events';
import { requestMessages } from '@barteraid/events/messages/request';
import { badRequest } from './errors';

/**
 * The safety net under every input schema: text no field may hold (NUL, control characters but
 * tab and line breaks, unpaired surrogates; see events/src/text.ts) anywhere in the query string,
 * the path or a parsed JSON body is a 400 `{message, field}` naming the first such field, before
 * any route runs. Without it a schema that forgot a field would let PostgreSQL refuse the text
 * mid-command (a 500, perhaps after an email was already claimed). Single-line rules (no line
 * breaks in names) stay with the schemas, which know which field is which.
 *
 * Mounted in the API frame (query and path) and again right after each JSON parser (body); each
 * part is looked at once per request.
 */
export const storableText: RequestHandler = (req, _res, next) => {
  try {
    checkAddress(req);
    checkBody(req);
    next();
  } catch (error) {
    next(error);
  }
};

const ADDRESS_CHECKED = Symbol('storableText.address');
const checkedBodies = new WeakSet<object>();

const refuse = (field: string) => badRequest(requestMessages.message('unstorableText', { field: fieldLabel(field === 'request' ? 'Request' : field) }), { field });

const invalidEncoding = (field: string) =>
  badRequest(requestMessages.message('invalidAddressPart', { part: field === 'path' ? 'the path' : field }), { field });

/** The query string as sent (not as parsed: Node's parser quietly turns `%ff` into U+FFFD), and the path. */
function checkAddress(req: Request): void {
  const marked = req as unknown as Record<symbol, boolean>;
  if (marked[ADDRESS_CHECKED]) return;
  marked[ADDRESS_CHECKED] = true;
  const url = req.originalUrl ?? req.url ?? '';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const decodedPath = decode(path);
  if (decodedPath === null) throw invalidEncoding('path');
  if (!isStorableText(decodedPath)) throw refuse('path');
  if (queryAt === -1) return;
  for (const pair of url.slice(queryAt + 1).split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decode(equals === -1 ? pair : pair.slice(0, equals));
    if (name === null) throw invalidEncoding('query');
    if (!isStorableText(name)) throw refuse('query');
    const value = equals === -1 ? '' : decode(pair.slice(equals + 1));
    if (value === null) throw invalidEncoding(name);
    if (!isStorableText(value)) throw refuse(name);
  }
}

function decode(component: string): string | null {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

function checkBody(req: Request): void {
  const body: unknown = req.body;
  if (typeof body === 'string') {
    if (!isStorableText(body)) throw refuse('request');
    return;
  }
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || ArrayBuffer.isView(body)) return;
  if (checkedBodies.has(body)) return;
  const field = findUnstorableText(body);
  if (field !== null) throw refuse(field);
  checkedBodies.add(body);
}

/**
 * The dotted path ("formData.churchName", "documents.0.name") of the first string in a JSON value
 * that no field may hold, or null. A refused property name reports the object holding it
 * ("request" at the top). Walks without recursion, so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: { value: unknown; path: string[]; key: string | null }[] = [{ value, path: [], key: null }];
  while (pending.length > 0) {
    const { value: current, path, key } = pending.pop()!;
    if (key !== null && !isStorableText(key)) return path.length > 1 ? path.slice(0, -1).join('.') : 'request';
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path.length ? path.join('.') : 'request';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const entries = Array.isArray(current) ? current.map((item, index) => [String(index), item] as const) : Object.entries(current);
    // Pushed in reverse so the body's first field is looked at first.
    for (let index = entries.length - 1; index >= 0; index--) {
      const [name, item] = entries[index]!;
      pending.push({ value: item, path: [...path, name], key: name });
    }
  }
  return null;
}
