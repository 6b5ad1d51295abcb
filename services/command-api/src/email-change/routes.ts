import { Router } from 'express';
import {
  emailChangeConfirmSchema,
  emailChangeSchema,
  type EmailChanged,
} from '@barteraid/events/contracts/account';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { CREDENTIAL_STAMP_HEADER, messageBody, parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { siteUrl } from '../mail/site-url';
import { contextOf } from '../request-context';
import { confirmEmailChange } from './confirm';
import { requestEmailChange } from './request';
import { accountMessages } from '@barteraid/events/messages/account';

/** Changing the email on /settings: a link to the new address, a notice to the old one, then the link's use. */
export function emailChangeRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const mailing = { db: deps.db, queue: deps.mailQueue ?? null, baseUrl: siteUrl(deps.config) };

  router.post('/api/user/email', async (req, res) => {
    const { memberId } = requireActor(req);
    const body = parseWith(emailChangeSchema, req.body ?? {});
    await requestEmailChange(contextOf(req, deps), memberId, body, mailing);
    const answer: MessageResponse = messageBody(accountMessages.message('emailChangeRequested', { email: body.newEmail }));
    res.status(202).json(answer);
  });

  /**
   * No session needed: the link is opened wherever the new inbox is read. The token is the proof.
   * The change ends the member's sessions, as a new password does; opened in a session of the
   * member's own, that one stays signed in (the answer carries the new stamp for the gateway).
   */
  router.post('/api/user/email/confirm', async (req, res) => {
    const { token } = parseWith(emailChangeConfirmSchema, req.body ?? {});
    const { memberId, email, credentialStamp, position } = await confirmEmailChange(contextOf(req, deps), token);
    await deps.projections.waitFor(position);
    if (req.actor?.memberId === memberId) res.setHeader(CREDENTIAL_STAMP_HEADER, credentialStamp);
    const answer: EmailChanged = { ...messageBody(accountMessages.message('emailChanged', { email })), email };
    res.json(answer);
  });

  return router;
}
