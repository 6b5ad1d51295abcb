import { Router } from 'express';
import { messageBody, parseWith } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { registrationSchema, type RegistrationAnswer } from '@barteraid/events/contracts/auth';
import { registerMember } from './register';
import { membersMessages } from '@barteraid/events/messages/members';

export function memberRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.post('/api/auth/register', async (req, res) => {
    const registration = parseWith(registrationSchema, req.body ?? {});
    const { memberId, position } = await registerMember(contextOf(req, deps), registration);
    await deps.projections.waitFor(position);
    const answer: RegistrationAnswer = {
      ...messageBody(membersMessages.message('registered')),
      user: { id: memberId, username: registration.username, email: registration.email },
    };
    res.status(201).json(answer);
  });

  return router;
}
