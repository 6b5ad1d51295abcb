import { Router } from 'express';
import { z } from 'zod';
import { streams } from '@barteraid/events';
import { parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute } from '../command-handling';
import { objectIdFromUrl, objectUrl, readStoredObject } from '../objects/read-object';
import { avatarDecider } from './avatar';

const avatarSchema = z.object({
  avatarURL: z.string({ error: 'avatarURL: the address of your uploaded image is required.' }).max(2000),
});

/** `PUT /api/user/avatar {avatarURL}`: the URL of an avatar object the member uploaded (its upload URL works too). */
export function avatarRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  router.put('/api/user/avatar', async (req, res) => {
    const { memberId } = requireActor(req);
    const { avatarURL } = parseWith(avatarSchema, req.body ?? {});
    const objectId = objectIdFromUrl(avatarURL);
    const object = objectId ? await readStoredObject(deps.store, objectId) : null;
    const result = await execute(contextOf(req, deps), streams.member(memberId), avatarDecider, {
      type: 'ChangeAvatar',
      memberId,
      object,
      now: new Date().toISOString(),
    });
    await deps.projections.waitFor(result.position);
    res.json({ message: 'Avatar Updated: Your new avatar is on your profile.', avatar: objectUrl(object!.objectId), avatarURL: objectUrl(object!.objectId) });
  });
  return router;
}
