import { Router, type Request } from 'express';
import { streams, type AlertCriteria, type AlertFrequency } from '@barteraid/events';
import { stopAlertBodySchema, type AlertAnswer, type SavedAlert } from '@barteraid/events/contracts/alerts';
import { alertsMessages } from '@barteraid/events/messages/alerts';
import { badRequest, messageBody, parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, newEntityId, nowOf } from '../command-handling';
import { commandDbOf } from '../read-models';
import { parseAlertBody, parseHelperBody } from './alert-body';
import { savedAlertsDecider } from './saved-alerts';
import { readStopAlertToken } from './stop-token';

const alertOf = (alertId: string, criteria: AlertCriteria, frequency: AlertFrequency, createdAt: string): SavedAlert => ({ id: alertId, ...criteria, frequency, createdAt });

/** Saving, changing and stopping alerts, and the helper opt-in; a signed link stops an alert without signing in. */
export function alertRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const reads = commandDbOf(deps.db);

  /** A radius counts miles from the member's area: without one the alert could never match. */
  async function requireArea(memberId: string, criteria: AlertCriteria) {
    if (criteria.radiusMiles === null) return;
    const area = await reads.selectFrom('member_areas').select('member_id').where('member_id', '=', memberId).executeTakeFirst();
    if (!area) throw badRequest(alertsMessages.message('areaNeeded'), { field: 'radiusMiles' });
  }

  router.post('/api/alerts', async (req, res) => {
    const { memberId } = requireActor(req);
    const { criteria, frequency } = parseAlertBody(req.body);
    await requireArea(memberId, criteria);
    const context = contextOf(req, deps);
    const alertId = newEntityId(context, 'alert');
    const now = nowOf(context).toISOString();
    const result = await execute(context, streams.alerts(memberId), savedAlertsDecider, {
      type: 'SaveAlert',
      memberId,
      alertId,
      terms: { criteria, frequency },
      now,
    });
    await deps.projections.waitFor(result.position);
    const answer: AlertAnswer = { ...messageBody(alertsMessages.message('saved')), alert: alertOf(alertId, criteria, frequency, now) };
    res.status(201).json(answer);
  });

  router.put('/api/alerts/helper', async (req, res) => {
    const { memberId } = requireActor(req);
    const withinMiles = parseHelperBody(req.body);
    if (withinMiles !== null) await requireArea(memberId, { query: null, category: null, type: null, urgentOnly: false, radiusMiles: withinMiles });
    const member = await reads.selectFrom('members').select('verified').where('id', '=', memberId).executeTakeFirst();
    const context = contextOf(req, deps);
    const result = await execute(context, streams.alerts(memberId), savedAlertsDecider, {
      type: 'SetHelperAlerts',
      memberId,
      withinMiles,
      verified: member?.verified === true,
      now: nowOf(context).toISOString(),
    });
    await deps.projections.waitFor(result.position);
    res.json({
      ...messageBody(withinMiles === null ? alertsMessages.message('helperOff') : alertsMessages.message('helperOn', { miles: withinMiles })),
      withinMiles,
    });
  });

  router.put('/api/alerts/:id', async (req, res) => {
    const { memberId } = requireActor(req);
    const alertId = String(req.params.id ?? '');
    const { criteria, frequency } = parseAlertBody(req.body);
    await requireArea(memberId, criteria);
    const context = contextOf(req, deps);
    const result = await execute(context, streams.alerts(memberId), savedAlertsDecider, {
      type: 'ChangeAlert',
      memberId,
      alertId,
      terms: { criteria, frequency },
      now: nowOf(context).toISOString(),
    });
    await deps.projections.waitFor(result.position);
    const saved = await reads.selectFrom('saved_alerts').select('created_at').where('id', '=', alertId).executeTakeFirst();
    const answer: AlertAnswer = {
      ...messageBody(alertsMessages.message('changed')),
      alert: alertOf(alertId, criteria, frequency, (saved?.created_at ?? nowOf(context)).toISOString()),
    };
    res.json(answer);
  });

  async function stop(req: Request, memberId: string, alertId: string, by: 'member' | 'link') {
    const context = contextOf(req, deps);
    const result = await execute(context, streams.alerts(memberId), savedAlertsDecider, { type: 'DeleteAlert', memberId, alertId, by, now: nowOf(context).toISOString() });
    await deps.projections.waitFor(result.position);
  }

  router.delete('/api/alerts/:id', async (req, res) => {
    const { memberId } = requireActor(req);
    await stop(req, memberId, String(req.params.id ?? ''), 'member');
    res.json(messageBody(alertsMessages.message('deleted')));
  });

  // The "stop this alert" link leads to the client's /alerts/stop page, which posts its token here.
  // The token is signed by this server, so it needs no session: whoever holds the message may stop it.
  router.post('/api/alerts/stop', async (req, res) => {
    const { token } = parseWith(stopAlertBodySchema, req.body ?? {});
    const named = readStopAlertToken(deps.internalSecret, token);
    if (!named) throw badRequest(alertsMessages.message('stopLinkInvalid'), { field: 'token' });
    await stop(req, named.memberId, named.alertId, 'link');
    res.json(messageBody(alertsMessages.message('stopped')));
  });

  return router;
}
