import express from 'express';
import { readActor } from './actor';
import { apiErrorHandler, apiNotFound } from './errors';
import { storableText } from './storable-text';

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
  // Text no field may hold, in the address (and in a body an API parsed before its routes), is a 400.
  app.use(storableText);
  mountRoutes(app);
  app.use('/api', apiNotFound);
  app.use(apiErrorHandler);
  return app;
}
