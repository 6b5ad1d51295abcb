import { Router } from 'express';
import { streams } from '@barteraid/events';
import { pushClickBodySchema, pushSubscriptionBodySchema, pushUnsubscribeBodySchema, type PushSubscribed } from '@barteraid/events/contracts/push';
import { parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { commandDbOf } from '../read-models';
import { execute, nowOf } from '../command-handling';
import { deviceName } from './device-name';
import { endpointAllowList, endpointRefusal, keysRefusal } from './endpoint';
import { pushDevicesDecider, pushSubscriptionId } from './devices';

/** A member turns notifications on or off for one of their devices (its browser's push subscription). */
export function pushRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const allow = endpointAllowList(deps.config.PUSH_ENDPOINT_ALLOW);

  // The service worker says a push was opened (no session: the click may come with the site closed).
  // The id is the push's own, known only to the device it went to; it marks a sent push once.
  router.post('/api/push/clicks', async (req, res) => {
    const { id } = parseWith(pushClickBodySchema, req.body ?? {});
    await commandDbOf(deps.db)
      .updateTable('push_outbox')
      .set({ clicked_at: nowOf(contextOf(req, deps)) })
      .where('id', '=', id.toLowerCase())
      .where('status', '=', 'sent')
      .where('clicked_at', 'is', null)
      .execute();
    res.status(204).end();
  });

  router.post('/api/push/subscriptions', async (req, res) => {
    const { memberId } = requireActor(req);
    const { endpoint, expirationTime, keys } = parseWith(pushSubscriptionBodySchema, req.body ?? {});
    // Only a browser vendor's push service is ever sent to: checked before anything is stored.
    const refused = endpointRefusal(endpoint, allow) ?? keysRefusal(keys.p256dh, keys.auth);
    if (refused) throw refused.error;
    const context = contextOf(req, deps);
    const now = nowOf(context).toISOString();
    const device = deviceName(req.get('user-agent'));
    const result = await execute(context, streams.pushSubscriptions(memberId), pushDevicesDecider, {
      type: 'SubscribeDevice',
      memberId,
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      expirationTime: expirationTime ?? null,
      device,
      now,
    });
    await deps.projections.waitFor(result.position);
    const subscriptionId = pushSubscriptionId(memberId, endpoint);
    const stored = result.state.status === 'devices' ? result.state.devices.get(subscriptionId) : undefined;
    const answer: PushSubscribed = {
      device: { id: subscriptionId, device: stored?.device ?? device, endpoint, addedAt: stored?.addedAt ?? now },
    };
    // 201 every time: the same subscription sent again is the same device, already there.
    res.status(201).json(answer);
  });

  router.delete('/api/push/subscriptions', async (req, res) => {
    const { memberId } = requireActor(req);
    const { endpoint } = parseWith(pushUnsubscribeBodySchema, req.body ?? {});
    const context = contextOf(req, deps);
    const result = await execute(context, streams.pushSubscriptions(memberId), pushDevicesDecider, {
      type: 'UnsubscribeDevice',
      memberId,
      subscriptionId: pushSubscriptionId(memberId, endpoint),
      reason: 'member',
      now: nowOf(context).toISOString(),
    });
    await deps.projections.waitFor(result.position);
    // Turning off a device that is not on (twice, or another member's address) changes nothing.
    res.status(204).end();
  });

  return router;
}
