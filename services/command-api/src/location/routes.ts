import { Router } from 'express';
import type { AreaAnswer } from '@barteraid/events/contracts/location';
import { locationMessages } from '@barteraid/events/messages/location';
import { messageBody, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { parseAreaBody } from './area-body';
import { setArea } from './set-area';

/** A member's area: where they are, as precisely as they let others place them. */
export function locationRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.put('/api/user/location', async (req, res) => {
    const { memberId } = requireActor(req);
    const request = parseAreaBody(req.body);
    const { position } = await setArea(contextOf(req, deps), memberId, request);
    // The profile (`/api/auth/me`) and the member's listings show it as soon as this answers.
    await deps.projections.waitFor(position);
    const answer: AreaAnswer = messageBody(locationMessages.message('saved'));
    res.json(answer);
  });

  return router;
}
