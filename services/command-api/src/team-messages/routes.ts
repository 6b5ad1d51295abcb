import { Router } from 'express';
import { adminTeamReplySchema, teamReplySchema, type TeamMessagePosted } from '@barteraid/events/contracts/team-messages';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { messageBody, notFound, parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { newEntityId } from '../command-handling';
import { requireAdminActor } from '../admin/require-admin';
import { adminMessages } from '../admin/admin-input';
import { readMemberFacts } from '../admin/member-facts';
import { readTeamThread, replyToTeam, sendTeamMessage } from './team-commands';
import { conversationsMessages } from '@barteraid/events/messages/conversations';
import { adminMessages as adminTexts } from '@barteraid/events/messages/admin';

/** The subject of an admin's answer written in the thread without one. */
export const DEFAULT_REPLY_SUBJECT = 'Reply from the BarterAid team';

export function teamMessageRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  /** The signed-in member writes in their own thread: the stream is named after them, never after the body. */
  router.post('/api/team-thread/messages', async (req, res) => {
    const { memberId } = requireActor(req);
    const { text } = parseWith(teamReplySchema, req.body ?? {});
    const context = contextOf(req, deps);
    const messageId = newEntityId(context, 'team-reply');
    const result = await deps.hourlyLimits.within('teamMessage', memberId, () => replyToTeam(context, { messageId, memberId, text }));
    await deps.projections.waitFor(result.position);
    const answer: TeamMessagePosted = { ...messageBody(conversationsMessages.message('sentToTeam')), id: messageId };
    res.status(201).json(answer);
  });

  /** Opening the thread marks the team's messages read. */
  router.post('/api/team-thread/read', async (req, res) => {
    const { memberId } = requireActor(req);
    const result = await readTeamThread(contextOf(req, deps), memberId);
    await deps.projections.waitFor(result.position);
    const answer: MessageResponse = messageBody(conversationsMessages.message('markedRead'));
    res.json(answer);
  });

  /** An admin answers in a member's thread: a personal message like `POST /api/admin/send-message`. */
  router.post('/api/admin/team-threads/:memberId', async (req, res) => {
    const context = contextOf(req, deps);
    const adminId = await requireAdminActor(req, context);
    const { subject, message } = parseWith(adminTeamReplySchema, req.body ?? {});
    const member = await readMemberFacts(deps.store, String(req.params.memberId));
    if (!member) throw notFound(adminMessages.userNotFound);
    const messageId = newEntityId(context, 'admin-message');
    const position = await sendTeamMessage(context, {
      messageId,
      memberId: member.memberId,
      subject: subject || DEFAULT_REPLY_SUBJECT,
      text: message,
      sentBy: adminId,
    });
    await deps.projections.waitFor(position);
    const answer: TeamMessagePosted = { ...messageBody(adminTexts.message('messageSent')), id: messageId };
    res.status(201).json(answer);
  });

  return router;
}
