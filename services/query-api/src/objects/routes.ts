import { Router } from 'express';
import { notFound, unauthorized } from '@barteraid/infra';
import type { QueryDeps } from '../deps';

const OBJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * `GET /api/objects/:id`: avatars and listing photos (with their thumbnails) are public; verification documents only for their owner and
 * admins, dispute evidence for the two parties of the disputed trade and admins (a signed-out caller gets 401, anyone else the same 404 as for an unknown id).
 * Who owns what comes from the `uploaded_objects` read model; the bytes from the `stored_objects`
 * blob table, which the command API writes once per object and deletes only with it (a replaced avatar).
 */
export function objectRoutes(deps: QueryDeps): Router {
  const router = Router();
  router.get('/api/objects/:id', async (req, res) => {
    const id = String(req.params.id);
    if (!OBJECT_ID.test(id)) throw notFound();
    const object = await deps.db.selectFrom('uploaded_objects').selectAll().where('id', '=', id.toLowerCase()).executeTakeFirst();
    if (!object) throw notFound();
    // Avatars and listing photos show on public pages; their bytes never change under an id.
    const isPublic = object.purpose === 'avatar' || object.purpose === 'listing-photo';
    if (!isPublic) {
      if (!req.actor) throw unauthorized();
      const viewerId = req.actor.memberId;
      // Dispute evidence is for both parties of the disputed trade, not only the one who uploaded it.
      const party =
        object.purpose === 'dispute-evidence' &&
        (await deps.db
          .selectFrom('dispute_evidence')
          .select('object_id')
          .where('object_id', '=', object.id)
          .where((eb) => eb.or([eb('payer_id', '=', viewerId), eb('payee_id', '=', viewerId)]))
          .executeTakeFirst()) !== undefined;
      if (viewerId !== object.owner_id && !party) {
        const viewer = await deps.db.selectFrom('members').select('is_admin').where('id', '=', viewerId).executeTakeFirst();
        if (!viewer?.is_admin) throw notFound();
      }
    }
    const etag = `"${object.sha256}"`;
    res.set({
      'Content-Type': object.content_type,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store',
      ETag: etag,
      'Content-Disposition': object.content_type.startsWith('image/')
        ? 'inline'
        : `attachment; filename="document-${object.id.slice(0, 8)}.${extensions[object.content_type] ?? 'bin'}"`,
    });
    if (!isPublic) res.vary('Cookie');
    if (req.headers['if-none-match'] === etag) return void res.status(304).end();
    const blob = await deps.db.selectFrom('stored_objects').select('bytes').where('id', '=', object.id).executeTakeFirst();
    if (!blob) throw notFound();
    res.send(Buffer.from(blob.bytes));
  });
  return router;
}
