import { Router, type Request } from 'express';
import type { z } from 'zod';
import { formatCents, streams, type ListingTerms } from '@barteraid/events';
import {
  deactivateListingSchema,
  postListingSchema,
  reviseListingSchema,
  type ChangedListing,
  type ListingChange,
} from '@barteraid/events/contracts/listings';
import { listingPhotosBodySchema } from '@barteraid/events/contracts/listing-photos';
import { listingPhotosMessages } from '@barteraid/events/messages/listing-photos';
import { locationError, messageBody, notFound, parseWith, requireActor, ZIP_FORMAT, zipPlace } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, loadStream, newEntityId, nowOf, type CommandContext } from '../command-handling';
import { memberDecider } from '../members/member';
import { expiresAtOf, listingDecider, listingMessages, type ListingActor, type ListingState } from './listing';
import { changeListingPhotos, photosOf } from './photos';
import { listingsMessages } from '@barteraid/events/messages/listings';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function listingIdOf(req: Request): string {
  const id = String(req.params.id ?? '');
  if (!UUID.test(id)) throw notFound(listingMessages.notFound);
  return id.toLowerCase();
}

/** The signed-in member and whether their own member stream says they are an admin. */
async function actorOf(req: Request, deps: CommandApiDeps): Promise<ListingActor> {
  const { memberId } = requireActor(req);
  const { state } = await loadStream(deps.store, streams.member(memberId), memberDecider);
  return { memberId, isAdmin: state.isAdmin };
}

/** What the command side knows right after a change (a posted listing); the full card comes from the query API. */
export function listingView(state: ListingState): ChangedListing {
  const terms = state.terms!;
  return {
    id: state.listingId!,
    ownerId: state.ownerId!,
    title: terms.title,
    description: terms.description,
    category: terms.category,
    type: terms.type,
    credits: formatCents(terms.creditsCents),
    location: terms.location,
    isUrgent: terms.isUrgent,
    zip: terms.place?.zip ?? null,
    isActive: state.isActive,
    deactivationReason: state.deactivation?.reason ?? null,
    status: state.status,
    expiresAt: expiresAtOf(state)!.toISOString(),
    expired: state.expired,
  };
}

/** A listing's own place from the ZIP code its owner typed (empty: none); an unknown one is a 400. */
function placeOf(zip: string | null | undefined): ListingTerms['place'] | undefined {
  if (zip === undefined) return undefined;
  if (zip === null || zip === '') return null;
  if (!ZIP_FORMAT.test(zip)) throw locationError('zipFormat', 'zip');
  const place = zipPlace(zip);
  if (!place) throw locationError('unknownZip', 'zip', { zip });
  return { zip: place.zip, lat: place.lat, lng: place.lng };
}

function termChanges(input: z.output<typeof reviseListingSchema>): Partial<ListingTerms> {
  const { credits, isActive: _isActive, reason: _reason, zip, ...rest } = input;
  const place = placeOf(zip);
  return { ...rest, ...(credits !== undefined ? { creditsCents: credits } : {}), ...(place !== undefined ? { place } : {}) };
}

async function setActive(context: CommandContext, listingId: string, actor: ListingActor, active: boolean, reason: string | null) {
  const now = nowOf(context).toISOString();
  return execute(
    context,
    streams.listing(listingId),
    listingDecider,
    active
      ? { type: 'ReactivateListing', listingId, actor, now }
      : { type: 'DeactivateListing', listingId, actor, reason, now },
  );
}

