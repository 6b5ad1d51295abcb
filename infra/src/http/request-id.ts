import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { withLogContext } from '../log';

/**
 * One id per request, given by the gateway, so a request's log lines in every process and the
 * events it wrote can be found by it. The gateway passes it to the APIs signed, like the actor:
 * an id that arrives unsigned (a caller that went round the gateway) is replaced by a new one.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_SIGNATURE_HEADER = 'x-barteraid-request-id-signature';

/** What a client may send as its own request id (a UUID, or a tracing system's id); anything else is replaced. */
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

export const isAcceptableRequestId = (value: unknown): value is string => typeof value === 'string' && ACCEPTED.test(value);

const sign = (secret: string, value: string) => createHmac('sha256', secret).update(`request-id:${value}`).digest('base64url');

export function requestIdHeaders(secret: string, requestId: string): Record<string, string> {
  return { [REQUEST_ID_HEADER]: requestId, [REQUEST_ID_SIGNATURE_HEADER]: sign(secret, requestId) };
}

/** The gateway's id for this request, if it is there and signed with the internal secret. */
export function readRequestId(secret: string, headers: IncomingHttpHeaders): string | null {
  const value = headers[REQUEST_ID_HEADER];
  const signature = headers[REQUEST_ID_SIGNATURE_HEADER];
  if (!isAcceptableRequestId(value) || typeof signature !== 'string') return null;
  const expected = Buffer.from(sign(secret, value));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : null;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** This request's id (see request-id.ts): in its log lines, its answer's X-Request-Id and its events' metadata. */
      requestId?: string;
    }
  }
}

/** Gives the request its id, answers it in X-Request-Id and runs the rest of the request with it in every log line. */
function carry(pick: (headers: IncomingHttpHeaders) => string | null): RequestHandler {
  return (req, res, next) => {
    const requestId = pick(req.headers) ?? randomUUID();
    req.requestId = requestId;
    if (!res.headersSent) res.setHeader(REQUEST_ID_HEADER, requestId);
    withLogContext({ requestId }, next);
  };
}

/** The gateway: the client's own X-Request-Id when it is acceptable, otherwise a new one. */
export const gatewayRequestId = (): RequestHandler =>
  carry((headers) => {
    const given = headers[REQUEST_ID_HEADER];
    return isAcceptableRequestId(given) ? given : null;
  });

/** An API: the gateway's signed id, otherwise a new one. */
export const apiRequestId = (internalSecret: string): RequestHandler => carry((headers) => readRequestId(internalSecret, headers));
