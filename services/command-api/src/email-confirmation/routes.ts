import { Router } from 'express';
import { emailConfirmSchema } from '@barteraid/events/contracts/account';
import { accountMessages } from '@barteraid/events/messages/account';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { badRequest, messageBody, parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { siteUrl } from '../mail/site-url';
import { contextOf } from '../request-context';
import { commandDbOf } from '../read-models';
import { confirmEmail } from './confirm';
import { requestEmailConfirmation } from './request';

/**
 * Confirming the address given at registration: a new link on request while it is unconfirmed
 * (a mistyped address is fixed with the email change on Settings, whose link confirms the new one),
 * and the link's use.
 */
export function emailConfirmationRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const mailing = { db: deps.db, queue: deps.mailQueue ?? null, baseUrl: siteUrl(deps.config) };

  router.post('/api/user/email/confirmation', async (req, res) => {
    const { memberId } = requireActor(req);
    const member = await commandDbOf(deps.db).selectFrom('members').select('email_confirmation').where('id', '=', memberId).executeTakeFirst();
    if (member?.email_confirmation !== 'pending') throw badRequest(accountMessages.message('emailAlreadyConfirmed'));
    const { email, position } = await requestEmailConfirmation(contextOf(req, deps), memberId, mailing);
    await deps.projections.waitFor(position);
    const answer: MessageResponse = messageBody(accountMessages.message('emailConfirmationSent', { email }));
    res.status(202).json(answer);
  });

  /** No session needed: the link is opened wherever the inbox is read. The token is the proof. */
  router.post('/api/auth/confirm-email', async (req, res) => {
    const { token } = parseWith(emailConfirmSchema, req.body ?? {});
    const { email, position } = await confirmEmail(contextOf(req, deps), token);
    await deps.projections.waitFor(position);
    const answer: MessageResponse & { email: string } = { ...messageBody(accountMessages.message('emailConfirmed', { email })), email };
    res.json(answer);
  });

  return router;
}
