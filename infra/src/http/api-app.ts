import express from 'express';
import { readActor } from './actor';
import { apiErrorHandler, apiNotFound } from './errors';

/**
 * The frame both APIs share: the caller's identity from the gateway's signed header,
 * the feature routes, JSON 404s for unknown /api paths and the error handler that never leaks details.
 */
export function createApiApp(internalSecret: string, mountRoutes: (app: express.Express) => void): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use((req, _res, next) => {
    req.actor = readActor(internalSecret, req.headers);
    next();
  });
  mountRoutes(app);
  app.use('/api', apiNotFound);
  app.use(apiErrorHandler);
  return app;
}
