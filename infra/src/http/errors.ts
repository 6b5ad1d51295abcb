import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import { IdempotencyConflictError, WrongExpectedRevisionError } from '../event-store/port';
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

/** The last handler of every API: known errors keep their status, everything else becomes a plain 500. */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) return;
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message, ...error.details });
    return;
  }
  if (error instanceof WrongExpectedRevisionError || error instanceof IdempotencyConflictError) {
    res.status(409).json({ message: 'Someone else changed this at the same time. Please reload and try again.' });
    return;
  }
  const status = (error as { status?: number; type?: string }).status;
  if (status === 400 && (error as { type?: string }).type === 'entity.parse.failed') {
    res.status(400).json({ message: 'The request body is not valid JSON.' });
    return;
  }
  if (status === 413) {
    res.status(413).json({ message: 'The request is too large.' });
    return;
  }
  log.error('request failed', { method: req.method, path: req.originalUrl, ...errorFields(error) });
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
};
