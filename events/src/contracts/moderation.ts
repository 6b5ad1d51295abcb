import { z } from 'zod';
import { messageFields } from './common';
import { ADMIN_MESSAGE_LIMITS } from '../admin';
import { REPORT_LIMITS, reportActions, reportSubjects } from '../moderation';
import { reportCategories } from '../support';
import { multiLineText, singleLineText } from '../text';
import { LISTING_LIMITS } from './listings';

/**
 * Reports from where members saw something (`POST /api/reports`), the admin dashboard's Reports
 * tab (`GET /api/admin/reports`, `GET /api/admin/suspensions`) and its actions.
 */

export type { ReportAction, ReportSubject } from '../moderation';
export type { ReportCategory } from '../support';

const isoDateTime = z.string().datetime({ offset: true });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const reference = (label: string) =>
  singleLineText(label, { error: `${label} must be text.` })
    .trim()
    .regex(UUID, `${label} is not a valid reference.`)
    .transform((value) => value.toLowerCase())
    .optional();

/** Which reference each subject needs: the page the report came from supplies it. */
const referencesOf = {
  listing: [['listingId', 'Listing reference']],
  member: [['memberId', 'Member reference']],
  message: [['tradeId', 'Trade reference'], ['messageId', 'Message reference']],
  conversation: [['tradeId', 'Trade reference']],
} as const;

/**
 * `POST /api/reports`: what is reported (`subject` and its reference, which the page supplies, never
 * the member), one of the six categories of the Report a Problem form, and what happened.
 */
export const fileReportSchema = z
  .object({
    subject: z.enum(reportSubjects, {
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? 'Missing Information: Please say what you are reporting.'
          : `Invalid Subject: Choose one of ${reportSubjects.join(', ')}.`,
    }),
    listingId: reference('Listing reference'),
    memberId: reference('Member reference'),
    tradeId: reference('Trade reference'),
    messageId: reference('Message reference'),
    category: z.enum(reportCategories, {
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? 'Missing Information: Please choose what kind of problem this is.'
          : `Invalid Category: Choose one of ${reportCategories.join(', ')}.`,
    }),
    description: multiLineText('Description', { error: 'Missing Information: Please describe what happened.' })
      .trim()
      .min(1, 'Missing Information: Please describe what happened.')
      .min(REPORT_LIMITS.descriptionMin, `Description Too Short: Please write at least ${REPORT_LIMITS.descriptionMin} characters.`)
      .max(REPORT_LIMITS.descriptionMax, `Description must be at most ${REPORT_LIMITS.descriptionMax} characters.`),
  })
  .superRefine((body, ctx) => {
    for (const [field, label] of referencesOf[body.subject]) {
      if (!body[field]) ctx.addIssue({ code: 'custom', message: `${label} is required to report a ${body.subject}.`, path: [field] });
    }
  });
export type FileReportBody = z.input<typeof fileReportSchema>;

/** Its answer (201): a confirmation and the reference the member can quote. */
export const reportFiledSchema = z.object({ ...messageFields, id: z.string(), reference: z.string() });
export type ReportFiled = z.infer<typeof reportFiledSchema>;

// The admin dashboard's Reports tab.

export const reportStatuses = ['open', 'actioned', 'dismissed'] as const;
export const reportStatus = z.enum(reportStatuses);
export type ReportStatus = z.infer<typeof reportStatus>;

const memberRef = z.object({ id: z.string(), username: z.string() });
export type MemberRef = z.infer<typeof memberRef>;

/** A suspension in force: `endsAt` null means until an administrator lifts it. */
export const suspensionSchema = z.object({
  memberId: z.string(),
  username: z.string(),
  reason: z.string(),
  endsAt: z.string().nullable(),
  suspendedAt: z.string(),
  suspendedBy: memberRef,
  reportId: z.string().nullable(),
});
export type Suspension = z.infer<typeof suspensionSchema>;

/** What an administrator did about a report: dismissed it, or one of the actions. */
export const reportOutcomeSchema = z.object({
  action: z.enum(['dismissed', ...reportActions]),
  by: memberRef,
  note: z.string().nullable(),
  at: z.string(),
});
export type ReportOutcome = z.infer<typeof reportOutcomeSchema>;

/** A message of a reported conversation, as the administrator reads it. */
export const reportedMessageSchema = z.object({ id: z.string(), senderId: z.string(), senderUsername: z.string(), content: z.string(), sentAt: z.string() });
export type ReportedMessage = z.infer<typeof reportedMessageSchema>;

