import { Router } from 'express';
import { streams } from '@barteraid/events';
import { avatarChangeSchema, type AvatarChanged } from '@barteraid/events/contracts/uploads';
import { messageBody, parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { decideAcross, loadStream, nowOf, type PlannedWrite } from '../command-handling';
import { objectIdFromUrl, objectUrl, readStoredObject } from '../objects/read-object';
import { objectDecider } from '../objects/object';
import { uploadQuotaDecider } from '../objects/quota';
import { deleteReplacedAvatars, onQuotaRace } from '../objects/quota-writes';
import { avatarDecider } from './avatar';
import { accountMessages } from '@barteraid/events/messages/account';

/**
 * `PUT /api/user/avatar {avatarURL}`: the URL of an avatar object the member uploaded (its upload URL works too).
 * The avatar it replaces is deleted and stops counting against the member's upload quota, in the
 * same atomic append as `MemberAvatarChanged`: the member stream, the old object's stream
 * (`ObjectDeleted`) and the quota stream (`UploadSpaceFreed`), each at the revision it was decided on.
 */
export function avatarRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  router.put('/api/user/avatar', async (req, res) => {
    const { memberId } = requireActor(req);
    const { avatarURL } = parseWith(avatarChangeSchema, req.body ?? {});
    const objectId = objectIdFromUrl(avatarURL);
    const object = objectId ? await readStoredObject(deps.store, objectId) : null;
    const context = contextOf(req, deps);
    const now = nowOf(context).toISOString();
    const { position, previous } = await decideAcross(context, async () => {
      const member = await loadStream(context.store, streams.member(memberId), avatarDecider);
      const changed = avatarDecider.decide({ type: 'ChangeAvatar', memberId, object, now }, member.state);
      const previous = member.state.avatarObjectId;
      const decisions: PlannedWrite[] = [{ streamName: streams.member(memberId), expected: member.expected, events: changed }];
      if (changed.length > 0 && previous && previous !== object!.objectId) {
        const old = await loadStream(context.store, streams.object(previous), objectDecider);
        const quota = await loadStream(context.store, streams.uploads(memberId), uploadQuotaDecider);
        decisions.push(
          { streamName: streams.object(previous), expected: old.expected, events: objectDecider.decide({ type: 'DeleteObject', objectId: previous, reason: 'avatar_replaced', now }, old.state) },
          { streamName: streams.uploads(memberId), expected: quota.expected, events: uploadQuotaDecider.decide({ type: 'FreeSpace', memberId, objectIds: [previous], reason: 'avatar_replaced', now }, quota.state) },
        );
      }
      return { writes: decisions, answer: (position: number | null) => ({ position, previous: changed.length > 0 ? previous : null }) };
    }, onQuotaRace);
    // The old avatar's bytes go once its deletion is recorded. Replaced avatars still counted (a
    // change a crash left half-done, or made on a store without atomic appends) are finished here too.
    const { state: member } = await loadStream(context.store, streams.member(memberId), avatarDecider);
    const { state: quota } = await loadStream(context.store, streams.uploads(memberId), uploadQuotaDecider);
    const leftovers = member.replacedAvatars.filter((objectId) => quota.used[objectId] !== undefined);
    const cleanup = await deleteReplacedAvatars(context, deps.db, memberId, [...new Set([...(previous ? [previous] : []), ...leftovers])]);
    await deps.projections.waitFor(Math.max(position ?? 0, cleanup ?? 0) || null);
    const answer: AvatarChanged = {
      ...messageBody(accountMessages.message('avatarUpdated')),
      avatar: objectUrl(object!.objectId),
      avatarURL: objectUrl(object!.objectId),
    };
    res.json(answer);
  });
  return router;
}
