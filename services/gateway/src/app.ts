import fs from 'node:fs';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express, { type ErrorRequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Redis } from 'ioredis';
import {
  apiErrorHandler,
  cardPaymentsEnabled,
  gatewayRequestId,
  isRedisConnectionError,
  liveness,
  log,
  metricsAccessOf,
  metricsEndpoint,
  observeRequests,
  ServiceUnavailableError,
  type ReadinessCheck,
  type Config,
  type Db,
  type NotificationBus,
} from '@barteraid/infra';
import { createSessions, type Sessions } from './sessions/session';
import { createAuthRateLimits } from './auth/rate-limits';
import { configurePassport } from './auth/passport';
import { authRoutes } from './auth/routes';
import { profileOverHttp, type ProfileReader } from './auth/profile-reader';
import { csrfProtection } from './security/csrf';
import { securityHeaders } from './security/headers';
import { apiRouting, type ApiTarget } from './routing/api-routing';
import { pageShell } from './routing/page-shell';
import { attachRealtime, type Realtime } from './realtime/realtime';
import { readiness } from './health/readiness';
import { gatewayDbOf } from './read-models';

export interface GatewayDeps {
  config: Config;
  db: Db;
  bus: NotificationBus;
  redis: Redis | null;
  sessionSecret: string;
  internalSecret: string;
  commandApi: ApiTarget;
  queryApi: ApiTarget;
  /** The built client; omitted or missing means API only. */
  clientDir?: string;
  /** How often /ws pings its sockets and checks their sessions again (30 s; tests shorten it). */
  realtimeHeartbeatMs?: number;
  /** The signed-in member's profile for sign-in answers; over HTTP from `queryApi` when that is a URL. */
  readProfile?: ProfileReader;
  /** The time suspensions end by (sign-in and sessions); the system clock by default. Tests move it. */
  clock?: () => Date;
  /** More for /readyz: what else runs in this process (the one-process start's event store, projector and settlement). */
  readinessChecks?: Record<string, ReadinessCheck>;
}

export interface Gateway {
  app: express.Express;
  server: Server;
  sessions: Sessions;
  realtime: Realtime;
  close(): Promise<void>;
}

export const defaultClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../client/dist');

/** Twilio's webhooks (`services/command-api/src/sms/twilio-webhook.ts`). */
const TWILIO_WEBHOOK_PATHS = ['/api/sms/twilio/messages', '/api/sms/twilio/status'];

/** Mutations that establish a session rather than act within one. */
const CSRF_EXEMPT = new Set([
  '/api/auth/login',
  '/api/auth/simple-login',
  '/api/auth/register',
  // Open to visitors and harmless if forged: they only send a message to support or a reset link
  // to the account's own email, and a reset needs the emailed token.
  '/api/support/contact',
  '/api/support/report',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
  // A link to the account's own email, and its use, which needs the emailed token.
  '/api/auth/sign-in-link',
  '/api/auth/sign-in-link/use',
  // A push's service worker reports that the member opened it, without cookies: it can only mark
  // a push already sent as opened, by an id only that push carried.
  '/api/push/clicks',
]);

/**
 * Redis errors from paths that do not wrap them themselves (passport regenerating the session at
 * sign-in, for instance) become the same clear 503 as a session that cannot be loaded.
 */
const redisTrouble: ErrorRequestHandler = (error: unknown, req, _res, next) => {
  if (!isRedisConnectionError(error)) return next(error);
  log.warn('redis unavailable for a request', { method: req.method, path: req.path, error: (error as Error).message });
  next(new ServiceUnavailableError('redis', error));
};

function profileReaderOf(deps: GatewayDeps): ProfileReader {
  if (deps.readProfile) return deps.readProfile;
  if (typeof deps.queryApi === 'string') return profileOverHttp(deps.queryApi, deps.internalSecret);
  throw new Error('An in-process query API needs readProfile');
}

