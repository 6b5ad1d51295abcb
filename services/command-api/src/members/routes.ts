import { Router } from 'express';
import { messageBody, parseWith } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { registrationSchema, type RegistrationAnswer } from '@barteraid/events/contracts/auth';
import { registerMember } from './register';
import { membersMessages } from '@barteraid/events/messages/members';
import { siteUrl } from '../mail/site-url';
import { requestEmailConfirmation } from '../email-confirmation/request';
import { parseAreaBody } from '../location/area-body';
import { setArea } from '../location/set-area';

/** An area is optional at registration: given when the form sent a ZIP code or a pin. */
const givesArea = (body: Record<string, unknown>) => [body.zip, body.lat, body.lng].some((value) => value !== undefined && value !== null && value !== '');

export function memberRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.post('/api/auth/register', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const registration = parseWith(registrationSchema, body);
    // Checked before anything is written, so a mistyped ZIP refuses the whole registration.
    const area = givesArea(body) ? parseAreaBody(body) : null;
    const context = contextOf(req, deps);
    const { memberId, position } = await registerMember(context, registration);
    const located = area ? await setArea(context, memberId, area) : null;
    await deps.projections.waitFor(Math.max(position, located?.position ?? 0));
    // A link to confirm the address: a mistyped one would otherwise cut the member off unseen.
    const link = await requestEmailConfirmation(context, memberId, { db: deps.db, queue: deps.mailQueue ?? null, baseUrl: siteUrl(deps.config) });
    await deps.projections.waitFor(link.position);
    const answer: RegistrationAnswer = {
      ...messageBody(membersMessages.message('registered')),
      user: { id: memberId, username: registration.username, email: registration.email },
    };
    res.status(201).json(answer);
  });

  return router;
}