export function listingRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.post('/api/listings', async (req, res) => {
    // The owner is whoever is signed in; an ownerId in the body is ignored like any unknown field.
    const { memberId } = requireActor(req);
    const { credits, zip, ...rest } = parseWith(postListingSchema, req.body ?? {});
    const { photos: photoInputs } = parseWith(listingPhotosBodySchema, req.body ?? {});
    const place = placeOf(zip) ?? null;
    const context = contextOf(req, deps);
    // Checked before anything is posted, so a wrong photo leaves no listing behind.
    const photos = photoInputs?.length ? await photosOf(deps.store, memberId, photoInputs) : [];
    const listingId = newEntityId(context, 'listing');
    const result = await deps.hourlyLimits.within('listing', memberId, () =>
      execute(context, streams.listing(listingId), listingDecider, {
        type: 'PostListing',
        listingId,
        ownerId: memberId,
        terms: { ...rest, creditsCents: credits, place },
        now: nowOf(context).toISOString(),
      }),
    );
    let { position, state } = result;
    if (photos.length > 0) {
      const actor = { memberId, isAdmin: false };
      const shown = await changeListingPhotos(context, deps.db, listingId, () => [{ type: 'SetPhotos', listingId, actor, photos, now: nowOf(context).toISOString() }]);
      position = shown.position ?? position;
      state = shown.state;
    }
    await deps.projections.waitFor(position);
    const answer: ListingChange = { ...messageBody(listingsMessages.message('posted')), listing: listingView(state) };
    res.status(201).json(answer);
  });

  router.patch('/api/listings/:id', async (req, res) => {
    const actor = await actorOf(req, deps);
    const listingId = listingIdOf(req);
    const input = parseWith(reviseListingSchema, req.body ?? {});
    const { photos: photoInputs } = parseWith(listingPhotosBodySchema, req.body ?? {});
    const context = contextOf(req, deps);
    const changes = termChanges(input);
    const photos = photoInputs ? await photosOf(deps.store, actor.memberId, photoInputs) : undefined;
    let position: number | null = null;
    let state: ListingState | null = null;
    if (Object.keys(changes).length > 0 || (input.isActive === undefined && photos === undefined)) {
      const revised = await execute(context, streams.listing(listingId), listingDecider, {
        type: 'ReviseListing',
        listingId,
        actor,
        changes,
        now: nowOf(context).toISOString(),
      });
      ({ position, state } = revised);
    }
    if (input.isActive !== undefined) {
      const toggled = await setActive(context, listingId, actor, input.isActive, input.reason ?? null);
      position = toggled.position ?? position;
      state = toggled.state;
    }
    if (photos) {
      const now = nowOf(context).toISOString();
      const shown = await changeListingPhotos(context, deps.db, listingId, () => [{ type: 'SetPhotos', listingId, actor, photos, now }]);
      position = shown.position ?? position;
      state = shown.state;
    }
    await deps.projections.waitFor(position);
    const answer: ListingChange = { ...messageBody(listingsMessages.message('updated')), listing: listingView(state!) };
    res.json(answer);
  });

  router.post('/api/listings/:id/deactivate', async (req, res) => {
    const actor = await actorOf(req, deps);
    const listingId = listingIdOf(req);
    const { reason } = parseWith(deactivateListingSchema, req.body ?? {});
    const result = await setActive(contextOf(req, deps), listingId, actor, false, reason ?? null);
    await deps.projections.waitFor(result.position);
    const answer: ListingChange = { ...messageBody(listingsMessages.message('deactivated')), listing: listingView(result.state) };
    res.json(answer);
  });

  // Its owner deletes a listing for good; its photos are deleted in the same append.
  router.delete('/api/listings/:id', async (req, res) => {
    const actor = await actorOf(req, deps);
    const listingId = listingIdOf(req);
    const context = contextOf(req, deps);
    const now = nowOf(context).toISOString();
    const { position } = await changeListingPhotos(context, deps.db, listingId, () => [{ type: 'DeleteListing', listingId, actor, now }]);
    await deps.projections.waitFor(position);
    res.json(messageBody(listingPhotosMessages.message('deleted')));
  });

  router.post('/api/listings/:id/reactivate', async (req, res) => {
    const actor = await actorOf(req, deps);
    const listingId = listingIdOf(req);
    const result = await setActive(contextOf(req, deps), listingId, actor, true, null);
    await deps.projections.waitFor(result.position);
    const answer: ListingChange = { ...messageBody(listingsMessages.message('reactivated')), listing: listingView(result.state) };
    res.json(answer);
  });

  return router;
}
