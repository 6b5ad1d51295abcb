import { Router } from 'express';
import { mailKinds, textedKinds, usTimeZones } from '@barteraid/events';
import type { NotificationSettings } from '@barteraid/events/contracts/notify-preferences';
import { memberTimeZone, requireActor, zipTimeZone } from '@barteraid/infra';
import type { QueryDeps } from '../deps';

/** The member's clock and their choice of channels per kind of notification, for /settings. */
export function notifyPreferencesRoutes(deps: QueryDeps): Router {
  const router = Router();
  router.get('/api/user/notification-settings', async (req, res) => {
    const { memberId } = requireActor(req);
    const [chosen, area, mail, channels] = await Promise.all([
      deps.db.selectFrom('member_time_zones').select('time_zone').where('member_id', '=', memberId).executeTakeFirst(),
      deps.db.selectFrom('member_areas').select('zip').where('member_id', '=', memberId).executeTakeFirst(),
      deps.db.selectFrom('mail_preferences').select(['kind', 'enabled']).where('member_id', '=', memberId).execute(),
      deps.db.selectFrom('notify_channel_preferences').select(['kind', 'channel', 'enabled']).where('member_id', '=', memberId).execute(),
    ]);
    const off = new Set([...mail.filter((row) => !row.enabled).map((row) => `email:${row.kind}`), ...channels.filter((row) => !row.enabled).map((row) => `${row.channel}:${row.kind}`)]);
    const zip = area?.zip ?? null;
    const site = deps.config.TIME_ZONE;
    const answer: NotificationSettings = {
      timeZone: {
        chosen: chosen?.time_zone ?? null,
        fromArea: zip ? zipTimeZone(zip) : null,
        site,
        effective: memberTimeZone({ chosen: chosen?.time_zone ?? null, zip }, site),
        choices: [...usTimeZones],
      },
      kinds: mailKinds.map((kind) => ({
        kind,
        email: !off.has(`email:${kind}`),
        push: !off.has(`push:${kind}`),
        sms: textedKinds.includes(kind) ? !off.has(`sms:${kind}`) : null,
      })),
    };
    res.set('Cache-Control', 'no-store').json(answer);
  });
  return router;
}
