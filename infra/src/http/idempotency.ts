import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { log, errorFields } from '../log';
import { requestMessages } from '@barteraid/events/messages/request';
import { HttpError, badRequest } from './errors';

/**
 * Idempotent requests, as Stripe's API has them: a mutation may carry an `Idempotency-Key`
 * header. The first request with a key runs and its answer (2xx, or 4xx other than 429) is kept for 24 hours;
 * the same key with the same request answers that again (`Idempotent-Replayed: true`) without
 * running anything; the same key with another request is a 422. Keys belong to the caller: the
 * signed-in member, or 'anonymous' for visitors.
 *
 * Concurrency: the first request claims the key (`insert … on conflict do nothing`) with a lease
 * that a heartbeat extends while it runs; others with the same key wait (bounded) for its answer.
 * A 5xx or 429 answer releases the key so a retry runs again, and so does a lease that ran out because
 * the process died mid-request — that is why command handlers get `req.idempotency.requestKey`
 * to derive event ids from: the re-run then cannot record anything twice.
 */

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

export const idempotencyMessages = {
  invalidKey: requestMessages.message('idempotencyKeyInvalid'),
  reused: requestMessages.message('idempotencyKeyReused'),
  inProgress: requestMessages.message('idempotencyKeyInProgress'),
};

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Printable ASCII, no leading or trailing space. */
const KEY_FORMAT = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;
/** The answer headers worth replaying; cookies and per-response headers are not. */
const REPLAYED_HEADERS = ['content-type', 'cache-control', 'location'];

const field = { field: IDEMPOTENCY_KEY_HEADER };

export interface IdempotencyOptions {
  /** How long a claim holds without a heartbeat (a process that died frees the key after this). */
  leaseMs?: number;
  /** How long a request waits for another one with the same key to finish, then 409. */
  waitMs?: number;
  pollMs?: number;
  /** How long an answer is kept (at least 24 hours). */
  ttlMs?: number;
  /** At most this often, a request also deletes expired keys. */
  purgeEveryMs?: number;
  /**
   * Keys the stored request hash (HMAC-SHA-256): a plain hash of a body holding a password or a
   * member's ZIP code could be reversed by hashing candidates; one keyed with a server secret cannot.
   */
  hashKey?: string;
}

const defaults: Required<Omit<IdempotencyOptions, 'hashKey'>> = {
  leaseMs: 30_000,
  waitMs: 10_000,
  pollMs: 100,
  ttlMs: 24 * 60 * 60 * 1000,
  purgeEveryMs: 10 * 60 * 1000,
};

/** A heartbeat stops after this long even if the request never answers; the lease then runs out. */
const MAX_HEARTBEAT_MS = 10 * 60 * 1000;

/** What identifies one request: the caller's key, and what must match for a replay. */
export interface IdempotentRequest {
  /** The signed-in member's id, or 'anonymous'. */
  scope: string;
  key: string;
  method: string;
  path: string;
  /** SHA-256 of the query string and the body. */
  requestHash: string;
}

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface IdempotencyRecord {
  status: 'in_progress' | 'completed';
  method: string;
  path: string;
  requestHash: string;
  leaseExpired: boolean;
  response: StoredResponse | null;
}

const interval = (ms: number) => sql`(cast(${Math.round(ms)} as integer) * interval '1 millisecond')`;

/** The `idempotency_keys` table. Times come from the database's clock, so instances agree. */
export class IdempotencyStore {
  private readonly leaseMs: number;
  private readonly ttlMs: number;

  constructor(
    private readonly db: Db,
    options: Pick<IdempotencyOptions, 'leaseMs' | 'ttlMs'> = {},
  ) {
    this.leaseMs = options.leaseMs ?? defaults.leaseMs;
    this.ttlMs = options.ttlMs ?? defaults.ttlMs;
  }

  /**
   * Claims the key for this request and returns the claim's token, or null when someone holds it
   * or already answered it. An expired key, or an unfinished claim of the same request whose lease
   * ran out, is taken over.
   */
  async claim(request: IdempotentRequest): Promise<string | null> {
    const token = randomUUID();
    const { rows } = await sql<{ claim_token: string }>`
      insert into idempotency_keys
        (scope, key, method, path, request_hash, status, claim_token, locked_until, created_at, expires_at)
      values (${request.scope}, ${request.key}, ${request.method}, ${request.path}, ${request.requestHash},
        'in_progress', ${token}, now() + ${interval(this.leaseMs)}, now(), now() + ${interval(this.ttlMs)})
      on conflict (scope, key) do update set
        method = excluded.method, path = excluded.path, request_hash = excluded.request_hash,
        status = 'in_progress', claim_token = excluded.claim_token, locked_until = excluded.locked_until,
        response_status = null, response_headers = null, response_body = null,
        created_at = excluded.created_at, expires_at = excluded.expires_at
      where idempotency_keys.expires_at <= now()
        or (idempotency_keys.status = 'in_progress' and idempotency_keys.locked_until <= now()
          and idempotency_keys.method = excluded.method and idempotency_keys.path = excluded.path
          and idempotency_keys.request_hash = excluded.request_hash)
      returning claim_token`.execute(this.db);
    return rows[0]?.claim_token === token ? token : null;
  }

