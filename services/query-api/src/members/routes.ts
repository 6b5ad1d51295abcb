import { Router } from 'express';
import { requireActor, unauthorized } from '@barteraid/infra';
import type { QueryApiDeps } from '../deps';
import { memberProfile } from './profile';

export function memberRoutes(deps: QueryApiDeps): Router {
  const router = Router();
  router.get('/api/auth/me', async (req, res) => {
    const actor = requireActor(req);
    const profile = await memberProfile(deps.db, actor.memberId, deps.config.OWNER_EMAIL);
    if (!profile) throw unauthorized();
    res.set('Cache-Control', 'no-store').json(profile);
  });
  /** Public settings the client needs before anyone signs in. */
  router.get('/api/config', (_req, res) => {
    res.json({ helplinePhone: deps.config.HELPLINE_PHONE, altLoginPages: deps.config.ENABLE_ALT_LOGIN_PAGES });
  });
  return router;
}
