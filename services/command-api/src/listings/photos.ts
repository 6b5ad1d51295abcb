import { streams, type DomainEvent, type ListingPhoto } from '@barteraid/events';
import type { ListingPhotoInput } from '@barteraid/events/contracts/listing-photos';
import { listingPhotosMessages } from '@barteraid/events/messages/listing-photos';
import { badRequest, type Db, type EventStore } from '@barteraid/infra';
import { decideAcross, loadStream, nowOf, type CommandContext, type PlannedWrite } from '../command-handling';
import { objectDecider } from '../objects/object';
import { uploadQuotaDecider } from '../objects/quota';
import { onQuotaRace } from '../objects/quota-writes';
import { objectIdFromUrl, readStoredObject } from '../objects/read-object';
import { listingDecider, type ListingCommand, type ListingState } from './listing';

/**
 * The photos a member asked a listing to show, each a `listing-photo` they uploaded and that is
 * still stored (read from the objects' own streams), with the sizes the upload recorded.
 */
export async function photosOf(store: EventStore, memberId: string, inputs: ListingPhotoInput[]): Promise<ListingPhoto[]> {
  const seen = new Set<string>();
  const photos: ListingPhoto[] = [];
  for (const [index, input] of inputs.entries()) {
    const field = `photos.${index}`;
    const objectId = objectIdFromUrl(input.id) ?? input.id.toLowerCase();
    if (seen.has(objectId)) throw badRequest(listingPhotosMessages.message('repeated'), { field });
    seen.add(objectId);
    const object = await readStoredObject(store, objectId);
    if (!object || object.ownerId !== memberId || object.purpose !== 'listing-photo' || !object.image) {
      throw badRequest(listingPhotosMessages.message('notYours'), { field });
    }
    const { image } = object;
    photos.push({
      objectId: object.objectId,
      thumbnailId: image.thumbnail.objectId,
      width: image.width,
      height: image.height,
      thumbnailWidth: image.thumbnail.width,
      thumbnailHeight: image.thumbnail.height,
      alt: input.alt?.trim() || null,
    });
  }
  return photos;
}

/**
 * Decides listing commands one after another and, in the same atomic append, deletes every photo
 * the listing no longer shows (taken off it, or the listing deleted): `ObjectDeleted` on each, its
 * space freed on the owner's quota. Then their bytes (display size and thumbnail) go. Idempotent:
 * a retry decides nothing more, and deleting bytes twice is harmless.
 */
export async function changeListingPhotos(
  context: CommandContext,
  db: Db,
  listingId: string,
  commands: (state: ListingState) => ListingCommand[],
): Promise<{ state: ListingState; position: number | null }> {
  const now = nowOf(context).toISOString();
  let removed: ListingPhoto[] = [];
  let state: ListingState = listingDecider.initialState;
  const position = await decideAcross(
    context,
    async () => {
      const listing = await loadStream(context.store, streams.listing(listingId), listingDecider);
      const events: DomainEvent[] = [];
      state = listing.state;
      for (const command of commands(listing.state)) {
        const decided = listingDecider.decide(command, state);
        events.push(...decided);
        state = decided.reduce(listingDecider.evolve, state);
      }
      const kept = new Set(state.photos.map((photo) => photo.objectId));
      removed = listing.state.photos.filter((photo) => !kept.has(photo.objectId));
      const writes: PlannedWrite[] = [{ streamName: streams.listing(listingId), expected: listing.expected, events }];
      const ownerId = listing.state.ownerId;
      if (removed.length > 0 && ownerId) {
        const reason = state.deleted ? 'listing_deleted' : 'photo_removed';
        for (const photo of removed) {
          const object = await loadStream(context.store, streams.object(photo.objectId), objectDecider);
          writes.push({
            streamName: streams.object(photo.objectId),
            expected: object.expected,
            events: objectDecider.decide({ type: 'DeleteObject', objectId: photo.objectId, reason, now }, object.state),
          });
        }
        const quota = await loadStream(context.store, streams.uploads(ownerId), uploadQuotaDecider);
        writes.push({
          streamName: streams.uploads(ownerId),
          expected: quota.expected,
          events: uploadQuotaDecider.decide(
            { type: 'FreeSpace', memberId: ownerId, objectIds: removed.map((photo) => photo.objectId), reason: 'object_deleted', now },
            quota.state,
          ),
        });
      }
      return { writes, answer: (written: number | null) => written };
    },
    onQuotaRace,
  );
  if (removed.length > 0) {
    const ids = removed.flatMap((photo) => [photo.objectId, photo.thumbnailId]);
    await db.deleteFrom('stored_objects').where('id', 'in', ids).execute();
  }
  return { state, position };
}
