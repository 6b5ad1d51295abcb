import type { QueryFunction } from '@tanstack/react-query';
import type { ObjectPurpose, StoredObject, UploadLink, UploadLinkBody } from '@barteraid/events/contracts/uploads';
import { answerText, t } from '../i18n';

/**
 * The one module that talks to the server. Every call sends the session cookie; every
 * mutation echoes the CSRF cookie in a header and carries a fresh `Idempotency-Key`, and is
 * tried once more with the same key when the network failed or a proxy answered 502/503/504
 * (the server answers a repeated key from its stored result, so nothing happens twice); any
 * non-OK answer raises `Error("{status}: {body text or statusText}")` (spec section 7).
 */

const CSRF_COOKIE = 'barteraid.csrf';
const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Answers after which a mutation may or may not have happened: try again with the same key. */
const RETRY_STATUSES = new Set([502, 503, 504]);
const RETRY_DELAY_MS = 1000;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }
}

/**
 * A change asked for while the browser has no connection: refused at once on the device, never
 * kept to be sent later behind the member's back (only chat messages and new listings wait, in the
 * outbox, shown as waiting).
 */
export class OfflineError extends Error {
  constructor() {
    super('offline');
    this.name = 'OfflineError';
  }
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, text, response.statusText);
}

/** A random key per mutation (`crypto.randomUUID` needs a secure context; plain HTTP falls back). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a mutation with an Idempotency-Key and, when the network failed or a proxy gave up
 * (502/503/504), sends it once more with the same key: the server runs it at most once.
 * `send` builds a fresh request each time (a body can be read only once).
 */
async function sendMutation(
  send: (headers: Record<string, string>) => Promise<Response>,
  headers: Record<string, string>,
  idempotencyKey = newIdempotencyKey(),
): Promise<Response> {
  const keyed = { ...headers, [IDEMPOTENCY_HEADER]: idempotencyKey };
  try {
    const response = await send(keyed);
    if (!RETRY_STATUSES.has(response.status)) return response;
  } catch (error) {
    // An aborted call was given up on purpose; anything else is a network failure worth one retry.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
  }
  await pause(RETRY_DELAY_MS);
  return send(keyed);
}

export interface RequestOptions {
  /**
   * Reuse a key from an earlier attempt of the same mutation (a form the user submits again after
   * an error), so the server answers it from the first attempt if that one took effect after all.
   */
  idempotencyKey?: string;
}

export async function apiRequest(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const init = { method, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'include' as const };
  let response: Response;
  if (SAFE_METHODS.has(method.toUpperCase())) {
    response = await fetch(url, { ...init, headers });
  } else {
    if (!navigator.onLine) throw new OfflineError();
    const token = readCookie(CSRF_COOKIE);
    if (token) headers[CSRF_HEADER] = token;
    response = await sendMutation((keyed) => fetch(url, { ...init, headers: keyed }), headers, options.idempotencyKey);
  }
  await throwIfNotOk(response);
  return response;
}

/** A request whose answer is JSON (or nothing: then null). */
export async function apiJson<T>(method: string, url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  const response = await apiRequest(method, url, body, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export const apiGet = <T>(url: string) => apiJson<T>('GET', url);
export const apiPost = <T>(url: string, body?: unknown, options?: RequestOptions) => apiJson<T>('POST', url, body ?? {}, options);

/** The `{message, code?, params?}` of a failed call's body, or null when it has none (a proxy's page, plain text). */
export function errorBody(error: unknown): { message: string; code?: string; params?: Record<string, string | number>; field?: string } | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const parsed: unknown = JSON.parse(error.bodyText);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      const { message, code, params, field } = parsed as { message: string; code?: unknown; params?: unknown; field?: unknown };
      return {
        message,
        ...(typeof code === 'string' ? { code } : {}),
        ...(params && typeof params === 'object' ? { params: params as Record<string, string | number> } : {}),
        ...(typeof field === 'string' ? { field } : {}),
      };
    }
  } catch {
    // plain text bodies are not shown to users
  }
  return null;
}

/**
 * The server's message from a failed call in the language on screen: rendered from its `code` and
 * `params` (the English `message` only when the answer has no code), or null when there is none.
 */
export function serverMessage(error: unknown): string | null {
  if (error instanceof OfflineError) return t('offline.needsConnection');
  const body = errorBody(error);
  return body ? answerText(body) : null;
}

/** The status of a failed call, or null for network failures and other errors. */
export const errorStatus = (error: unknown): number | null => (error instanceof ApiError ? error.status : null);

type QueryParams = Record<string, string | number | boolean | undefined | null>;

/**
 * Query keys are path segments, optionally ending with a params object:
 * `['/api/price-guide', { category: 'goods' }]` → `/api/price-guide?category=goods`.
 */
export function urlFromQueryKey(queryKey: readonly unknown[]): string {
  const segments = queryKey.filter((part): part is string | number => typeof part === 'string' || typeof part === 'number');
  const last = queryKey[queryKey.length - 1];
  const path = segments.join('/');
  if (!last || typeof last !== 'object') return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(last as QueryParams)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(urlFromQueryKey(queryKey), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/**
 * An uploaded file: its id, where it is served from (`objectURL`, `/api/objects/<id>`) and the
 * single-use URL it was uploaded to (spec section 7 sends it as the avatarURL).
 */
export type UploadedFile = Pick<UploadLink, 'objectId' | 'objectURL' | 'uploadURL'> & {
  /** What the server stored (a listing photo's sizes among it); null when its answer could not be read. */
  stored: StoredObject | null;
};

/** The file PUT was refused; `message` is the spec's 'Failed to upload file', `reason` the server's. */
export class UploadError extends Error {
  constructor(readonly reason: string | null) {
    super('Failed to upload file');
    this.name = 'UploadError';
  }
}

/**
 * Uploads a file in the spec's two steps: ask for a single-use upload URL, then PUT the bytes
 * there with their content type (and the CSRF header and an Idempotency-Key, like every mutation).
 */
export async function uploadFile(file: Blob, purpose: ObjectPurpose): Promise<UploadedFile> {
  const { uploadURL, objectId, objectURL } = await apiPost<UploadLink>('/api/objects/upload', { purpose } satisfies UploadLinkBody);
  const headers: Record<string, string> = { 'content-type': file.type || 'application/octet-stream' };
  const token = readCookie(CSRF_COOKIE);
  if (token) headers[CSRF_HEADER] = token;
  let response: Response;
  try {
    response = await sendMutation((keyed) => fetch(uploadURL, { method: 'PUT', body: file, headers: keyed, credentials: 'include' }), headers);
  } catch {
    throw new UploadError(null);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new UploadError(serverMessage(new ApiError(response.status, text, response.statusText)));
  }
  const stored = (await response.json().catch(() => null)) as StoredObject | null;
  return { objectId, objectURL, uploadURL, stored };
}
