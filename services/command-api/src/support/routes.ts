import { Router, type Request } from 'express';
import { streams } from '@barteraid/events';
import { messageBody, parseWith } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, newEntityId, nowOf } from '../command-handling';
import { contactSchema, reportSchema, type SupportRequestReceived } from '@barteraid/events/contracts/support';
import { supportReference, supportRequestDecider, type SubmitSupportRequest } from './support-request';
import { supportMessages } from '@barteraid/events/messages/support';

type Submission = Omit<SubmitSupportRequest, 'type' | 'requestId' | 'memberId' | 'now'>;

/** Contact messages and reports: open to everyone, recorded as events, confirmed with a reference. */
export function supportRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  async function submit(req: Request, submission: Submission) {
    const context = contextOf(req, deps);
    const requestId = newEntityId(context, 'support-request');
    const result = await execute(context, streams.supportRequest(requestId), supportRequestDecider, {
      type: 'SubmitSupportRequest',
      requestId,
      ...submission,
      memberId: req.actor?.memberId ?? null,
      now: nowOf(context).toISOString(),
    });
    await deps.projections.waitFor(result.position);
    return { id: requestId, reference: supportReference(submission.kind, requestId) };
  }

  router.post('/api/support/contact', async (req, res) => {
    const form = parseWith(contactSchema, req.body ?? {});
    const { id, reference } = await submit(req, {
      kind: 'contact',
      category: null,
      name: form.name,
      email: form.email,
      subject: form.subject,
      message: form.message,
      listingId: null,
      tradeId: null,
      reportedUsername: null,
    });
    const answer: SupportRequestReceived = {
      ...messageBody(supportMessages.message('contactReceived', { name: form.name, email: form.email, reference })),
      id,
      reference,
    };
    res.status(201).json(answer);
  });

  router.post('/api/support/report', async (req, res) => {
    const form = parseWith(reportSchema, req.body ?? {});
    const { id, reference } = await submit(req, {
      kind: 'report',
      category: form.category,
      name: null,
      email: form.contactEmail,
      subject: form.subject,
      message: form.description,
      listingId: form.listingId,
      tradeId: form.tradeId,
      reportedUsername: form.reportedUsername,
    });
    const answer: SupportRequestReceived = {
      ...messageBody(supportMessages.message('reportReceived', { reference })),
      id,
      reference,
    };
    res.status(201).json(answer);
  });

  return router;
}
