import { Router } from 'express';
import { requireActor, unauthorized } from '@barteraid/infra';
import type { QueryApiDeps } from '../deps';
import { memberProfile } from './profile';

export function memberRoutes(deps: QueryApiDeps): Router {
  const router = Router();
  router.get('/api/auth/me', async (req, res) => {
    const actor = requireActor(req);
    const profile = await memberProfile(deps.db, actor.memberId);
    if (!profile) throw unauthorized();
    res.set('Cache-Control', 'no-store').json(profile);
  });
  return router;
}
