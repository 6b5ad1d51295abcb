import { describe, expect, it } from 'vitest';
import { supportReference, supportRequestDecider, type SubmitSupportRequest } from './support-request';
import { contactSchema, reportSchema } from '@barteraid/events/contracts/support';
import { DeciderSpecification } from '../testing/decider-specification';

const requestId = '0b7f5e2c-4d1a-4c8e-9f3a-2e6d7c8b9a01';
const now = '2026-11-20T10:00:00.000Z';
const { given } = DeciderSpecification.for(supportRequestDecider);

const report: SubmitSupportRequest = {
  type: 'SubmitSupportRequest',
  requestId,
  kind: 'report',
  category: 'fraud',
  name: null,
  email: 'witness@example.org',
  subject: null,
  message: 'This listing asks for payment outside the app.',
  listingId: 'listing-42',
  tradeId: null,
  reportedUsername: 'scammer_1',
  memberId: null,
  now,
};

describe('support request decider', () => {
  it('given nothing, when a report is submitted, then it is recorded with a reference', () => {
    given([]).when(report).then([{
      type: 'SupportRequestSubmitted',
      data: {
        requestId,
        reference: 'RP-0B7F5E2C',
        kind: 'report',
        category: 'fraud',
        name: null,
        email: 'witness@example.org',
        subject: null,
        message: 'This listing asks for payment outside the app.',
        listingId: 'listing-42',
        tradeId: null,
        reportedUsername: 'scammer_1',
        memberId: null,
        submittedAt: now,
      },
    }]);
  });

  it('given a submitted request, when it is submitted again, then it is refused', () => {
    const submitted = given([]).when(report).thenMatches([{ type: 'SupportRequestSubmitted' }]);
    given(submitted).when(report).thenThrows('This request was already received.');
  });

  it('never records a category on a contact message', () => {
    given([]).when({ ...report, kind: 'contact', category: 'fraud', name: 'Ana' }).then(([event]) => {
      expect(event!.data.category).toBeNull();
      expect(event!.data.reference).toBe(supportReference('contact', requestId));
      expect(event!.data.reference).toBe('SR-0B7F5E2C');
    });
  });
});

describe('support form validation', () => {
  const contact = { name: 'Ana', email: 'ana@example.org', subject: 'Question', message: 'How do trades work here?' };
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('accepts a complete contact form and trims it', () => {
    expect(contactSchema.parse({ ...contact, name: '  Ana  ' })).toEqual(contact);
  });

  it('names each missing or malformed contact field', () => {
    expect(firstMessage(contactSchema.safeParse({ ...contact, name: ' ' }))).toBe('Missing Information: Please enter your name.');
    expect(firstMessage(contactSchema.safeParse({ ...contact, email: undefined }))).toBe(
      'Missing Information: Please enter your email address.',
    );
    expect(firstMessage(contactSchema.safeParse({ ...contact, email: 'ana@' }))).toBe(
      'Invalid Email: Please enter a valid email address.',
    );
    expect(firstMessage(contactSchema.safeParse({ ...contact, message: 'Hi' }))).toBe(
      'Message Too Short: Please write at least 10 characters.',
    );
    expect(firstMessage(contactSchema.safeParse({ ...contact, subject: 'x'.repeat(151) }))).toBe(
      'Subject must be at most 150 characters.',
    );
  });

  it('makes report contact details optional but checks them when given', () => {
    const parsed = reportSchema.parse({ category: 'safety', description: 'Someone was threatening at the pickup.', contactEmail: '' });
    expect(parsed).toMatchObject({ category: 'safety', contactEmail: null, listingId: null, subject: null });
    expect(firstMessage(reportSchema.safeParse({ category: 'safety', description: 'Long enough text', contactEmail: 'nope' }))).toBe(
      'Invalid Email: Please enter a valid email address.',
    );
    expect(firstMessage(reportSchema.safeParse({ description: 'Long enough text' }))).toBe(
      'Missing Information: Please choose what you are reporting.',
    );
    expect(firstMessage(reportSchema.safeParse({ category: 'spam', description: 'Long enough text' }))).toBe(
      'Invalid Category: Choose one of safety, fraud, harassment, listing, trade, other.',
    );
  });
});
