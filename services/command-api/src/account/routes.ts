import { Router } from 'express';
import { streams } from '@barteraid/events';
import {
  accountClosingSchema,
  passwordChangeSchema,
  profileChangeSchema,
  type ProfileChanged,
} from '@barteraid/events/contracts/account';
import type { MessageResponse } from '@barteraid/events/contracts/common';
import { ACCOUNT_CLOSED_HEADER, CREDENTIAL_STAMP_HEADER, badRequest, credentialStamp, messageBody, hashPassword, parseWith, requireActor, verifyPassword } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, loadStream, nowOf } from '../command-handling';
import { memberDecider } from '../members/member';
import { credentialsDecider } from '../password-reset/credentials';
import { closeAccount } from './close';
import { commandDbOf } from '../read-models';
import { accountMessages } from '@barteraid/events/messages/account';

/** The signed-in member's own account: their profile and their password (/settings). */
export function accountRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.put('/api/user/profile', async (req, res) => {
    const { memberId } = requireActor(req);
    const profile = parseWith(profileChangeSchema, req.body ?? {});
    const context = contextOf(req, deps);
    const result = await execute(context, streams.member(memberId), memberDecider, { type: 'ChangeProfile', memberId, ...profile, now: nowOf(context).toISOString() });
    await deps.projections.waitFor(result.position);
    const answer: ProfileChanged = { ...messageBody(accountMessages.message('profileSaved')), profile };
    res.json(answer);
  });

  /**
   * A new password, given the current one (checked against the hash the member stream holds now).
   * The change ends every session opened with the old password (the gateway compares each session's
   * credential stamp) but this one: the answer carries the new stamp for the gateway to keep in it.
   */
  router.post('/api/user/password', async (req, res) => {
    const { memberId } = requireActor(req);
    const { currentPassword, newPassword } = parseWith(passwordChangeSchema, req.body ?? {});
    const stream = streams.member(memberId);
    const { state } = await loadStream(deps.store, stream, credentialsDecider);
    if (!state.passwordHash || !(await verifyPassword(state.passwordHash, currentPassword))) {
      throw badRequest(accountMessages.message('wrongCurrentPassword'), { field: 'currentPassword' });
    }
    const passwordHash = await hashPassword(newPassword);
    const context = contextOf(req, deps);
    // Against the revision read: a change made meanwhile (a reset link) is checked again rather than overwritten.
    const result = await execute(context, stream, credentialsDecider, { type: 'ChangePassword', memberId, passwordHash, resetRequestId: null, now: nowOf(context).toISOString() });
    await deps.projections.waitFor(result.position);
    const answer: MessageResponse = messageBody(accountMessages.message('passwordChanged'));
    res.setHeader(CREDENTIAL_STAMP_HEADER, credentialStamp(passwordHash, state.emailChangeId));
    res.json(answer);
  });

  /**
   * Closes the signed-in member's account (see close.ts). Answers once the read models show it:
   * by then sign-in no longer finds them and every session of theirs, this one too, has ended.
   */
  router.post('/api/user/close', async (req, res) => {
    const { memberId } = requireActor(req);
    const { password } = parseWith(accountClosingSchema, req.body ?? {});
    const context = contextOf(req, deps);
    const position = await closeAccount(context, commandDbOf(deps.db), memberId, password);
    if (position !== null) await deps.projections.waitFor(position);
    const answer: MessageResponse = messageBody(accountMessages.message('accountClosed'));
    res.setHeader(ACCOUNT_CLOSED_HEADER, '1');
    res.json(answer);
  });

  return router;
}
