import { defineProjection } from '../projection';

/** Who owns each uploaded object, not deleted since, and what it is for; the query API serves objects by these rules. */
export const uploadsProjection = defineProjection({
  name: 'uploads',
  tables: ['uploaded_objects'],
  handles: ['ObjectUploaded', 'ObjectDeleted'],
  async apply(event, trx) {
    if (event.type === 'ObjectDeleted') {
      // A replaced avatar: its URL answers 404 from now on (its bytes are gone from stored_objects too).
      await trx.deleteFrom('uploaded_objects').where('id', '=', event.data.objectId).execute();
      return;
    }
    if (event.type !== 'ObjectUploaded') return;
    const object = event.data;
    await trx
      .insertInto('uploaded_objects')
      .values({
        id: object.objectId,
        owner_id: object.ownerId,
        purpose: object.purpose,
        content_type: object.contentType,
        size: object.size,
        sha256: object.sha256,
        uploaded_at: new Date(object.uploadedAt),
      })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  },
});
