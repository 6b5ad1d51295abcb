import express from 'express';
import { MAX_OBJECT_BYTES } from '@barteraid/events';
import { whenIdempotencyKey } from '@barteraid/infra';
import type { CommandModule } from '../module';
import { objectRoutes, uploadErrors } from './routes';

/** Uploads read their own raw body (up to 5MB), so their routes come before the JSON parser. */
export const objectsModule: CommandModule = {
  name: 'objects',
  routes: objectRoutes,
  readsOwnBody: true,
  // Idempotency-Key: answers a repeated request from its stored answer. It hashes the parsed
  // body, so it runs after the parsers; the two upload routes read their own body, so with a key
  // their body is read here first (the routes' own parsers then leave it as it is).
  beforeBodyParsing(app, { idempotent }) {
    app.post('/api/objects/upload', whenIdempotencyKey(express.json({ limit: '4kb' })), idempotent);
    app.put(
      '/api/objects/:id',
      whenIdempotencyKey(express.raw({ type: () => true, limit: MAX_OBJECT_BYTES })),
      uploadErrors,
      idempotent,
    );
  },
};
