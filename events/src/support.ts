import { z } from 'zod';
import { defineEvent, type EventOf } from './catalogue';

/** What a report is about; the support team triages by category. */
export const reportCategories = ['safety', 'fraud', 'harassment', 'listing', 'trade', 'other'] as const;
export const reportCategory = z.enum(reportCategories);
export type ReportCategory = z.infer<typeof reportCategory>;

/** A contact-form message or a report of a problem; both go to the support team. */
export const supportRequestKinds = ['contact', 'report'] as const;
export type SupportRequestKind = (typeof supportRequestKinds)[number];

/**
 * Anyone may write to support, signed in or not. The signed-in member (if any) is taken
 * from the session, never from the form, and recorded as memberId.
 */
export const SupportRequestSubmitted = defineEvent(
  'SupportRequestSubmitted',
  1,
  z.object({
    requestId: z.string().uuid(),
    /** Short code the person can quote when they follow up. */
    reference: z.string(),
    kind: z.enum(supportRequestKinds),
    category: reportCategory.nullable(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    subject: z.string().nullable(),
    message: z.string(),
    listingId: z.string().nullable(),
    tradeId: z.string().nullable(),
    reportedUsername: z.string().nullable(),
    memberId: z.string().uuid().nullable(),
    submittedAt: z.string(),
  }),
);

export type SupportEvent = EventOf<typeof SupportRequestSubmitted>;

/** This feature's part of the event catalogue (`registry.ts` collects every feature's list). */
export const supportEvents = [SupportRequestSubmitted] as const;
