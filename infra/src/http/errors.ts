import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { IdempotencyConflictError, WrongExpectedRevisionError } from '../event-store/port';
import { isConnectionLoss } from '../db/connection-loss';
import { log, errorFields } from '../log';
import { loggedPath } from './logged-path';
import type { MessageData } from '@barteraid/events/messages/catalogue';
import { inEnglish } from '@barteraid/events/messages/registry';
import { requestMessages } from '@barteraid/events/messages/request';
import { readSchemaMessage } from '@barteraid/events/messages/schema-message';

/** What an answer that carries a message sends: its English text (API callers read it), its code and params (the client renders those). */
export interface MessageBody {
  message: string;
  code: string;
  params?: Readonly<Record<string, string | number>>;
}

/** A catalogue message as an answer's `{message, code, params?}`. */
export function messageBody(data: MessageData): MessageBody {
  return data.params ? { message: inEnglish(data), code: data.code, params: data.params } : { message: inEnglish(data), code: data.code };
}

/**
 * An error whose message is safe to show to the user, with its HTTP status: a catalogue message
 * (`message` is its English text). `english` replaces that text only where the words are not the
 * catalogue's own (a schema's label-made text answered under `request.invalidField`).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly data: MessageData,
    readonly details?: Record<string, unknown>,
    english: string = inEnglish(data),
  ) {
    super(english);
    this.name = 'HttpError';
  }

  /** The answer's body: `{message, field?, code, params?}`. */
  body(): Record<string, unknown> {
    const { code, params } = this.data;
    return { message: this.message, ...this.details, code, ...(params ? { params } : {}) };
  }
}

/** 429: over a limit; the error handler sends `Retry-After` with the seconds until the member may try again. */
export class TooManyRequests extends HttpError {
  constructor(
    message: MessageData,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = 'TooManyRequests';
  }
}

export const badRequest = (message: MessageData, details?: Record<string, unknown>) => new HttpError(400, message, details);
export const unauthorized = (message: MessageData = requestMessages.message('notAuthenticated')) => new HttpError(401, message);
export const forbidden = (message: MessageData = requestMessages.message('forbidden')) => new HttpError(403, message);
export const notFound = (message: MessageData = requestMessages.message('notFound')) => new HttpError(404, message);
export const conflict = (message: MessageData) => new HttpError(409, message);

const label = (path: PropertyKey[]) => (path.length ? path.map(String).join('.') : 'request');

/**
 * Turns the first zod issue into a 400 naming the field. A schema that refuses with a catalogue
 * message (`schemaMessage`) is answered with it; any other text (the schema's own, else zod's
 * prefixed with the field) is answered word for word under `request.invalidField`.
 */
export function validationError(error: z.ZodError): HttpError {
  const issue = error.issues[0];
  if (!issue) return badRequest(requestMessages.message('invalidRequest'));
  const field = label(issue.path);
  const named = readSchemaMessage(issue.message);
  if (named) return badRequest(named, { field });
  const generic = issue.code !== 'custom' && !issue.message.includes(' ');
  const message = issue.message && !/^(Invalid input|Required|Expected)/.test(issue.message) && !generic
    ? issue.message
    : `${field}: ${issue.message}`;
  return new HttpError(400, requestMessages.message('invalidField', { field }), { field }, message);
}

export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json(messageBody(requestMessages.message('noSuchEndpoint', { method: req.method, path: req.originalUrl.split('?')[0] ?? '' })));
};

/** What the request parsers and the router refuse (body-parser and http-errors mark these `expose`): the client's fault, never a 500. */
function clientError(error: unknown): { status: number; message: MessageData } | null {
  const { status, type, expose } = (error ?? {}) as { status?: number; type?: string; expose?: boolean };
  if (error instanceof URIError || (status === 400 && error instanceof Error && /^Failed to decode param/.test(error.message))) {
    return { status: 400, message: requestMessages.message('invalidAddress') };
  }
  if (status === 400 && type === 'entity.parse.failed') return { status: 400, message: requestMessages.message('invalidJson') };
  if (status === 413) return { status: 413, message: requestMessages.message('tooLarge') };
  if (typeof status !== 'number' || status < 400 || status > 499 || expose !== true) return null;
  if (type === 'charset.unsupported') return { status: 415, message: requestMessages.message('notUtf8') };
  if (type === 'encoding.unsupported') return { status: 415, message: requestMessages.message('encodingRefused') };
  if (type === 'request.aborted' || type === 'request.size.invalid') return { status: 400, message: requestMessages.message('incomplete') };
  if (status === 404) return { status, message: requestMessages.message('notFound') };
  return { status, message: status === 415 ? requestMessages.message('contentTypeRefused') : requestMessages.message('invalid') };
}

/** The answer to a request whose database connection was lost under it. */
export const DATABASE_INTERRUPTED = requestMessages.english('databaseInterrupted');

/** The last handler of every API: known errors keep their status, everything else becomes a plain 500. */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) return;
  if (error instanceof HttpError) {
    if (error instanceof TooManyRequests) res.set('Retry-After', String(error.retryAfterSeconds));
    res.status(error.status).json(error.body());
    return;
  }
  if (error instanceof WrongExpectedRevisionError || error instanceof IdempotencyConflictError) {
    res.status(409).json(messageBody(requestMessages.message('concurrentChange')));
    return;
  }
  const client = clientError(error);
  if (client) {
    res.status(client.status).json(messageBody(client.message));
    return;
  }
  if (isMissingReadModel(error)) {
    // Split services start in any order; the projector creates the read models' tables.
    log.warn('read model not created yet', { method: req.method, path: loggedPath(req.originalUrl), ...errorFields(error) });
    res.status(503).set('Retry-After', '5').json(messageBody(requestMessages.message('startingUp')));
    return;
  }
  if (isConnectionLoss(error)) {
    // A restart, a failover or a terminated backend: this request's work failed, the pool reconnects
    // by itself, and a retry with the same Idempotency-Key runs it again (or answers it, if it was done).
    log.warn('database connection lost during a request', { method: req.method, path: loggedPath(req.originalUrl), ...errorFields(error) });
    res.status(503).set('Retry-After', '1').json(messageBody(requestMessages.message('databaseInterrupted')));
    return;
  }
  log.error('request failed', { method: req.method, path: loggedPath(req.originalUrl), ...errorFields(error) });
  res.status(500).json(messageBody(requestMessages.message('failed')));
};

/** PostgreSQL's undefined_table: a read model the projector has not created yet. */
function isMissingReadModel(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '42P01';
}
