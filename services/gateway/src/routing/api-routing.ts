import { Agent } from 'node:http';
import type { Express, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import {
  ACCOUNT_CLOSED_HEADER,
  ACTOR_HEADER,
  ACTOR_SIGNATURE_HEADER,
  CREDENTIAL_STAMP_HEADER,
  REQUEST_ID_SIGNATURE_HEADER,
  actorHeaders,
  markForwarded,
  requestIdHeaders,
} from '@barteraid/infra';

/** An API is either an Express app in this process or the URL of its own process. */
export type ApiTarget = Express | string;

function handlerFor(target: ApiTarget): RequestHandler {
  if (typeof target !== 'string') return target as unknown as RequestHandler;
  // Connections to the API kept open between requests: without an agent http-proxy asks for
  // `Connection: close`, and a TCP connect and teardown per request cost both processes more CPU
  // than proxying the request itself.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  return createProxyMiddleware({ target, changeOrigin: false, xfwd: true, proxyTimeout: 30_000, agent });
}

/**
 * A password the member changed while signed in, or an email change confirmed in their own
 * session: the command API's answer names the new stamp in a header, which goes into this request's session instead of to the browser,
 * so this device stays signed in while every other session, still stamped with the old password,
 * ends. Caught as the header is set (by the API in this process, or by the proxy copying the API's
 * answer), before express-session decides at the response's end whether the session needs saving.
 */
function keepSessionThroughCredentialChange(req: Request, res: Response): void {
  const setHeader = res.setHeader;
  res.setHeader = function (this: Response, name: string, value: number | string | readonly string[]) {
    if (name.toLowerCase() !== CREDENTIAL_STAMP_HEADER) return setHeader.call(this, name, value);
    if (typeof value === 'string' && req.session?.passport?.user) req.session.credentialStamp = value;
    return this;
  } as Response['setHeader'];
}

/**
 * A closed account: the command API's answer says so in a header, and this request's session ends
 * there and then (express-session then stores nothing), so the device that closed it is signed out
 * with the answer rather than at its next request.
 */
function endSessionOnAccountClosed(req: Request, res: Response): void {
  const setHeader = res.setHeader;
  res.setHeader = function (this: Response, name: string, value: number | string | readonly string[]) {
    if (name.toLowerCase() !== ACCOUNT_CLOSED_HEADER) return setHeader.call(this, name, value);
    req.session?.destroy(() => undefined);
    return this;
  } as Response['setHeader'];
}

/**
 * Stamps the caller's identity (from the session only) and the request's id (see gatewayRequestId)
 * on the request, both signed, then sends reads to the query API and everything else to the command API.
 */
export function apiRouting(secret: string, commandApi: ApiTarget, queryApi: ApiTarget): RequestHandler {
  const command = handlerFor(commandApi);
  const query = handlerFor(queryApi);
  return (req, res, next) => {
    delete req.headers[ACTOR_HEADER];
    delete req.headers[ACTOR_SIGNATURE_HEADER];
    delete req.headers[REQUEST_ID_SIGNATURE_HEADER];
    if (req.requestId) Object.assign(req.headers, requestIdHeaders(secret, req.requestId));
    markForwarded(req);
    const memberId = req.session?.passport?.user;
    Object.assign(req.headers, actorHeaders(secret, memberId ? { memberId, sessionId: req.sessionID } : null));
    if (req.method === 'POST' && (req.path === '/api/user/password' || req.path === '/api/user/email/confirm')) keepSessionThroughCredentialChange(req, res);
    if (req.method === 'POST' && req.path === '/api/user/close') endSessionOnAccountClosed(req, res);
    const handler = req.method === 'GET' || req.method === 'HEAD' ? query : command;
    handler(req, res, next);
  };
}
