import { Router } from 'express';
import { streams } from '@barteraid/events';
import type { MembershipChange } from '@barteraid/events/contracts/membership';
import { messageBody, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, nowOf } from '../command-handling';
import { membershipDecider } from './membership';
import { membershipMessages as texts } from '@barteraid/events/messages/membership';

/** `POST /api/membership/free-tier-offer/accept`: the member takes the free tier their approved verification qualifies them for. */
export function freeTierOfferRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  router.post('/api/membership/free-tier-offer/accept', async (req, res) => {
    const { memberId } = requireActor(req);
    const context = contextOf(req, deps);
    const accepted = await execute(context, streams.membership(memberId), membershipDecider, {
      type: 'AcceptFreeTierOffer',
      memberId,
      now: nowOf(context).toISOString(),
    });
    await deps.projections.waitFor(accepted.position);
    const answer: MembershipChange = messageBody(texts.message('freeTierAccepted'));
    res.json(answer);
  });
  return router;
}
