import { createHash, randomBytes, randomUUID } from 'node:crypto';
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { MAX_OBJECT_BYTES, UPLOAD_URL_TTL_MS, deterministicId, streams } from '@barteraid/events';
import { uploadLinkRequestSchema, type StoredObject, type UploadLink } from '@barteraid/events/contracts/uploads';
import { HttpError, WrongExpectedRevisionError, failpoint, notFound, parseWith, requireActor, storableText } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { decideAcross, loadStream, nowOf } from '../command-handling';
import { objectDecider, objectMessages } from './object';
import { normalizeContentType } from './content';
import { OBJECT_ID, objectUrl } from './read-object';
import { quotaLimits, uploadQuotaDecider } from './quota';
import { onQuotaRace, withReclaim } from './quota-writes';
import { preparePhoto, type PreparedPhoto } from './photo';
import { objectsMessages } from '@barteraid/events/messages/objects';

const tooLarge = () => new HttpError(413, objectsMessages.message('tooLarge'), { field: 'file' });
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

  router.post('/api/objects/upload', express.json({ limit: '4kb' }), storableText, async (req, res) => {
    const { memberId } = requireActor(req);
    const { purpose } = parseWith(uploadLinkRequestSchema, req.body ?? {});
    const objectId = randomUUID();
    const token = randomBytes(32).toString('base64url');
    const context = contextOf(req, deps);
    const now = nowOf(context);
    const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_MS).toISOString();
    const limits = quotaLimits(deps.config);
    // The link counts against the member's hourly rate: both streams in one atomic append.
    const issue = () =>
      decideAcross(context, async () => {
        const quota = await loadStream(context.store, streams.uploads(memberId), uploadQuotaDecider);
        const issued = uploadQuotaDecider.decide({ type: 'IssueLink', memberId, objectId, purpose, now: now.toISOString(), limits }, quota.state);
        const requested = objectDecider.decide(
          { type: 'RequestUpload', objectId, ownerId: memberId, purpose, tokenHash: hash(token), now: now.toISOString(), expiresAt },
          objectDecider.initialState,
        );
        return {
          writes: [
            { streamName: streams.uploads(memberId), expected: quota.expected, events: issued },
            { streamName: streams.object(objectId), expected: 'no_stream', events: requested },
          ],
          answer: (position: number | null) => position,
        };
      }, onQuotaRace);
    // Over the hourly rate: UploadRateLimited, a 429 whose Retry-After the error handler sends.
    await withReclaim(context, deps.db, memberId, issue);
    const answer: UploadLink = {
      uploadURL: `${objectUrl(objectId)}?token=${token}`,
      objectId,
      objectURL: objectUrl(objectId),
      purpose,
      expiresAt,
      maxBytes: MAX_OBJECT_BYTES,
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  router.put(
    '/api/objects/:id',
    express.raw({ type: () => true, limit: MAX_OBJECT_BYTES }),
    uploadErrors,
    (async (req, res) => {
      const { memberId } = requireActor(req);
      const objectId = objectIdOf(req);
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const sent: Uint8Array = Buffer.isBuffer(req.body) ? req.body : new Uint8Array();
      const context = contextOf(req, deps);
      const streamName = streams.object(objectId);
      const now = nowOf(context).toISOString();
      // A listing photo is decoded and written again (two sizes, no metadata) before anything is
      // stored; only a link this member may use gets that far, so nobody else makes us decode.
      const request = (await loadStream(context.store, streamName, objectDecider)).state;
      const photo: PreparedPhoto | null =
        request.request?.purpose === 'listing-photo' && request.request.tokenHash === hash(token) && request.request.ownerId === memberId && !request.uploaded && sent.length > 0
          ? await preparePhoto(sent)
          : null;
      const thumbnailId = deterministicId('object-thumbnail', objectId);
      const bytes: Uint8Array = photo ? photo.display.bytes : sent;
      const sha256 = hash(bytes);
      const image = photo
        ? {
            width: photo.display.width,
            height: photo.display.height,
            thumbnail: { objectId: thumbnailId, width: photo.thumbnail.width, height: photo.thumbnail.height, size: photo.thumbnail.bytes.length, sha256: hash(photo.thumbnail.bytes) },
          }
        : null;
      const limits = quotaLimits(deps.config);
      /** The upload as the object's stream and the member's quota decide it now. */
      const decide = async () => {
        const loaded = await loadStream(context.store, streamName, objectDecider);
        const [uploaded] = objectDecider.decide(
          {
            type: 'CompleteUpload',
            objectId,
            actorId: memberId,
            tokenHash: hash(token),
            // A photo's declared type does not matter: the server wrote the bytes stored.
            contentType: photo ? 'image/webp' : normalizeContentType(req.headers['content-type']),
            bytes,
            sha256,
            image,
            now,
          },
          loaded.state,
        );
        if (uploaded?.type !== 'ObjectUploaded') throw new Error('an upload decides exactly one ObjectUploaded');
        const quota = await loadStream(context.store, streams.uploads(memberId), uploadQuotaDecider);
        const used = uploadQuotaDecider.decide({ type: 'UseSpace', memberId, objectId, bytes: uploaded.data.size, now, limits }, quota.state);
        return { uploaded, loaded, quota, used };
      };
      let decided = await withReclaim(context, deps.db, memberId, decide);
      const uploaded = decided.uploaded;

      // The blob row holds the bytes until the event says they are an upload. A row already there
      // with these very bytes is one a crashed attempt stored before its event (failpoint below):
      // this retry finishes it. Other bytes under the id mean another upload got there first.
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
      if (!inserted) {
        const stored = await deps.db.selectFrom('stored_objects').select(['owner_id', 'sha256']).where('id', '=', objectId).executeTakeFirst();
        if (stored?.owner_id !== uploaded.data.ownerId || stored.sha256 !== sha256) throw new HttpError(409, objectMessages.used);
      }
      if (photo && image) {
        // The thumbnail's id follows from the photo's, so a retry after a crash writes the same row.
        await deps.db
          .insertInto('stored_objects')
          .values({
            id: thumbnailId,
            owner_id: uploaded.data.ownerId,
            content_type: 'image/webp',
            size: image.thumbnail.size,
            sha256: image.thumbnail.sha256,
            bytes: photo.thumbnail.bytes,
            created_at: new Date(uploaded.data.uploadedAt),
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
      }
      failpoint('upload.after-bytes-stored');
      let position: number;
      try {
        // The space it takes and the upload itself, in one atomic append (quota first: on a store
        // that writes them one by one, counted space without an upload is what a reclaim frees).
        position = (await decideAcross(context, async (attempt) => {
          // After a lost race (another upload of this member got in first), decide again on the fresh quota.
          if (attempt > 0) decided = await decide();
          return {
            writes: [
              { streamName: streams.uploads(memberId), expected: decided.quota.expected, events: decided.used },
              { streamName, expected: decided.loaded.expected, events: [decided.uploaded] },
            ],
            answer: (written: number | null) => written,
          };
        }, onQuotaRace))!;
      } catch (error) {
        // Without its event the object does not exist: drop the bytes this request stored (a
        // concurrent identical PUT that won keeps its row, since the event then exists).
        const written = await loadStream(context.store, streamName, objectDecider);
        if (inserted && !written.recorded.some((event) => event.type === 'ObjectUploaded')) {
          await deps.db.deleteFrom('stored_objects').where('id', 'in', [objectId, thumbnailId]).execute();
        }
        if (error instanceof WrongExpectedRevisionError) throw new HttpError(409, objectMessages.used);
        throw error;
      }
      await deps.projections.waitFor(position);
      const { ownerId: _ownerId, uploadedAt: _uploadedAt, image: _image, ...object } = uploaded.data;
      const answer: StoredObject = {
        ...object,
        url: objectUrl(objectId),
        ...(image ? { image: { width: image.width, height: image.height, thumbnail: { url: objectUrl(thumbnailId), width: image.thumbnail.width, height: image.thumbnail.height } } } : {}),
      };
      res.status(201).json(answer);
    }) as RequestHandler,
  );

  return router;
}
