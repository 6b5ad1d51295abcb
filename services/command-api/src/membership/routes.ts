import { randomInt } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { normalizeInvitationCode, singleLineText, streams } from '@barteraid/events';
import { applyForMembershipSchema, type MembershipApplicationAnswer } from '@barteraid/events/contracts/membership';
import { HttpError, forbidden, messageBody, parseWith } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, loadStream, newEntityId, nowOf } from '../command-handling';
import { memberDecider } from '../members/member';
import { invitationDecider } from './invitation';
import { membershipDecider, membershipMessages } from './membership';
import { startTrial } from './trial';
import { membershipMessages as texts } from '@barteraid/events/messages/membership';

const CODE = /^[A-Z0-9][A-Z0-9-]{3,39}$/;
const invitationSchema = z.object({
  code: singleLineText('Invitation code')
    .transform(normalizeInvitationCode)
    .refine((code) => CODE.test(code), 'Invitation codes are 4-40 letters, digits and dashes.')
    .nullish(),
  note: singleLineText('Note').trim().max(200).nullish(),
});

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomCode = () => {
  const part = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `TRIAL-${part()}-${part()}`;
};

/** The signed-in member; the membership page's own words when nobody is. */
function memberOf(req: Request): string {
  if (!req.actor) throw new HttpError(401, texts.message('loginRequired'));
  return req.actor.memberId;
}

export function membershipRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  /**
   * Applying for a tier (spec section 4): standard goes on to payment; a guest trial starts at
   * once with a valid, unused invitation code; the free tiers are submitted for review.
   */
  router.post('/api/membership/applications', async (req, res) => {
    const memberId = memberOf(req);
    const input = parseWith(applyForMembershipSchema, req.body ?? {});
    const context = contextOf(req, deps);
    const now = nowOf(context).toISOString();

    if (input.tier === 'standard') {
      const answer: MembershipApplicationAnswer = {
        status: 'payment_required',
        tier: 'standard',
        next: '/subscribe',
        ...messageBody(texts.message('standardToPayment')),
      };
      res.json(answer);
      return;
    }

    if (input.tier === 'guest_trial') {
      const code = normalizeInvitationCode(input.invitationCode ?? '');
      if (!code) throw new HttpError(400, texts.message('invitationCodeRequired'), { field: 'invitationCode' });
      const granted = await startTrial(context, memberId, code, now);
      await deps.projections.waitFor(granted.position);
      const answer: MembershipApplicationAnswer = {
        status: 'trial_granted',
        tier: 'guest_trial',
        trialExpiresAt: granted.state.trial!.expiresAt,
        ...messageBody(texts.message('trialGranted')),
      };
      res.status(201).json(answer);
      return;
    }

    const reason = (input.reason ?? '').trim();
    if (!reason) throw new HttpError(400, membershipMessages.reasonRequired, { field: 'reason' });
    const applicationId = newEntityId(context, 'membership-application');
    const submitted = await execute(context, streams.membership(memberId), membershipDecider, {
      type: 'SubmitApplication',
      applicationId,
      memberId,
      tier: input.tier,
      reason,
      now,
    });
    await deps.projections.waitFor(submitted.position);
    const answer: MembershipApplicationAnswer = {
      status: 'pending',
      application: { id: applicationId, tier: input.tier, reason, status: 'pending', submittedAt: now },
      ...messageBody(texts.message('applicationSubmitted')),
    };
    res.status(201).json(answer);
  });

  /** Admins issue single-use invitation codes for guest trials (a chosen code, or a random one). */
  router.post('/api/admin/invitations', async (req, res) => {
    const actor = memberOf(req);
    const { state } = await loadStream(deps.store, streams.member(actor), memberDecider);
    if (!state.isAdmin) throw forbidden(texts.message('invitationsAdminOnly'));
    const input = parseWith(invitationSchema, req.body ?? {});
    const code = input.code ?? randomCode();
    const context = contextOf(req, deps);
    const now = nowOf(context).toISOString();
    const issued = await execute(context, streams.invitation(code), invitationDecider, {
      type: 'IssueInvitation',
      code,
      issuedBy: actor,
      note: input.note || null,
      now,
    });
    await deps.projections.waitFor(issued.position);
    res.status(201).json({ ...messageBody(texts.message('invitationCreated', { code })), code, note: input.note || null, issuedAt: now });
  });

  return router;
}
