import { Router } from 'express';
import { streams, type VerificationDocument } from '@barteraid/events';
import { badRequest, messageBody, notFound, parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, loadStream, newEntityId, nowOf } from '../command-handling';
import { CommandRejected } from '../decider';
import { requireAdminActor } from '../admin/require-admin';
import { readMemberFacts } from '../admin/member-facts';
import { adminMessages } from '../admin/admin-input';
import { OBJECT_ID, objectIdFromUrl, readStoredObject } from '../objects/read-object';
import {
  verificationDecisionSchema,
  type VerificationDecisionAnswer,
  type VerificationSubmissionAnswer,
} from '@barteraid/events/contracts/verification';
import { parseVerificationSubmission } from './verification-input';
import { submissionRefusal, verificationDecider } from './verification';
import { decideVerification } from './approval';
import { verificationMessages as texts } from '@barteraid/events/messages/verification';

/**
 * A document that names an upload must be one of this member's uploaded verification documents;
 * its reference may be the object id or its URL (`/api/objects/<id>`) and is stored as the id.
 * Plain file names (no upload) are kept as they are.
 */
async function checkedDocuments(deps: CommandApiDeps, memberId: string, documents: VerificationDocument[]): Promise<VerificationDocument[]> {
  return Promise.all(
    documents.map(async (document, index) => {
      if (document.objectId === null) return document;
      const objectId = OBJECT_ID.test(document.objectId) ? document.objectId.toLowerCase() : objectIdFromUrl(document.objectId);
      const stored = objectId ? await readStoredObject(deps.store, objectId) : null;
      if (!stored || stored.ownerId !== memberId || stored.purpose !== 'verification-document') {
        throw badRequest(texts.message('uploadMissing', { name: document.name }), { field: `documents.${index}.objectId` });
      }
      return { name: document.name, objectId: stored.objectId };
    }),
  );
}

/** A member submits their verification; an admin approves or rejects it. */
export function verificationRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.post('/api/user/verification', async (req, res) => {
    const { memberId } = requireActor(req);
    // "Already under review" matters more to the member than a field they got wrong.
    const { state } = await loadStream(deps.store, streams.verification(memberId), verificationDecider);
    const refusal = submissionRefusal(state);
    if (refusal) throw new CommandRejected('conflict', refusal);
    const parsed = parseVerificationSubmission(parseWith, req.body);
    const submission = { ...parsed, documents: await checkedDocuments(deps, memberId, parsed.documents) };
    const context = contextOf(req, deps);
    const submissionId = newEntityId(context, 'verification-submission');
    const now = nowOf(context).toISOString();
    const result = await execute(context, streams.verification(memberId), verificationDecider, {
      type: 'SubmitVerification',
      submissionId,
      memberId,
      ...submission,
      now,
    });
    await deps.projections.waitFor(result.position);
    const answer: VerificationSubmissionAnswer = {
      ...messageBody(texts.message('submitted')),
      verification: { id: submissionId, ...submission, status: 'pending', submittedAt: now },
    };
    res.status(201).json(answer);
  });

  router.patch('/api/admin/users/:userId/verification', async (req, res) => {
    const context = contextOf(req, deps);
    const adminId = await requireAdminActor(req, context);
    const { status, reason } = parseWith(verificationDecisionSchema, req.body ?? {});
    const member = await readMemberFacts(deps.store, String(req.params.userId ?? ''));
    if (!member) throw notFound(adminMessages.userNotFound);
    const result = await decideVerification(context, {
      memberId: member.memberId,
      decision: status,
      by: adminId,
      reason,
      now: nowOf(context).toISOString(),
    });
    await deps.projections.waitFor(result.position);
    const answer: VerificationDecisionAnswer = {
      ...messageBody(texts.message(status === 'approved' ? 'approved' : 'rejected')),
      userId: member.memberId,
      status,
      verified: status === 'approved',
      reason,
    };
    res.json(answer);
  });

  return router;
}
