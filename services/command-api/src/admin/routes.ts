import { Router } from 'express';
import { formatCents } from '@barteraid/events';
import type { AdminMessageSent, CreditsIssued } from '@barteraid/events/contracts/admin';
import { messageBody, notFound, parseWith } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { newEntityId, nowOf } from '../command-handling';
import { writeLedger } from '../credits/ledger-writes';
import { sendTeamMessage } from '../team-messages/team-commands';
import { adminMessages, issueCreditsSchema, sendMessageSchema } from './admin-input';
import { readMemberFacts } from './member-facts';
import { requireAdminActor } from './require-admin';
import { adminMessages as texts } from '@barteraid/events/messages/admin';

/** The admin dashboard's Management actions. Each is an event carrying the admin's id. */
export function adminRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.post('/api/admin/credits/issue', async (req, res) => {
    const context = contextOf(req, deps);
    const adminId = await requireAdminActor(req, context);
    const { userId, amountCents, reason } = parseWith(issueCreditsSchema, req.body ?? {});
    const member = await readMemberFacts(deps.store, userId);
    if (!member) throw notFound(adminMessages.userNotFound);
    const result = await writeLedger(context, member.memberId, {
      type: 'GrantCredits',
      memberId: member.memberId,
      amountCents,
      reason,
      description: `Credits issued by BarterAid: ${reason}`,
      grantedBy: adminId,
      now: nowOf(context).toISOString(),
    });
    await deps.projections.waitFor(result.position);
    const amount = formatCents(amountCents);
    const answer: CreditsIssued = {
      ...messageBody(texts.message('creditsIssued', { amount })),
      userId: member.memberId,
      amount,
      balance: formatCents(result.state.balanceCents),
    };
    res.status(201).json(answer);
  });

  router.post('/api/admin/send-message', async (req, res) => {
    const context = contextOf(req, deps);
    const adminId = await requireAdminActor(req, context);
    const { userId, subject, message, userEmail } = parseWith(sendMessageSchema, req.body ?? {});
    const member = await readMemberFacts(deps.store, userId);
    // An email that does not belong to the chosen member means the selection is stale: refuse rather than guess.
    if (!member || (userEmail !== null && userEmail.toLowerCase() !== member.email.toLowerCase())) {
      throw notFound(adminMessages.userNotFound);
    }
    const messageId = newEntityId(context, 'admin-message');
    // Also the newest message of the member's thread with the team, where they can answer.
    const position = await sendTeamMessage(context, { messageId, memberId: member.memberId, subject, text: message, sentBy: adminId });
    await deps.projections.waitFor(position);
    const answer: AdminMessageSent = { ...messageBody(texts.message('messageSent')), id: messageId, userId: member.memberId };
    res.status(201).json(answer);
  });

  return router;
}
