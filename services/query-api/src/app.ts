import express from 'express';
import { createApiApp } from '@barteraid/infra';
import type { QueryApiDeps } from './deps';
import { memberRoutes } from './members/routes';
import { creditRoutes } from './credits/routes';
import { listingRoutes } from './listings/routes';
import { priceGuideRoutes } from './price-guide/routes';
import { notificationRoutes } from './notifications/routes';
import { tradeRoutes } from './trades/routes';
import { conversationRoutes } from './trades/conversations';
import { verificationRoutes } from './verification/routes';
import { adminRoutes } from './admin/routes';
import { objectRoutes } from './objects/routes';
import { membershipRoutes } from './membership/routes';
import { membershipApplicationRoutes } from './membership/applications';

/** The read side: answers only from read-model tables. */
export function createQueryApi(deps: QueryApiDeps): express.Express {
  return createApiApp(deps.internalSecret, (app) => {
    app.set('query parser', 'simple');
    app.get('/api/health', (_req, res) => {
      res.json({ status: 'ok' });
    });
    app.use(memberRoutes(deps));
    app.use(creditRoutes(deps));
    app.use(listingRoutes(deps));
    app.use(priceGuideRoutes(deps));
    app.use(notificationRoutes(deps));
    app.use(tradeRoutes(deps));
    app.use(conversationRoutes(deps));
    app.use(verificationRoutes(deps));
    app.use(adminRoutes(deps));
    app.use(objectRoutes(deps));
    app.use(membershipRoutes(deps));
    app.use(membershipApplicationRoutes(deps));
  });
}
