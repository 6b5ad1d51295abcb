import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { httpRequestDuration, metricsRegistry } from './registry';

/** Requests the gateway handed to an API (see markForwarded). */
const forwarded = new WeakSet<Request>();

/** The gateway hands this request on to an API: the gateway times it under one label, the API under its route. */
export const markForwarded = (req: Request): void => void forwarded.add(req);

/**
 * The route pattern a request matched (`/api/trades/:id/status`), never its raw path: raw paths
 * (ids, tokens) would make a time series per trade. Requests no route matched share one label.
 */
function routeOf(req: Request, forwardedAs: string | undefined): string {
  if (forwardedAs && forwarded.has(req)) return forwardedAs;
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  return 'unmatched';
}

/**
 * Times every request of `service` from its first byte to its last answered byte. `forwardedAs`:
 * the label of requests this service forwards (the gateway's `/api/*`).
 */
export function observeRequests(service: string, options: { forwardedAs?: string } = {}): RequestHandler {
  return (req, res, next) => {
    const stop = httpRequestDuration.startTimer();
    res.once('finish', () => stop({ service, method: req.method, route: routeOf(req, options.forwardedAs), status: String(res.statusCode) }));
    next();
  };
}

export interface MetricsAccess {
  /** METRICS_TOKEN: asked for as `Authorization: Bearer <token>` whenever it is set. */
  token?: string;
  /**
   * Without a token, answer anyway? Only on a port that is not public (a service's own port in
   * development); a public port (the gateway) and production refuse without a token.
   */
  openWithoutToken: boolean;
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * GET /metrics in Prometheus's text format. Refused with 404 (as if there were nothing here) when
 * no token is set and the port may not answer without one, and with 403 when the token is wrong
 * or missing.
 */
export function metricsEndpoint(access: MetricsAccess): RequestHandler {
  return (req, res, next) => {
    if (!access.token && !access.openWithoutToken) return void res.status(404).json({ message: 'Not found' });
    if (access.token && !sameText(req.header('authorization') ?? '', `Bearer ${access.token}`)) {
      return void res.status(403).json({ message: 'Forbidden' });
    }
    metricsRegistry.metrics().then((text) => {
      res.set('Content-Type', metricsRegistry.contentType).set('Cache-Control', 'no-store').send(text);
    }, next);
  };
}
