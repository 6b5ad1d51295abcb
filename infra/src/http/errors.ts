import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { IdempotencyConflictError, WrongExpectedRevisionError } from '../event-store/port';
import { isConnectionLoss } from '../db/connection-loss';
import { log, errorFields } from '../log';

/** An error whose message is safe to show to the user, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 429: over a limit; the error handler sends `Retry-After` with the seconds until the member may try again. */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = 'TooManyRequests';
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new HttpError(400, message, details);
export const unauthorized = (message = 'Not authenticated') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

const label = (path: PropertyKey[]) => (path.length ? path.map(String).join('.') : 'request');

/** Turns the first zod issue into a 400 whose message names the field, unless the schema gave its own text. */
export function validationError(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  if (!issue) return badRequest('Invalid request');
  const field = label(issue.path);
  const generic = issue.code !== 'custom' && !issue.message.includes(' ');
  const message = issue.message && !/^(Invalid input|Required|Expected)/.test(issue.message) && !generic
    ? issue.message
    : `${field}: ${issue.message}`;
  return badRequest(message, { field });
}

export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No such endpoint: ${req.method} ${req.originalUrl.split('?')[0]}` });
};

/** What the request parsers and the router refuse (body-parser and http-errors mark these `expose`): the client's fault, never a 500. */
function clientError(error: unknown): { status: number; message: string } | null {
  const { status, type, expose } = (error ?? {}) as { status?: number; type?: string; expose?: boolean };
  if (error instanceof URIError || (status === 400 && error instanceof Error && /^Failed to decode param/.test(error.message))) {
    return { status: 400, message: 'The address is not valid: it is not correctly percent-encoded UTF-8.' };
  }
  if (status === 400 && type === 'entity.parse.failed') return { status: 400, message: 'The request body is not valid JSON.' };
  if (status === 413) return { status: 413, message: 'The request is too large.' };
  if (typeof status !== 'number' || status < 400 || status > 499 || expose !== true) return null;
  if (type === 'charset.unsupported') return { status: 415, message: 'The request body must be UTF-8 JSON.' };
  if (type === 'encoding.unsupported') return { status: 415, message: 'The request body uses a content encoding this server does not accept.' };
  if (type === 'request.aborted' || type === 'request.size.invalid') return { status: 400, message: 'The request body was not received completely.' };
  if (status === 404) return { status, message: 'Not found' };
  return { status, message: status === 415 ? 'This content type is not accepted here.' : 'The request is not valid.' };
}

/** The answer to a request whose database connection was lost under it (see serverMessages.databaseInterrupted). */
export const DATABASE_INTERRUPTED = 'The connection to our database was interrupted. Please try again in a moment.';

/** The last handler of every API: known errors keep their status, everything else becomes a plain 500. */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) return;
  if (error instanceof HttpError) {
    if (error instanceof TooManyRequests) res.set('Retry-After', String(error.retryAfterSeconds));
    res.status(error.status).json({ message: error.message, ...error.details });
    return;
  }
  if (error instanceof WrongExpectedRevisionError || error instanceof IdempotencyConflictError) {
    res.status(409).json({ message: 'Someone else changed this at the same time. Please reload and try again.' });
    return;
  }
  const client = clientError(error);
  if (client) {
    res.status(client.status).json({ message: client.message });
    return;
  }
  if (isMissingReadModel(error)) {
    // Split services start in any order; the projector creates the read models' tables.
    log.warn('read model not created yet', { method: req.method, path: req.originalUrl, ...errorFields(error) });
    res.status(503).set('Retry-After', '5').json({ message: 'BarterAid is starting up. Please try again in a moment.' });
    return;
  }
  if (isConnectionLoss(error)) {
    // A restart, a failover or a terminated backend: this request's work failed, the pool reconnects
    // by itself, and a retry with the same Idempotency-Key runs it again (or answers it, if it was done).
    log.warn('database connection lost during a request', { method: req.method, path: req.originalUrl, ...errorFields(error) });
    res.status(503).set('Retry-After', '1').json({ message: DATABASE_INTERRUPTED });
    return;
  }
  log.error('request failed', { method: req.method, path: req.originalUrl, ...errorFields(error) });
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
};

/** PostgreSQL's undefined_table: a read model the projector has not created yet. */
function isMissingReadModel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '42P01';
}
