import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { streams } from '@barteraid/events';
import { notFound, parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, loadStream } from '../command-handling';
import { CommandRejected } from '../decider';
import { requireAdminActor } from '../admin/require-admin';
import { readMemberFacts } from '../admin/member-facts';
import { adminMessages } from '../admin/admin-input';
import { parseVerificationSubmission, verificationDecisionSchema } from './verification-input';
import { submissionRefusal, verificationDecider } from './verification';

/** A member submits their verification; an admin approves or rejects it. */
export function verificationRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.post('/api/user/verification', async (req, res) => {
    const { memberId } = requireActor(req);
    // "Already under review" matters more to the member than a field they got wrong.
    const { state } = await loadStream(deps.store, streams.verification(memberId), verificationDecider);
    const refusal = submissionRefusal(state);
    if (refusal) throw new CommandRejected('conflict', refusal);
    const submission = parseVerificationSubmission(parseWith, req.body);
    const submissionId = randomUUID();
    const now = new Date().toISOString();
    const result = await execute(contextOf(req, deps), streams.verification(memberId), verificationDecider, {
      type: 'SubmitVerification',
      submissionId,
      memberId,
      ...submission,
      now,
    });
    await deps.projections.waitFor(result.position);
    res.status(201).json({
      message: 'Verification Submitted: We will review your documents within 3-5 business days.',
      verification: { id: submissionId, ...submission, status: 'pending', submittedAt: now },
    });
  });

  router.patch('/api/admin/users/:userId/verification', async (req, res) => {
    const context = contextOf(req, deps);
    const adminId = await requireAdminActor(req, context);
    const { status, reason } = parseWith(verificationDecisionSchema, req.body ?? {});
    const member = await readMemberFacts(deps.store, String(req.params.userId ?? ''));
    if (!member) throw notFound(adminMessages.userNotFound);
    const result = await execute(context, streams.verification(member.memberId), verificationDecider, {
      type: 'DecideVerification',
      memberId: member.memberId,
      decision: status,
      by: adminId,
      reason,
      now: new Date().toISOString(),
    });
    await deps.projections.waitFor(result.position);
    res.json({
      message: `User verification ${status} successfully.`,
      userId: member.memberId,
      status,
      verified: status === 'approved',
      reason,
    });
  });

  return router;
}
