import { Router } from 'express';
import { requireActor, unauthorized } from '@barteraid/infra';
import type { PublicConfig } from '@barteraid/events/contracts/members';
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
    const config: PublicConfig = { helplinePhone: deps.config.HELPLINE_PHONE, altLoginPages: deps.config.ENABLE_ALT_LOGIN_PAGES };
    res.json(config);
  });
  return router;
}