export async function createGateway(deps: GatewayDeps): Promise<Gateway> {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.TRUST_PROXY ? 1 : false);
  // First, so every line any later handler logs for this request carries its id.
  app.use(gatewayRequestId());
  // What it hands to an API is timed under one label here, and under its route pattern by the API.
  app.use(observeRequests('gateway', { forwardedAs: '/api/*' }));
  app.use(securityHeaders({ cardPayments: cardPaymentsEnabled(deps.config), mapTilesUrl: deps.config.MAP_TILES_URL }));
  // Answers above a kilobyte (API JSON, the page shell) gzip-compressed when the browser accepts it;
  // the built assets come precompressed (below) and are left alone.
  app.use(compression({ threshold: 1024 }));

  const clock = deps.clock ?? (() => new Date());
  const sessions = createSessions(deps.config, deps.sessionSecret, deps.db, deps.redis, clock);
  const limits = createAuthRateLimits(deps.config, deps.redis);
  const passport = configurePassport(deps.db, limits, clock);

  // Liveness (the process answers) and readiness (its dependencies answer): see health/readiness.ts.
  app.get('/healthz', liveness);
  app.get('/readyz', readiness(gatewayDbOf(deps.db), deps.redis, deps.readinessChecks));
  // The gateway's port is public: /metrics answers only with METRICS_TOKEN (one /metrics for the whole process).
  app.get('/metrics', metricsEndpoint(metricsAccessOf(deps.config, 'public')));
  const toApis = apiRouting(deps.internalSecret, deps.commandApi, deps.queryApi);
  // Stripe's webhook authenticates by its signature over the raw body: no session is loaded and no
  // CSRF token asked for on this one route (it reaches the command API with no actor).
  app.post('/api/stripe/webhook', toApis);
  // One-click unsubscribe (RFC 8058): a mail provider posts `List-Unsubscribe=One-Click` to the link
  // in the mail's header, the same page link a member opens, with no session or CSRF token (the
  // link's signed token is the authority). The command API answers it as its one-click route.
  app.post('/mail/unsubscribe', (req, res, next) => {
    req.url = req.url.replace(/^\/mail\/unsubscribe/, '/api/mail/unsubscribe/one-click');
    toApis(req, res, next);
  });
  // Twilio's webhooks (a member's text, a text's status) authenticate by X-Twilio-Signature, checked
  // by the command API: like Stripe's, no session is loaded and no CSRF token asked for; they are
  // limited per IP, in a bucket of their own, before anything else is done.
  app.post(TWILIO_WEBHOOK_PATHS, limits.webhooksPerIp, toApis);
  app.use('/api', sessions.middleware, passport.initialize(), passport.session());
  app.use('/api', csrfProtection(deps.sessionSecret, CSRF_EXEMPT));
  app.post('/api/auth/register', limits.perIp);
  app.post(
    ['/api/support/contact', '/api/support/report', '/api/auth/forgot-password', '/api/auth/reset-password', '/api/auth/sign-in-link', '/api/push/clicks'],
    limits.perIp,
  );
  app.use(authRoutes({ limits, secret: deps.sessionSecret, passport, readProfile: profileReaderOf(deps), bus: deps.bus, signedIn: (memberId) => sessions.refresh(memberId) }));
  // Mounted without a path so the APIs see the full /api/… URL.
  app.use((req, res, next) => (req.path === '/api' || req.path.startsWith('/api/') ? toApis(req, res, next) : next()));

  const clientDir = deps.clientDir ?? defaultClientDir;
  if (fs.existsSync(path.join(clientDir, 'index.html'))) {
    // Hashed file names never change content: cached a year. The build wrote .br and .gz copies
    // (client/vite.config.ts); the one the browser accepts is sent, brotli first.
    app.use(
      '/assets',
      expressStaticGzip(path.join(clientDir, 'assets'), {
        enableBrotli: true,
        orderPreference: ['br', 'gz'],
        index: false,
        serveStatic: { immutable: true, maxAge: '1y' },
      }),
    );
    // A hashed file that is not there (an old page asking for a replaced build) is a plain 404, never the page shell.
    app.use('/assets', (_req, res) => void res.status(404).type('text/plain').send('Not found'));
    app.use(express.static(clientDir, { index: false, maxAge: 0 }));
    // Every other path is a client route; the client shows its own 404 page.
    const shellFor = pageShell(clientDir, { helplinePhone: deps.config.HELPLINE_PHONE });
    app.get(/^(?!\/api\/|\/ws).*/, (req, res) => {
      res.set('Cache-Control', 'no-cache').vary('Accept-Language').vary('Cookie').type('html').send(shellFor(req));
    });
  }
  app.use(redisTrouble);
  app.use(apiErrorHandler);

  const server = createServer(app);
  const realtime = await attachRealtime({
    server,
    sessions,
    db: deps.db,
    bus: deps.bus,
    origin: { publicUrl: deps.config.PUBLIC_URL, trustProxy: deps.config.TRUST_PROXY },
    heartbeatMs: deps.realtimeHeartbeatMs,
  });

  return {
    app,
    server,
    sessions,
    realtime,
    async close() {
      await realtime.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      sessions.close();
    },
  };
}
