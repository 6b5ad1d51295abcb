import { Router, type Request } from 'express';
import { streams } from '@barteraid/events';
import { parseWith } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, newEntityId, nowOf } from '../command-handling';
import { contactSchema, reportSchema, type SupportRequestReceived } from '@barteraid/events/contracts/support';
import { supportReference, supportRequestDecider, type SubmitSupportRequest } from './support-request';

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
      message: `Thank you, ${form.name}. We have received your message and will reply to ${form.email}. Your reference is ${reference}.`,
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
      message:
        `Thank you for your report. Our team will review it. Your reference is ${reference}.` +
        ' If anyone is in immediate danger, call 911 first.',
      id,
      reference,
    };
    res.status(201).json(answer);
  });

  return router;
}
