import { Router, type Request, type Response } from 'express';
import { moderationReference, streams, type ReportAction } from '@barteraid/events';
import {
  dismissReportSchema,
  fileReportSchema,
  liftSuspensionSchema,
  suspendMemberSchema,
  takeDownListingSchema,
  warnMemberSchema,
  type ReportActionAnswer,
  type ReportFiled,
  type SuspensionLiftedAnswer,
} from '@barteraid/events/contracts/moderation';
import { badRequest, messageBody, notFound, parseWith, requireActor } from '@barteraid/infra';
import type { z } from 'zod';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { decideAcross, execute, loadStream, newEntityId, nowOf, stateOf, type CommandContext, type Decision, type PlannedWrite } from '../command-handling';
import { reject } from '../decider';
import { requireAdminActor } from '../admin/require-admin';
import { adminMessageDecider } from '../admin/admin-message';
import { listingDecider } from '../listings/listing';
import { reportDecider, reportMessages, type ReportState, type ReportTarget } from './report';
import { reportedTargetDecider, targetIdOf } from './reported-target';
import { readReportTarget, type ReportReference } from './report-target';
import { suspensionDecider, suspensionMessages } from './suspension';
import { moderationMessages } from '@barteraid/events/messages/moderation';
import type { MessageData } from '@barteraid/events/messages/catalogue';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function idParam(req: Request, name: string, missing: MessageData): string {
  const id = String(req.params[name] ?? '');
  if (!UUID.test(id)) throw notFound(missing);
  return id.toLowerCase();
}

/** The reference the body carries for its subject (the schema made sure it is there). */
function referenceOf(body: z.output<typeof fileReportSchema>): ReportReference {
  switch (body.subject) {
    case 'listing':
      return { subject: 'listing', listingId: body.listingId! };
    case 'member':
      return { subject: 'member', memberId: body.memberId! };
    case 'conversation':
      return { subject: 'conversation', tradeId: body.tradeId! };
    case 'message':
      return { subject: 'message', tradeId: body.tradeId!, messageId: body.messageId! };
  }
}

type FiledReport = Exclude<ReportState, { status: 'none' }>;

/**
 * An administrator's action on a report: the action's own event (`effect`, on its own stream) and
 * `ReportActioned` on the report, decided on what both streams hold now and written in one append.
 */
async function actOnReport(
  context: CommandContext,
  reportId: string,
  adminId: string,
  action: ReportAction,
  note: string | null,
  effect: (report: FiledReport, now: string) => Promise<PlannedWrite>,
): Promise<number | null> {
  return decideAcross(
    context,
    async () => {
      const now = nowOf(context).toISOString();
      const report = await loadStream(context.store, streams.report(reportId), reportDecider);
      const actioned = reportDecider.decide({ type: 'RecordReportAction', adminId, action, note, now }, report.state);
      const write = await effect(report.state as FiledReport, now);
      return {
        writes: [write, { streamName: streams.report(reportId), expected: report.expected, events: actioned }],
        answer: (position: number | null) => position,
      };
    },
    { retries: 5 },
  );
}

/**
 * The report and the reporter's reports of the same thing in one atomic append, each expecting the
 * revision it was decided on: one open report per reporter and target, even when two come at once.
 */
async function fileReport(
  context: CommandContext,
  input: { reportId: string; reporterId: string; reference: ReportReference; target: ReportTarget; body: z.output<typeof fileReportSchema> },
): Promise<{ position: number | null }> {
  const reportStream = streams.report(input.reportId);
  const targetId = targetIdOf(input.reference);
  const targetStream = streams.reportedTarget(input.reporterId, input.reference.subject, targetId);
  return decideAcross(
    context,
    async (): Promise<Decision<{ position: number | null }>> => {
      const report = await loadStream(context.store, reportStream, reportDecider);
      // An earlier run of this very request (same Idempotency-Key, hence same report id) filed it already.
      if (report.state.status !== 'none') return { done: { position: report.recorded.at(-1)!.position } };
      const now = nowOf(context).toISOString();
      const filed = reportDecider.decide(
        { type: 'FileReport', reportId: input.reportId, reporterId: input.reporterId, target: input.target, category: input.body.category, description: input.body.description, now },
        report.state,
      );
      const reported = await loadReportedTarget(context, targetStream);
      const counted = reportedTargetDecider.decide(
        { type: 'CountReport', reporterId: input.reporterId, subject: input.reference.subject, targetId, reportId: input.reportId, now },
        reported.state,
      );
      return {
        writes: [
          { streamName: targetStream, expected: reported.expected, events: counted },
          { streamName: reportStream, expected: report.expected, events: filed },
        ],
        answer: (position: number | null) => ({ position }),
      };
    },
    { retries: 5 },
  );
}

/** The reporter's reports of the target, then their latest report's own events. */
async function loadReportedTarget(context: CommandContext, streamName: string) {
  const reported = await loadStream(context.store, streamName, reportedTargetDecider);
  const latest = reported.state.latest;
  if (!latest) return reported;
  const report = await context.store.readStream(streams.report(latest.reportId));
  return { ...reported, state: stateOf(report, { initialState: reported.state, evolve: reportedTargetDecider.evolve }).state };
}

