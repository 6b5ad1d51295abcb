import { Router } from 'express';
import { streams } from '@barteraid/events';
import { applicationDecisionSchema, type ApplicationDecisionAnswer } from '@barteraid/events/contracts/membership';
import { messageBody, notFound, parseWith } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, nowOf } from '../command-handling';
import { requireAdminActor } from '../admin/require-admin';
import { membershipDecider, membershipMessages } from './membership';
import { commandDbOf } from '../read-models';
import { membershipMessages as texts } from '@barteraid/events/messages/membership';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which member's membership stream holds an application. The read model only gives the address
 * (the application is listed before its submission is answered); the stream itself decides.
 */
async function applicantOf(deps: CommandApiDeps, applicationId: string): Promise<string | null> {
  if (!UUID.test(applicationId)) return null;
  const row = await commandDbOf(deps.db)
    .selectFrom('membership_applications')
    .select('member_id')
    .where('id', '=', applicationId.toLowerCase())
    .executeTakeFirst();
  return row?.member_id ?? null;
}

/** Admins approve or decline applications for the free tiers (free assistance, emergency business). */
export function membershipReviewRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.patch('/api/admin/membership-applications/:id', async (req, res) => {
    const context = contextOf(req, deps);
    const adminId = await requireAdminActor(req, context);
    const { status, reason } = parseWith(applicationDecisionSchema, req.body ?? {});
    const applicationId = String(req.params.id ?? '').toLowerCase();
    const memberId = await applicantOf(deps, applicationId);
    if (!memberId) throw notFound(membershipMessages.applicationNotFound);
    const now = nowOf(context).toISOString();
    const result = await execute(context, streams.membership(memberId), membershipDecider, {
      type: 'DecideApplication',
      applicationId,
      memberId,
      decision: status,
      by: adminId,
      reason,
      now,
    });
    await deps.projections.waitFor(result.position);
    const answer: ApplicationDecisionAnswer = {
      ...messageBody(texts.message(status === 'approved' ? 'applicationApproved' : 'applicationRejected')),
      application: { id: applicationId, userId: memberId, status, reason, decidedAt: now, decidedBy: adminId },
    };
    res.json(answer);
  });

  return router;
}