  /** The key's current state; null when there is none or it expired. */
  async find(scope: string, key: string): Promise<IdempotencyRecord | null> {
    const { rows } = await sql<{
      status: string;
      method: string;
      path: string;
      request_hash: string;
      lease_expired: boolean;
      response_status: number | null;
      response_headers: Record<string, string> | string | null;
      response_body: Uint8Array | null;
    }>`
      select status, method, path, request_hash, locked_until <= now() as lease_expired,
        response_status, response_headers, response_body
      from idempotency_keys
      where scope = ${scope} and key = ${key} and expires_at > now()`.execute(this.db);
    const row = rows[0];
    if (!row) return null;
    const headers = typeof row.response_headers === 'string' ? JSON.parse(row.response_headers) : row.response_headers;
    return {
      status: row.status === 'completed' ? 'completed' : 'in_progress',
      method: row.method,
      path: row.path,
      requestHash: row.request_hash,
      leaseExpired: row.lease_expired,
      response:
        row.status === 'completed' && row.response_status !== null
          ? { status: row.response_status, headers: headers ?? {}, body: Buffer.from(row.response_body ?? new Uint8Array()) }
          : null,
    };
  }

  /** Keeps the answer (for the claim's holder only); false when the claim was lost. */
  async complete(scope: string, key: string, token: string, response: StoredResponse): Promise<boolean> {
    const { rows } = await sql`
      update idempotency_keys set status = 'completed', response_status = ${response.status},
        response_headers = cast(${JSON.stringify(response.headers)} as jsonb), response_body = ${response.body},
        locked_until = now(), expires_at = now() + ${interval(this.ttlMs)}
      where scope = ${scope} and key = ${key} and claim_token = ${token} and status = 'in_progress'
      returning 1 as done`.execute(this.db);
    return rows.length > 0;
  }

  /** Gives the key up so that a retry runs the request again (after a 5xx). */
  async release(scope: string, key: string, token: string): Promise<boolean> {
    const { rows } = await sql`
      delete from idempotency_keys
      where scope = ${scope} and key = ${key} and claim_token = ${token} and status = 'in_progress'
      returning 1 as done`.execute(this.db);
    return rows.length > 0;
  }

  /** Extends a running request's lease. */
  async extend(scope: string, key: string, token: string): Promise<boolean> {
    const { rows } = await sql`
      update idempotency_keys set locked_until = now() + ${interval(this.leaseMs)}
      where scope = ${scope} and key = ${key} and claim_token = ${token} and status = 'in_progress'
      returning 1 as done`.execute(this.db);
    return rows.length > 0;
  }

  /** Deletes expired keys; returns how many. */
  async purgeExpired(): Promise<number> {
    const { rows } = await sql`delete from idempotency_keys where expires_at <= now() returning 1 as done`.execute(this.db);
    return rows.length;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set when the request carries a valid Idempotency-Key and this request holds its claim. */
      idempotency?: { key: string; scope: string; requestKey: string };
    }
  }
}

const appliesTo = (req: Request) => MUTATIONS.has(req.method) && /^\/api(\/|$)/.test(req.originalUrl);

/** The request's Idempotency-Key, null without one; a 400 `{message, field}` for a malformed one. */
export function idempotencyKeyOf(req: Request): string | null {
  const value = req.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || value.length > MAX_IDEMPOTENCY_KEY_LENGTH || !KEY_FORMAT.test(value)) {
    throw badRequest(idempotencyMessages.invalidKey, field);
  }
  return value;
}

/** The stable name command handlers derive event ids from: caller, method, path and key. */
export const requestKeyOf = (request: Pick<IdempotentRequest, 'scope' | 'method' | 'path' | 'key'>) =>
  `${request.scope}:${request.method} ${request.path}:${request.key}`;

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same request. */
function canonicalJson(value: unknown): string {
  const sorted = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sorted);
    if (item && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      return Object.fromEntries(Object.keys(record).sort().map((name) => [name, sorted(record[name])]));
    }
    return item;
  };
  return JSON.stringify(sorted(value)) ?? 'null';
}

/**
 * SHA-256 of what the request asks for: the query string, then the parsed JSON body (canonical;
 * no body counts as `{}`) or, for a raw body such as an upload, its content type and bytes; an
 * HMAC under `hashKey` when one is given.
 */
export function requestHashOf(req: Request, hashKey?: string): string {
  const url = req.originalUrl;
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const hash = (hashKey === undefined ? createHash('sha256') : createHmac('sha256', `idempotent-request:${hashKey}`)).update(`query ${query}\n`);
  const body: unknown = req.body;
  if (body instanceof Uint8Array) {
    hash.update(`raw ${req.headers['content-type'] ?? ''}\n`).update(body);
  } else {
    const empty = body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);
    hash.update('json\n').update(empty ? '{}' : canonicalJson(body));
  }
  return hash.digest('hex');
}

