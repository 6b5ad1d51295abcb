import { Router } from 'express';
import { streams, type MailKind } from '@barteraid/events';
import { notificationChoicesBodySchema, timeZoneBodySchema, type NotifyPreferencesAnswer } from '@barteraid/events/contracts/notify-preferences';
import { notifyPreferencesMessages } from '@barteraid/events/messages/notify-preferences';
import { messageBody, parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, nowOf, type CommandContext } from '../command-handling';
import { mailPreferencesDecider } from '../mail/preferences';
import { notifyPreferencesDecider, type NotifyPreferencesCommand } from './preferences';

const decide = (context: CommandContext, memberId: string, command: NotifyPreferencesCommand) =>
  execute(context, streams.notifyPreferences(memberId), notifyPreferencesDecider, command);

/** The member's clock and their choice of channels per kind of notification, from /settings. */
export function notifyPreferencesRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.put('/api/user/time-zone', async (req, res) => {
    const { memberId } = requireActor(req);
    const { timeZone } = parseWith(timeZoneBodySchema, req.body ?? {});
    const context = contextOf(req, deps);
    const result = await decide(context, memberId, { type: 'ChooseTimeZone', memberId, timeZone, now: nowOf(context).toISOString() });
    await deps.projections.waitFor(result.position);
    const answer: NotifyPreferencesAnswer = messageBody(notifyPreferencesMessages.message('timeZoneSaved'));
    res.json(answer);
  });

  router.put('/api/user/notification-choices', async (req, res) => {
    const { memberId } = requireActor(req);
    const { choices } = parseWith(notificationChoicesBodySchema, req.body ?? {});
    const context = contextOf(req, deps);
    const now = nowOf(context).toISOString();
    let position: number | null = null;
    for (const { kind, channel, enabled } of choices) {
      // Email keeps its own stream and event, which its unsubscribe links write too.
      const result =
        channel === 'email'
          ? await execute(context, streams.mailPreferences(memberId), mailPreferencesDecider, { type: 'SetMailPreference', memberId, kind: kind as MailKind, enabled, via: 'settings', now })
          : await decide(context, memberId, { type: 'SetNotifyChannel', memberId, kind, channel, enabled, now });
      position = result.position ?? position;
    }
    await deps.projections.waitFor(position);
    const answer: NotifyPreferencesAnswer = messageBody(notifyPreferencesMessages.message('choicesSaved'));
    res.json(answer);
  });

  return router;
}
