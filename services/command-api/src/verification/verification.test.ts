import { describe, expect, it } from 'vitest';
import type { VerificationEvent } from '@barteraid/events';
import { fold } from '../decider';
import { verificationDecider, verificationMessages, type VerificationCommand } from './verification';
import { DeciderSpecification } from '../testing/decider-specification';

const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const adminId = '9a1d2c3b-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const first = '0b7f5e2c-4d1a-4c8e-9f3a-2e6d7c8b9a01';
const second = '1c8f6e3d-5e2b-4d9f-8a4b-3f7e8d9cab12';
const now = '2026-11-20T10:00:00.000Z';

const submit = (submissionId: string): VerificationCommand => ({
  type: 'SubmitVerification',
  submissionId,
  memberId,
  verificationType: 'ebt',
  formData: { ebtCardNumber: '1234', issuingState: 'Texas', householdSize: 3, monthlyBenefit: '$420' },
  documents: [{ name: 'ebt-card.jpg', objectId: null }],
  now,
});
const decide = (decision: 'approved' | 'rejected', reason: string | null = null): VerificationCommand => ({
  type: 'DecideVerification',
  memberId,
  decision,
  by: adminId,
  reason,
  now,
});

const { given } = DeciderSpecification.for(verificationDecider);

const submitted = (submissionId = first): VerificationEvent => 
  given([]).when(submit(submissionId)).thenMatches([{ type: 'VerificationSubmitted' }])[0]!;
const approved: VerificationEvent = {
  type: 'VerificationApproved',
  data: { submissionId: first, memberId, verificationType: 'ebt', by: adminId, reason: null, approvedAt: now },
};
const rejected: VerificationEvent = {
  type: 'VerificationRejected',
  data: { submissionId: first, memberId, verificationType: 'ebt', by: adminId, reason: 'The card photo is unreadable.', rejectedAt: now },
};

describe('verification decider', () => {
  it('given nothing, when a member submits, then the submission is recorded (pending)', () => {
    given([]).when(submit(first)).then([
      {
        type: 'VerificationSubmitted',
        data: {
          submissionId: first,
          memberId,
          verificationType: 'ebt',
          formData: { ebtCardNumber: '1234', issuingState: 'Texas', householdSize: 3, monthlyBenefit: '$420' },
          documents: [{ name: 'ebt-card.jpg', objectId: null }],
          submittedAt: now,
        },
      },
    ]);
  });

  it('given a pending submission, when the member submits again, then it is refused', () => {
    given([submitted()]).when(submit(second)).thenThrows(verificationMessages.alreadyPending);
  });

  it('given an approved submission, when the member submits again, then it is refused', () => {
    given([submitted(), approved]).when(submit(second)).thenThrows(verificationMessages.alreadyApproved);
  });

  it('given a rejected submission, when the member submits again, then a new pending submission is recorded', () => {
    const events = given([submitted(), rejected])
      .when(submit(second))
      .thenMatches([{ type: 'VerificationSubmitted', data: { submissionId: second } }]);
    expect(fold(verificationDecider, [submitted(), rejected, ...events]).current).toEqual({
      submissionId: second,
      verificationType: 'ebt',
      status: 'pending',
    });
  });

  it('given a pending submission, when an admin approves, then it is approved by that admin', () => {
    given([submitted()]).when(decide('approved')).then([approved]);
  });

  it('given a pending submission, when an admin rejects with a reason, then it is rejected with the reason', () => {
    given([submitted()]).when(decide('rejected', 'The card photo is unreadable.')).then([rejected]);
  });

  it('given nothing submitted, when an admin decides, then it is refused', () => {
    given([]).when(decide('approved')).thenThrows(verificationMessages.nothingToDecide);
  });

  it('given an approved submission, when approved again, then nothing changes; when rejected, then it is refused', () => {
    given([submitted(), approved]).when(decide('approved')).thenNothingHappened();
    given([submitted(), approved]).when(decide('rejected')).thenThrows('Already Decided: This verification was already approved.');
  });

  it('given a rejected then resubmitted verification, when approved, then the new submission is approved', () => {
    given([submitted(), rejected, submitted(second)])
      .when(decide('approved'))
      .then(([event]) => expect(event).toMatchObject({ type: 'VerificationApproved', data: { submissionId: second, by: adminId } }));
  });
});