/** Reports from members, and the administrators' answers to them (each an event naming the admin). */
export function moderationRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  const answered = async (res: Response, position: number | null, reportId: string, message: MessageData) => {
    await deps.projections.waitFor(position);
    const { state } = await loadStream(deps.store, streams.report(reportId), reportDecider);
    const answer: ReportActionAnswer = { ...messageBody(message), reportId, status: state.status === 'none' ? 'open' : state.status };
    res.json(answer);
  };

  /** A member reports a listing, a member, a message or a conversation from where they saw it. */
  router.post('/api/reports', async (req, res) => {
    const { memberId } = requireActor(req);
    const body = parseWith(fileReportSchema, req.body ?? {});
    const context = contextOf(req, deps);
    const reported = referenceOf(body);
    const target = await readReportTarget(deps.store, reported);
    const reportId = newEntityId(context, 'report');
    const result = await deps.hourlyLimits.within('report', memberId, () =>
      fileReport(context, { reportId, reporterId: memberId, reference: reported, target, body }),
    );
    await deps.projections.waitFor(result.position);
    const reference = moderationReference(reportId);
    const answer: ReportFiled = {
      ...messageBody(moderationMessages.message('reportFiled', { reference })),
      id: reportId,
      reference,
    };
    res.status(201).json(answer);
  });

  router.post('/api/admin/reports/:id/dismiss', async (req, res) => {
    const context = contextOf(req, deps);
    const adminId = await requireAdminActor(req, context);
    const reportId = idParam(req, 'id', reportMessages.notFound);
    const { note } = parseWith(dismissReportSchema, req.body ?? {});
    const result = await execute(context, streams.report(reportId), reportDecider, {
      type: 'DismissReport',
      adminId,
      note,
      now: nowOf(context).toISOString(),
    });
    await answered(res, result.position, reportId, moderationMessages.message('reportDismissed'));
  });

  /** The existing admin take-down of a listing, with the reason its owner reads. */
  router.post('/api/admin/reports/:id/take-down', async (req, res) => {
    const context = contextOf(req, deps);
    const adminId = await requireAdminActor(req, context);
    const reportId = idParam(req, 'id', reportMessages.notFound);
    const { reason } = parseWith(takeDownListingSchema, req.body ?? {});
    const position = await actOnReport(context, reportId, adminId, 'listing_taken_down', reason, async (report, now) => {
      const listingId = report.listingId ?? reject('invalid', reportMessages.notAListing);
      const listing = await loadStream(context.store, streams.listing(listingId), listingDecider);
      const events = listingDecider.decide(
        { type: 'DeactivateListing', listingId, actor: { memberId: adminId, isAdmin: true }, reason, now },
        listing.state,
      );
      return { streamName: streams.listing(listingId), expected: listing.expected, events };
    });
    await answered(res, position, reportId, moderationMessages.message('listingTakenDown'));
  });

  /** A warning is a personal message from BarterAid (the admin message feature) to the reported member. */
  router.post('/api/admin/reports/:id/warn', async (req, res) => {
    const context = contextOf(req, deps);
    const adminId = await requireAdminActor(req, context);
    const reportId = idParam(req, 'id', reportMessages.notFound);
    const { subject, message } = parseWith(warnMemberSchema, req.body ?? {});
    const messageId = newEntityId(context, 'report-warning');
    const position = await actOnReport(context, reportId, adminId, 'member_warned', message, async (report, now) => {
      const stream = streams.adminMessage(messageId);
      const sent = await loadStream(context.store, stream, adminMessageDecider);
      const events = adminMessageDecider.decide(
        { type: 'SendAdminMessage', messageId, memberId: report.reportedMemberId, subject, message, sentBy: adminId, now },
        sent.state,
      );
      return { streamName: stream, expected: sent.expected, events };
    });
    await answered(res, position, reportId, moderationMessages.message('warningSent'));
  });

  router.post('/api/admin/reports/:id/suspend', async (req, res) => {
    const context = contextOf(req, deps);
    const adminId = await requireAdminActor(req, context);
    const reportId = idParam(req, 'id', reportMessages.notFound);
    const { reason, endsAt } = parseWith(suspendMemberSchema, req.body ?? {});
    if (endsAt !== null && Date.parse(endsAt) <= nowOf(context).getTime()) {
      throw badRequest(suspensionMessages.endInPast, { field: 'endsAt' });
    }
    const suspensionId = newEntityId(context, 'suspension');
    const note = endsAt ? `${reason} (until ${endsAt})` : reason;
    const position = await actOnReport(context, reportId, adminId, 'member_suspended', note, async (report, now) => {
      const stream = streams.suspension(report.reportedMemberId);
      const suspension = await loadStream(context.store, stream, suspensionDecider);
      const events = suspensionDecider.decide(
        { type: 'SuspendMember', suspensionId, memberId: report.reportedMemberId, adminId, reason, endsAt, reportId, now },
        suspension.state,
      );
      return { streamName: stream, expected: suspension.expected, events };
    });
    await answered(res, position, reportId, moderationMessages.message('memberSuspended'));
  });

  router.post('/api/admin/members/:memberId/lift-suspension', async (req, res) => {
    const context = contextOf(req, deps);
    const adminId = await requireAdminActor(req, context);
    const memberId = idParam(req, 'memberId', reportMessages.memberNotFound);
    const { note } = parseWith(liftSuspensionSchema, req.body ?? {});
    const result = await execute(context, streams.suspension(memberId), suspensionDecider, {
      type: 'LiftSuspension',
      memberId,
      adminId,
      note,
      now: nowOf(context).toISOString(),
    });
    await deps.projections.waitFor(result.position);
    const answer: SuspensionLiftedAnswer = { ...messageBody(moderationMessages.message('suspensionLifted')), memberId };
    res.json(answer);
  });

  return router;
}
