import express from 'express';
import type { ReadinessChecks } from '../health/readiness';
import { mountOperations } from '../health/operations';
import { observeRequests, type MetricsAccess } from '../metrics/http';
import { readActor } from './actor';
import { apiErrorHandler, apiNotFound } from './errors';
import { apiRequestId } from './request-id';
import { storableText } from './storable-text';

/** What an API answers about itself on its own port: /healthz, /readyz and /metrics. */
export interface ApiOperations {
  /** Labels its HTTP metrics (`command-api`, `query-api`). */
  service: string;
  readiness: ReadinessChecks;
  metrics: MetricsAccess;
}

/**
 * The frame both APIs share: the request's id and the caller's identity from the gateway's signed
 * headers, the request timed for /metrics, the feature routes, JSON 404s for unknown /api paths and
 * the error handler that never leaks details.
 */
export function createApiApp(internalSecret: string, mountRoutes: (app: express.Express) => void, operations: ApiOperations): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(apiRequestId(internalSecret));
  app.use(observeRequests(operations.service));
  mountOperations(app, operations);
  app.use((req, _res, next) => {
    req.actor = readActor(internalSecret, req.headers);
    next();
  });
  // Text no field may hold, in the address (and in a body an API parsed before its routes), is a 400.
  app.use(storableText);
  mountRoutes(app);
  app.use('/api', apiNotFound);
  app.use(apiErrorHandler);
  return app;
}
