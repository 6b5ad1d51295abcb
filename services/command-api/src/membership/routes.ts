import { randomInt } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { normalizeInvitationCode, singleLineText, streams } from '@barteraid/events';
import { applyForMembershipSchema, type MembershipApplicationAnswer } from '@barteraid/events/contracts/membership';
import { HttpError, forbidden, parseWith } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, loadStream, newEntityId, nowOf } from '../command-handling';
import { memberDecider } from '../members/member';
import { invitationDecider } from './invitation';
import { membershipDecider, membershipMessages } from './membership';
import { startTrial } from './trial';

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
  if (!req.actor) throw new HttpError(401, 'Login Required: Please log in to select a membership tier.');
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
        message: 'Standard membership is $10/month. Continue to payment to subscribe.',
      };
      res.json(answer);
      return;
    }

    if (input.tier === 'guest_trial') {
      const code = normalizeInvitationCode(input.invitationCode ?? '');
      if (!code) throw new HttpError(400, 'Invitation Code Required: Please enter a valid invitation code.', { field: 'invitationCode' });
      const granted = await startTrial(context, memberId, code, now);
      await deps.projections.waitFor(granted.position);
      const answer: MembershipApplicationAnswer = {
        status: 'trial_granted',
        tier: 'guest_trial',
        trialExpiresAt: granted.state.trial!.expiresAt,
        message: 'Trial Access Granted! Enjoy 60 days of full access to BarterAid.',
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
      message: 'Application Submitted: We will review your application within 3-5 business days.',
    };
    res.status(201).json(answer);
  });

  /** Admins issue single-use invitation codes for guest trials (a chosen code, or a random one). */
  router.post('/api/admin/invitations', async (req, res) => {
    const actor = memberOf(req);
    const { state } = await loadStream(deps.store, streams.member(actor), memberDecider);
    if (!state.isAdmin) throw forbidden('Access Denied: Only admins can issue invitation codes.');
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
    res.status(201).json({ message: `Invitation Created: ${code} gives one guest a 60-day trial.`, code, note: input.note || null, issuedAt: now });
  });

  return router;
}