/** One report with what was reported shown inline. */
export const adminReportSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: reportStatus,
  subject: z.enum(reportSubjects),
  category: z.enum(reportCategories),
  description: z.string(),
  filedAt: z.string(),
  reporter: memberRef,
  /** The listing's owner, the message's sender, the conversation's other party or the reported member. */
  reportedMember: memberRef.extend({ suspension: suspensionSchema.nullable() }),
  /** The listing as the reporter saw it (`title`, `description`) and whether it is still on the marketplace. */
  listing: z.object({ id: z.string(), title: z.string(), description: z.string(), isActive: z.boolean().nullable() }).nullable(),
  /** The reported message as it was sent. */
  message: z.object({ id: z.string(), content: z.string() }).nullable(),
  /** The reported conversation's latest messages (up to 50, oldest first) and how many it has. */
  conversation: z.object({ tradeId: z.string(), listingTitle: z.string().nullable(), messages: z.array(reportedMessageSchema), totalMessages: z.number() }).nullable(),
  outcomes: z.array(reportOutcomeSchema),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/** `GET /api/admin/reports?status=open|all`: open reports first, oldest first within each group. */
export const adminReportsSchema = z.array(adminReportSchema);

/** `GET /api/admin/suspensions`: the suspensions in force, the latest first. */
export const suspensionsSchema = z.array(suspensionSchema);

const optionalNote = (label: string, max: number) =>
  multiLineText(label, { error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => value || null);

const requiredText = (label: string, missing: string, max: number, lines: 'single' | 'multi' = 'multi') =>
  (lines === 'single' ? singleLineText : multiLineText)(label, { error: `Missing Information: ${missing}` })
    .trim()
    .min(1, `Missing Information: ${missing}`)
    .max(max, `${label} must be at most ${max} characters.`);

/** `POST /api/admin/reports/:id/dismiss`: an optional note for the audit trail (the reporter does not see it). */
export const dismissReportSchema = z.object({ note: optionalNote('Note', REPORT_LIMITS.noteMax) });
export type DismissReportBody = z.input<typeof dismissReportSchema>;

/** `POST /api/admin/reports/:id/take-down`: the reason the listing's owner reads. */
export const takeDownListingSchema = z.object({
  reason: requiredText('Reason', 'Please give the reason the owner will read.', LISTING_LIMITS.reasonMax),
});
export type TakeDownListingBody = z.input<typeof takeDownListingSchema>;

/** `POST /api/admin/reports/:id/warn`: a personal message from BarterAid to the reported member. */
export const warnMemberSchema = z.object({
  subject: singleLineText('Subject', { error: 'Subject must be text.' })
    .trim()
    .max(ADMIN_MESSAGE_LIMITS.subjectMax, `Subject must be at most ${ADMIN_MESSAGE_LIMITS.subjectMax} characters.`)
    .nullish()
    .transform((value) => value || 'A warning about your activity'),
  message: requiredText('Message', 'Please write the warning the member will read.', ADMIN_MESSAGE_LIMITS.messageMax),
});
export type WarnMemberBody = z.input<typeof warnMemberSchema>;

/**
 * `POST /api/admin/reports/:id/suspend`: the reason the member reads when they try to sign in, and
 * an optional end (an ISO date-time in the future; without it, until lifted).
 */
export const suspendMemberSchema = z.object({
  reason: requiredText('Reason', 'Please give the reason the member will read.', REPORT_LIMITS.reasonMax),
  endsAt: singleLineText('End date', { error: 'End date must be text.' })
    .trim()
    .refine((value) => value === '' || isoDateTime.safeParse(value).success, {
      message: 'End date must be an ISO date-time, for example 2026-12-01T15:00:00Z.',
    })
    .nullish()
    .transform((value) => (value ? new Date(value).toISOString() : null)),
});
export type SuspendMemberBody = z.input<typeof suspendMemberSchema>;

/** `POST /api/admin/members/:memberId/lift-suspension`: an optional note for the audit trail. */
export const liftSuspensionSchema = z.object({ note: optionalNote('Note', REPORT_LIMITS.noteMax) });
export type LiftSuspensionBody = z.input<typeof liftSuspensionSchema>;

/** The answer of every report action: what happened and where the report stands now. */
export const reportActionAnswerSchema = z.object({ ...messageFields, reportId: z.string(), status: reportStatus });
export type ReportActionAnswer = z.infer<typeof reportActionAnswerSchema>;

/** The answer of lifting a suspension. */
export const suspensionLiftedSchema = z.object({ ...messageFields, memberId: z.string() });
export type SuspensionLiftedAnswer = z.infer<typeof suspensionLiftedSchema>;
