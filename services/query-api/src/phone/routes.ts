import { Router } from 'express';
import type { PhoneState } from '@barteraid/events/contracts/phone';
import { requireActor } from '@barteraid/infra';
import type { QueryDeps } from '../deps';

/** The member's proven mobile number and whether they turned texts off, for /settings. */
export function phoneRoutes(deps: QueryDeps): Router {
  const router = Router();
  router.get('/api/user/phone', async (req, res) => {
    const { memberId } = requireActor(req);
    const row = await deps.db.selectFrom('member_phones').select(['phone', 'texts_stopped']).where('member_id', '=', memberId).executeTakeFirst();
    const answer: PhoneState = { phone: row?.phone ?? null, textsStopped: row?.texts_stopped ?? false };
    res.set('Cache-Control', 'no-store').json(answer);
  });
  return router;
}
