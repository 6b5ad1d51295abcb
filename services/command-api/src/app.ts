import express from 'express';
import { apiErrorHandler, apiNotFound, readActor } from '@barteraid/infra';
import type { CommandApiDeps } from './deps';
import { memberRoutes } from './members/routes';
import { listingRoutes } from './listings/routes';
import { supportRoutes } from './support/routes';
import { passwordResetRoutes } from './password-reset/routes';
import { notificationRoutes } from './notifications/routes';
import { tradeRoutes } from './trades/routes';
import { conversationRoutes } from './conversations/routes';

/** The write side: every route validates, decides and appends; it never reads read models to decide. */
export function createCommandApi(deps: CommandApiDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '256kb' }));
  app.use((req, _res, next) => {
    req.actor = readActor(deps.internalSecret, req.headers);
    next();
  });
  app.use(memberRoutes(deps));
  app.use(listingRoutes(deps));
  app.use(supportRoutes(deps));
  app.use(passwordResetRoutes(deps));
  app.use(notificationRoutes(deps));
  app.use(tradeRoutes(deps));
  app.use(conversationRoutes(deps));
  app.use('/api', apiNotFound);
  app.use(apiErrorHandler);
  return app;
}
