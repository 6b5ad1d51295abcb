import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';
import { reportCategory } from './support';

/**
 * Moderation: members report a listing, a member, a message or a whole conversation from where
 * they saw it; an administrator dismisses the report or acts on it (takes the listing down, warns
 * the member, suspends them). Each report is its own stream (`report-<reportId>`); a member's
 * suspensions live in `suspension-<memberId>`.
 */

export const REPORT_LIMITS = { descriptionMin: 10, descriptionMax: 2000, noteMax: 1000, reasonMax: 1000 } as const;

/** What a report is about, and so which reference it carries. */
export const reportSubjects = ['listing', 'member', 'message', 'conversation'] as const;
export const reportSubject = z.enum(reportSubjects);
export type ReportSubject = z.infer<typeof reportSubject>;

/** What an administrator did about a report (besides dismissing it). */
export const reportActions = ['listing_taken_down', 'member_warned', 'member_suspended'] as const;
export const reportAction = z.enum(reportActions);
export type ReportAction = z.infer<typeof reportAction>;

/** A short code the reporter can quote, e.g. "MR-1A2B3C4D". */
export const moderationReference = (reportId: string): string => `MR-${reportId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/**
 * A member reported something they saw. The reference (listing, member, trade and message ids) is
 * what the page they reported from held, checked by the command side: `reportedMemberId` is the
 * listing's owner, the message's sender, the conversation's other party or the member. `evidence`
 * keeps what the reporter saw at that moment (a listing can be edited afterwards).
 */
export const ReportFiled = defineEvent(
  'ReportFiled',
  1,
  z.object({
    reportId: z.string().uuid(),
    reference: z.string(),
    reporterId: z.string().uuid(),
    subject: reportSubject,
    reportedMemberId: z.string().uuid(),
    listingId: z.string().uuid().nullable(),
    tradeId: z.string().uuid().nullable(),
    messageId: z.string().uuid().nullable(),
    category: reportCategory,
    description: z.string(),
    evidence: z.object({
      listingTitle: z.string().nullable(),
      listingDescription: z.string().nullable(),
      messageText: z.string().nullable(),
    }),
    filedAt: z.string(),
  }),
);

/** An administrator found nothing to act on. The reporter is told in general words. */
export const ReportDismissed = defineEvent(
  'ReportDismissed',
  1,
  z.object({
    reportId: z.string().uuid(),
    reporterId: z.string().uuid(),
    dismissedBy: z.string().uuid(),
    note: z.string().nullable(),
    dismissedAt: z.string(),
  }),
);

/**
 * An administrator acted on a report; the action itself is its own event on its own stream
 * (`ListingDeactivated`, `AdminMessageSent`, `MemberSuspended`), written in the same append.
 */
export const ReportActioned = defineEvent(
  'ReportActioned',
  1,
  z.object({
    reportId: z.string().uuid(),
    reporterId: z.string().uuid(),
    action: reportAction,
    actedBy: z.string().uuid(),
    note: z.string().nullable(),
    actedAt: z.string(),
  }),
);

/**
 * An administrator suspended a member: they cannot sign in, their sessions end and their listings
 * leave the marketplace until the suspension is lifted or `endsAt` (null: until lifted) has
 * passed. Whether it is still in force is decided when read, from `endsAt`.
 */
export const MemberSuspended = defineEvent(
  'MemberSuspended',
  1,
  z.object({
    suspensionId: z.string().uuid(),
    memberId: z.string().uuid(),
    reason: z.string(),
    endsAt: z.string().nullable(),
    suspendedBy: z.string().uuid(),
    /** The report it answers, when it came from one. */
    reportId: z.string().uuid().nullable(),
    suspendedAt: z.string(),
  }),
);

/** An administrator lifted a suspension before its end. */
export const MemberSuspensionLifted = defineEvent(
  'MemberSuspensionLifted',
  1,
  z.object({
    suspensionId: z.string().uuid(),
    memberId: z.string().uuid(),
    liftedBy: z.string().uuid(),
    note: z.string().nullable(),
    liftedAt: z.string(),
  }),
);

/**
 * A member reported one thing (a listing, a member, a conversation or a message; `targetId` is its
 * id): appended to `reported_target-<reporterId>-<subject>-<targetId>` together with the report's
 * ReportFiled, so that stream names the member's latest report of it (whose own stream says
 * whether it is still open) and two reports at once are decided one after the other.
 */
export const TargetReported = defineEvent(
  'TargetReported',
  1,
  z.object({
    reporterId: z.string().uuid(),
    subject: reportSubject,
    targetId: z.string().uuid(),
    reportId: z.string().uuid(),
    reportedAt: z.string(),
  }),
);

export type TargetReportEvent = EventOf<typeof TargetReported>;
export type ReportEvent = EventOf<typeof ReportFiled> | EventOf<typeof ReportDismissed> | EventOf<typeof ReportActioned>;
export type SuspensionEvent = EventOf<typeof MemberSuspended> | EventOf<typeof MemberSuspensionLifted>;

/** Is a suspension ending at `endsAt` (null: until lifted) still in force at `now`? */
export const suspensionInForce = (endsAt: string | Date | null, now: Date): boolean =>
  endsAt === null || new Date(endsAt).getTime() > now.getTime();

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const moderationEvents = [TargetReported, ReportFiled, ReportDismissed, ReportActioned, MemberSuspended, MemberSuspensionLifted] as const;
