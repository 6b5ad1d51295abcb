import type { QueryFunction } from '@tanstack/react-query';

/**
 * The one module that talks to the server. Every call sends the session cookie; every
 * mutation echoes the CSRF cookie in a header; any non-OK answer raises
 * `Error("{status}: {body text or statusText}")` (spec section 7).
 */

const CSRF_COOKIE = 'barteraid.csrf';
const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (!SAFE_METHODS.has(method.toUpperCase())) {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers[CSRF_HEADER] = token;
  }
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

/** A request whose answer is JSON (or nothing: then null). */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export const apiGet = <T>(url: string) => apiJson<T>('GET', url);
export const apiPost = <T>(url: string, body?: unknown) => apiJson<T>('POST', url, body ?? {});

/** The server's `{message}` from a failed call, or null when there is none to show. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const parsed: unknown = JSON.parse(error.bodyText);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // plain text bodies are not shown to users
  }
  return null;
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

/** What an uploaded file is for: avatars are public, verification documents only for you and admins. */
export type UploadPurpose = 'avatar' | 'verification-document';

export interface UploadedFile {
  objectId: string;
  /** Where the file is served from (`/api/objects/<id>`). */
  objectURL: string;
  /** The single-use URL it was uploaded to (spec section 7 sends it as the avatarURL). */
  uploadURL: string;
}

/** The file PUT was refused; `message` is the spec's 'Failed to upload file', `reason` the server's. */
export class UploadError extends Error {
  constructor(readonly reason: string | null) {
    super('Failed to upload file');
    this.name = 'UploadError';
  }
}

/**
 * Uploads a file in the spec's two steps: ask for a single-use upload URL, then PUT the bytes
 * there with their content type (and the CSRF header, like every signed-in mutation).
 */
export async function uploadFile(file: Blob, purpose: UploadPurpose): Promise<UploadedFile> {
  const { uploadURL, objectId, objectURL } = await apiPost<UploadedFile>('/api/objects/upload', { purpose });
  const headers: Record<string, string> = { 'content-type': file.type || 'application/octet-stream' };
  const token = readCookie(CSRF_COOKIE);
  if (token) headers[CSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(uploadURL, { method: 'PUT', body: file, headers, credentials: 'include' });
  } catch {
    throw new UploadError(null);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new UploadError(serverMessage(new ApiError(response.status, text, response.statusText)));
  }
  return { objectId, objectURL, uploadURL };
}
