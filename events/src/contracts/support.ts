import { z } from 'zod';
import { messageFields } from './common';
import { reportCategories } from '../support';
import { multiLineText, singleLineText } from '../text';

/**
 * The support forms as the command API takes and answers them: contact messages and reports, open
 * to everyone (`POST /api/support/contact`, `POST /api/support/report`).
 */

export type { ReportCategory } from '../support';

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

const required = (missing: string, label: string, max: number, lines: 'single' | 'multi' = 'single') =>
  (lines === 'single' ? singleLineText : multiLineText)(label, { error: `Missing Information: ${missing}` })
    .trim()
    .min(1, `Missing Information: ${missing}`)
    .max(max, `${label} must be at most ${max} characters.`);

const optional = (label: string, max: number) =>
  singleLineText(label, { error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

const validEmail = z.string().email('Invalid Email: Please enter a valid email address.');

const longText = (missing: string, label: string) =>
  required(missing, label, MESSAGE_MAX, 'multi').pipe(
    z.string().min(MESSAGE_MIN, `${label} Too Short: Please write at least ${MESSAGE_MIN} characters.`),
  );

/** The contact form: who is writing, how to reach them, and what about. */
export const contactSchema = z.object({
  name: required('Please enter your name.', 'Name', 100),
  email: required('Please enter your email address.', 'Email', 254).pipe(validEmail),
  subject: required('Please enter a subject.', 'Subject', 150),
  message: longText('Please enter your message.', 'Message'),
});
export type ContactBody = z.input<typeof contactSchema>;

/** A report of a safety problem, fraud, harassment or a bad listing or trade. Contact details are optional. */
export const reportSchema = z.object({
  category: z.enum(reportCategories, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Missing Information: Please choose what you are reporting.'
        : `Invalid Category: Choose one of ${reportCategories.join(', ')}.`,
  }),
  description: longText('Please describe what happened.', 'Description'),
  subject: optional('Subject', 150),
  contactEmail: optional('Contact email', 254).pipe(validEmail.nullable()),
  listingId: optional('Listing reference', 100),
  tradeId: optional('Trade reference', 100),
  reportedUsername: optional('Username', 30),
});
export type ReportBody = z.input<typeof reportSchema>;

/** Both forms' answer: a confirmation to show, and the reference people can quote ("SR-…", "RP-…"). */
export const supportRequestReceivedSchema = z.object({ ...messageFields, id: z.string(), reference: z.string() });
export type SupportRequestReceived = z.infer<typeof supportRequestReceivedSchema>;