function describe(req: Request, key: string, hashKey: string | undefined): IdempotentRequest {
  return {
    scope: req.actor?.memberId ?? 'anonymous',
    key,
    method: req.method,
    path: req.originalUrl.split('?')[0] ?? '',
    requestHash: requestHashOf(req, hashKey),
  };
}

const sameRequest = (record: IdempotencyRecord, request: IdempotentRequest) =>
  record.method === request.method && record.path === request.path && record.requestHash === request.requestHash;

function replay(res: Response, response: StoredResponse): void {
  res.status(response.status);
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  res.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
  res.end(response.body);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunkToBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

/**
 * The middleware. Mount it where the body is parsed (it hashes `req.body`) and the caller is known
 * (`req.actor`); a request that already went through it once passes on untouched, so it can be
 * mounted in front of routes that parse their own body too. Without the header it does nothing.
 */
export function idempotency(db: Db, options: IdempotencyOptions = {}): RequestHandler {
  const settings = { ...defaults, ...options };
  const store = new IdempotencyStore(db, settings);
  let lastPurge = 0;

  function maybePurge() {
    if (Date.now() - lastPurge < settings.purgeEveryMs) return;
    lastPurge = Date.now();
    store.purgeExpired().catch((error) => log.warn('idempotency key cleanup failed', errorFields(error)));
  }

  /** Keeps what the request answers: 2xx–4xx as the key's answer; 5xx and 429 release the key. */
  function capture(res: Response, request: IdempotentRequest, token: string) {
    const { scope, key } = request;
    const heartbeat = setInterval(() => {
      store.extend(scope, key, token).catch((error) => log.warn('idempotency lease extension failed', errorFields(error)));
    }, Math.max(50, Math.floor(settings.leaseMs / 3)));
    heartbeat.unref();
    const heartbeatLimit = setTimeout(() => clearInterval(heartbeat), MAX_HEARTBEAT_MS);
    heartbeatLimit.unref();

    const chunks: Buffer[] = [];
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      const buffer = chunkToBuffer(chunk, rest[0]);
      if (buffer) chunks.push(buffer);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as unknown as Response['write'];
    res.end = function (this: Response, ...args: unknown[]) {
      res.write = write;
      res.end = end;
      clearInterval(heartbeat);
      clearTimeout(heartbeatLimit);
      const buffer = chunkToBuffer(args[0], args[1]);
      if (buffer) chunks.push(buffer);
      const status = res.statusCode;
      const headers: Record<string, string> = {};
      for (const name of REPLAYED_HEADERS) {
        const value = res.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      // The answer is kept before it goes out, so a retry racing the answer finds it. A 5xx or a
      // 429 (try later) is not an answer to keep: the key is released and a retry runs again.
      const settled =
        status >= 500 || status === 429
          ? store.release(scope, key, token)
          : store.complete(scope, key, token, { status, headers, body: Buffer.concat(chunks) }).then((kept) => {
              if (!kept) log.warn('idempotency claim lost before the answer was kept', { path: request.path });
              return kept;
            });
      settled
        .catch(async (error) => {
          log.warn('idempotency answer not kept', errorFields(error));
          await store.release(scope, key, token).catch(() => undefined);
        })
        .finally(() => (end as (...endArgs: unknown[]) => Response).apply(res, args));
      return res;
    } as unknown as Response['end'];
  }

  async function handle(req: Request, res: Response, key: string): Promise<boolean> {
    const request = describe(req, key, options.hashKey);
    const deadline = Date.now() + settings.waitMs;
    for (;;) {
      const token = await store.claim(request);
      if (token) {
        req.idempotency = { key, scope: request.scope, requestKey: requestKeyOf(request) };
        capture(res, request, token);
        maybePurge();
        return true;
      }
      const existing = await store.find(request.scope, key);
      if (existing && !sameRequest(existing, request)) throw new HttpError(422, idempotencyMessages.reused, field);
      if (existing?.status === 'completed' && existing.response) {
        replay(res, existing.response);
        return false;
      }
      // Gone (released after a 5xx) or a lease that ran out: claim again at once; else wait for it.
      if (existing && !existing.leaseExpired) {
        if (Date.now() >= deadline) throw new HttpError(409, idempotencyMessages.inProgress, field);
        await pause(settings.pollMs);
      } else if (Date.now() >= deadline) {
        throw new HttpError(409, idempotencyMessages.inProgress, field);
      } else {
        await pause(5);
      }
    }
  }

  return (req, res, next) => {
    if (req.idempotency !== undefined || !appliesTo(req)) return next();
    let key: string | null;
    try {
      key = idempotencyKeyOf(req);
    } catch (error) {
      return next(error);
    }
    if (key === null) return next();
    handle(req, res, key).then(
      (run) => (run ? next() : undefined),
      (error) => next(error),
    );
  };
}

/**
 * Runs `parser` only for mutations that carry an Idempotency-Key, so routes that read their own
 * body (uploads) can have it read first and hashed by `idempotency`; their own parser then finds
 * the body read and leaves `req.body` as it is.
 */
export function whenIdempotencyKey(parser: RequestHandler): RequestHandler {
  return (req, res, next) =>
    MUTATIONS.has(req.method) && req.headers['idempotency-key'] !== undefined ? parser(req, res, next) : next();
}
