import { Router } from 'express';
import { messageBody, parseWith } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { registrationSchema, type RegistrationAnswer } from '@barteraid/events/contracts/auth';
import { registerMember } from './register';
import { membersMessages } from '@barteraid/events/messages/members';
import { siteUrl } from '../mail/mail';
import { requestEmailConfirmation } from '../email-confirmation/request';

export function memberRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.post('/api/auth/register', async (req, res) => {
    const registration = parseWith(registrationSchema, req.body ?? {});
    const { memberId, position } = await registerMember(contextOf(req, deps), registration);
    await deps.projections.waitFor(position);
    // A link to confirm the address: a mistyped one would otherwise cut the member off unseen.
    const link = await requestEmailConfirmation(contextOf(req, deps), memberId, { db: deps.db, queue: deps.mailQueue ?? null, baseUrl: siteUrl(deps.config) });
    await deps.projections.waitFor(link.position);
    const answer: RegistrationAnswer = {
      ...messageBody(membersMessages.message('registered')),
      user: { id: memberId, username: registration.username, email: registration.email },
    };
    res.status(201).json(answer);
  });

  return router;
}
