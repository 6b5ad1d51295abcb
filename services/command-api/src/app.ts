import express from 'express';
import { MAX_OBJECT_BYTES } from '@barteraid/events';
import { createApiApp, idempotency, storableText, whenIdempotencyKey } from '@barteraid/infra';
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
import { objectRoutes, uploadErrors } from './objects/routes';
import { avatarRoutes } from './avatar/routes';
import { membershipRoutes } from './membership/routes';
import { membershipReviewRoutes } from './membership/review-routes';
import { subscriptionRoutes } from './subscription/routes';

/** The write side: every route validates, decides and appends; it never reads read models to decide. */
export function createCommandApi(deps: CommandApiDeps): express.Express {
  return createApiApp(deps.internalSecret, (app) => {
    // Idempotency-Key: answers a repeated request from its stored answer. It hashes the parsed
    // body, so it runs after the parsers; the two upload routes read their own body, so with a key
    // their body is read here first (the routes' own parsers then leave it as it is).
    const idempotent = idempotency(deps.db);
    app.post('/api/objects/upload', whenIdempotencyKey(express.json({ limit: '4kb' })), idempotent);
    app.put(
      '/api/objects/:id',
      whenIdempotencyKey(express.raw({ type: () => true, limit: MAX_OBJECT_BYTES })),
      uploadErrors,
      idempotent,
    );
    // Uploads read their own raw body (up to 5MB), so they come before the JSON parser.
    app.use(objectRoutes(deps));
    app.use(express.json({ limit: '256kb' }));
    // Text no field may hold (NUL, control characters, unpaired surrogates) anywhere in the body: 400 {message, field}.
    app.use(storableText);
    app.use(idempotent);
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
