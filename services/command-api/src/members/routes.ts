import { Router } from 'express';
import { parseWith } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { registrationSchema } from './registration';
import { registerMember } from './register';

export function memberRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.post('/api/auth/register', async (req, res) => {
    const registration = parseWith(registrationSchema, req.body ?? {});
    const { memberId, position } = await registerMember(contextOf(req, deps), registration);
    await deps.projections.waitFor(position);
    res.status(201).json({
      message: 'Registration successful. You can now sign in.',
      user: { id: memberId, username: registration.username, email: registration.email },
    });
  });

  return router;
}
