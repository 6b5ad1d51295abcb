import express from 'express';
import { createApiApp } from '@barteraid/infra';
import type { CommandApiDeps } from './deps';
import { memberRoutes } from './members/routes';
import { listingRoutes } from './listings/routes';
import { supportRoutes } from './support/routes';
import { passwordResetRoutes } from './password-reset/routes';
import { notificationRoutes } from './notifications/routes';
import { tradeRoutes } from './trades/routes';
import { conversationRoutes } from './conversations/routes';
import { verificationRoutes } from './verification/routes';
import { adminRoutes } from './admin/routes';
import { objectRoutes } from './objects/routes';
import { avatarRoutes } from './avatar/routes';
import { membershipRoutes } from './membership/routes';
import { membershipReviewRoutes } from './membership/review-routes';
import { subscriptionRoutes } from './subscription/routes';

/** The write side: every route validates, decides and appends; it never reads read models to decide. */
export function createCommandApi(deps: CommandApiDeps): express.Express {
  return createApiApp(deps.internalSecret, (app) => {
    // Uploads read their own raw body (up to 5MB), so they come before the JSON parser.
    app.use(objectRoutes(deps));
    app.use(express.json({ limit: '256kb' }));
    app.use(memberRoutes(deps));
    app.use(listingRoutes(deps));
    app.use(supportRoutes(deps));
    app.use(passwordResetRoutes(deps));
    app.use(notificationRoutes(deps));
    app.use(tradeRoutes(deps));
    app.use(conversationRoutes(deps));
    app.use(verificationRoutes(deps));
    app.use(adminRoutes(deps));
    app.use(avatarRoutes(deps));
    app.use(membershipRoutes(deps));
    app.use(membershipReviewRoutes(deps));
    app.use(subscriptionRoutes(deps));
  });
}
