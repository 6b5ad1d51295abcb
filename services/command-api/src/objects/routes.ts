import { createHash, randomBytes, randomUUID } from 'node:crypto';
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import { MAX_OBJECT_BYTES, UPLOAD_URL_TTL_MS, objectPurpose, streams } from '@barteraid/events';
import { HttpError, WrongExpectedRevisionError, notFound, parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, loadStream, toNewEvent } from '../command-handling';
import { objectDecider, objectMessages } from './object';
import { normalizeContentType } from './content';
import { OBJECT_ID, objectUrl } from './read-object';

const requestSchema = z.object({ purpose: objectPurpose.default('avatar') });

const tooLarge = () => new HttpError(413, 'File Too Large: Please choose a file smaller than 5MB.');
const hash = (value: string | Uint8Array) => createHash('sha256').update(value).digest('hex');

function objectIdOf(req: Request): string {
  const id = String(req.params.id ?? '');
  if (!OBJECT_ID.test(id)) throw notFound(objectMessages.invalidLink);
  return id.toLowerCase();
}

/**
 * The raw parser's own errors in our words. It refuses an announced oversize body at once but
 * reads it off before answering, so a proxy in front (the split gateway) is never cut off mid-body.
 */
export const uploadErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, _res, next) => {
  if (error?.type === 'entity.too.large' || error?.status === 413) return next(tooLarge());
  next(error);
};

/**
 * Uploads in two steps (spec section 7): `POST /api/objects/upload` hands out a same-origin,
 * single-use URL that works for 15 minutes; `PUT` the bytes there with their content type.
 * The bytes go to the `stored_objects` blob table; the log records only `ObjectUploaded`.
 * Mounted before the JSON parser: the PUT reads its own raw body (at most 5MB).
 */
export function objectRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.post('/api/objects/upload', express.json({ limit: '4kb' }), async (req, res) => {
    const { memberId } = requireActor(req);
    const { purpose } = parseWith(requestSchema, req.body ?? {});
    const objectId = randomUUID();
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_MS).toISOString();
    await execute(contextOf(req, deps), streams.object(objectId), objectDecider, {
      type: 'RequestUpload',
      objectId,
      ownerId: memberId,
      purpose,
      tokenHash: hash(token),
      now: now.toISOString(),
      expiresAt,
    });
    res.set('Cache-Control', 'no-store').json({
      uploadURL: `${objectUrl(objectId)}?token=${token}`,
      objectId,
      objectURL: objectUrl(objectId),
      purpose,
      expiresAt,
      maxBytes: MAX_OBJECT_BYTES,
    });
  });

  router.put(
    '/api/objects/:id',
    express.raw({ type: () => true, limit: MAX_OBJECT_BYTES }),
    uploadErrors,
    (async (req, res) => {
      const { memberId } = requireActor(req);
      const objectId = objectIdOf(req);
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const bytes: Uint8Array = Buffer.isBuffer(req.body) ? req.body : new Uint8Array();
      const context = contextOf(req, deps);
      const streamName = streams.object(objectId);
      const loaded = await loadStream(context.store, streamName, objectDecider);
      const sha256 = hash(bytes);
      const [uploaded] = objectDecider.decide(
        {
          type: 'CompleteUpload',
          objectId,
          actorId: memberId,
          tokenHash: hash(token),
          contentType: normalizeContentType(req.headers['content-type']),
          bytes,
          sha256,
          now: new Date().toISOString(),
        },
        loaded.state,
      );
      if (uploaded?.type !== 'ObjectUploaded') throw new Error('an upload decides exactly one ObjectUploaded');

      // The blob row is the single-use latch for the bytes: only the first PUT inserts it.
      const inserted = await deps.db
        .insertInto('stored_objects')
        .values({
          id: objectId,
          owner_id: uploaded.data.ownerId,
          content_type: uploaded.data.contentType,
          size: uploaded.data.size,
          sha256,
          bytes,
          created_at: new Date(uploaded.data.uploadedAt),
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new HttpError(409, objectMessages.used);
      let position: number;
      try {
        ({ position } = await context.store.append(streamName, [toNewEvent(uploaded, context)], loaded.expected));
      } catch (error) {
        // Without its event the object does not exist: drop the bytes again.
        await deps.db.deleteFrom('stored_objects').where('id', '=', objectId).execute();
        if (error instanceof WrongExpectedRevisionError) throw new HttpError(409, objectMessages.used);
        throw error;
      }
      await deps.projections.waitFor(position);
      const { ownerId: _ownerId, uploadedAt: _uploadedAt, ...object } = uploaded.data;
      res.status(201).json({ ...object, url: objectUrl(objectId) });
    }) as RequestHandler,
  );

  return router;
}
