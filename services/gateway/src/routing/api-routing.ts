import { Agent } from 'node:http';
import type { Express, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { ACTOR_HEADER, ACTOR_SIGNATURE_HEADER, actorHeaders } from '@barteraid/infra';

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
 * Stamps the caller's identity (from the session only) on the request, then sends reads
 * to the query API and everything else to the command API.
 */
export function apiRouting(secret: string, commandApi: ApiTarget, queryApi: ApiTarget): RequestHandler {
  const command = handlerFor(commandApi);
  const query = handlerFor(queryApi);
  return (req, res, next) => {
    delete req.headers[ACTOR_HEADER];
    delete req.headers[ACTOR_SIGNATURE_HEADER];
    const memberId = req.session?.passport?.user;
    Object.assign(req.headers, actorHeaders(secret, memberId ? { memberId, sessionId: req.sessionID } : null));
    const handler = req.method === 'GET' || req.method === 'HEAD' ? query : command;
    handler(req, res, next);
  };
}
