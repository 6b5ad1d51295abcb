import { Router } from 'express';
import type { PushDevices, PushKeyAnswer } from '@barteraid/events/contracts/push';
import { HttpError, requireActor } from '@barteraid/infra';
import { pushMessages } from '@barteraid/events/messages/push';
import type { QueryDeps } from '../deps';

/** The key a browser subscribes with, and the devices a member turned notifications on for. */
export function pushRoutes(deps: QueryDeps): Router {
  const router = Router();
  const publicKey = deps.pushPublicKey ?? deps.config.VAPID_PUBLIC_KEY ?? null;

  router.get('/api/push/key', (_req, res) => {
    // A split deployment without VAPID keys has push off: the page then offers nothing to turn on.
    if (!publicKey) throw new HttpError(503, pushMessages.message('notConfigured'));
    const answer: PushKeyAnswer = { publicKey };
    res.set('Cache-Control', 'public, max-age=3600').json(answer);
  });

  router.get('/api/push/subscriptions', async (req, res) => {
    const { memberId } = requireActor(req);
    const rows = await deps.db
      .selectFrom('push_subscriptions')
      .select(['id', 'device', 'endpoint', 'added_at'])
      .where('member_id', '=', memberId)
      .orderBy('added_at')
      .orderBy('id')
      .execute();
    const answer: PushDevices = { devices: rows.map((row) => ({ id: row.id, device: row.device, endpoint: row.endpoint, addedAt: row.added_at.toISOString() })) };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  return router;
}
