import { defineProjection } from '../projection';

/** Who owns each uploaded object, not deleted since, and what it is for; the query API serves objects by these rules. */
export const uploadsProjection = defineProjection({
  name: 'uploads',
  tables: ['uploaded_objects'],
  handles: ['ObjectUploaded', 'ObjectDeleted'],
  async apply(event, trx) {
    if (event.type === 'ObjectDeleted') {
      // A replaced avatar, a closed account's files, a deleted listing's photos: their URLs answer
      // 404 from now on (their bytes are gone from stored_objects too), a photo's thumbnail with it.
      const objectId = event.data.objectId;
      await trx.deleteFrom('uploaded_objects').where((eb) => eb.or([eb('id', '=', objectId), eb('variant_of', '=', objectId)])).execute();
      return;
    }
    if (event.type !== 'ObjectUploaded') return;
    const object = event.data;
    const image = object.image;
    const row = {
      owner_id: object.ownerId,
      purpose: object.purpose,
      content_type: object.contentType,
      uploaded_at: new Date(object.uploadedAt),
    };
    const rows = [
      {
        ...row,
        id: object.objectId,
        size: object.size - (image?.thumbnail.size ?? 0),
        sha256: object.sha256,
        width: image?.width ?? null,
        height: image?.height ?? null,
        variant_of: null,
      },
      ...(image
        ? [{ ...row, id: image.thumbnail.objectId, size: image.thumbnail.size, sha256: image.thumbnail.sha256, width: image.thumbnail.width, height: image.thumbnail.height, variant_of: object.objectId }]
        : []),
    ];
    await trx
      .insertInto('uploaded_objects')
      .values(rows)
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  },
});
