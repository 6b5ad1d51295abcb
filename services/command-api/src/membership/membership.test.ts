import { describe, expect, it } from 'vitest';
import type { InvitationEvent, MembershipEvent } from '@barteraid/events';
import { membershipDecider, membershipMessages, type MembershipCommand } from './membership';
import { invitationDecider, invitationMessages, type InvitationCommand } from './invitation';
import { DeciderSpecification } from '../testing/decider-specification';

const memberId = '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11';
const otherId = '9e0a1b2c-3d4e-4f50-8a6b-7c8d9e0f1a2b';
const adminId = '1f2e3d4c-5b6a-4789-8a7b-6c5d4e3f2a1b';
const applicationId = '0d6f3a52-8a4c-4f7e-9b1e-3c2d1a0b9f8e';
const now = '2026-11-20T10:00:00.000Z';

const { given: givenMembership } = DeciderSpecification.for(membershipDecider);
const { given: givenInvitation } = DeciderSpecification.for(invitationDecider);

const startTrial: MembershipCommand = { type: 'StartTrial', memberId, invitationCode: 'WELCOME-TRIAL', invitedBy: adminId, now };
const apply = (reason: string): MembershipCommand => ({ type: 'SubmitApplication', applicationId, memberId, tier: 'free_assistance', reason, now });
const issued: InvitationEvent = { type: 'InvitationIssued', data: { code: 'WELCOME-TRIAL', issuedBy: adminId, note: null, issuedAt: now } };
const redeem = (by: string): InvitationCommand => ({ type: 'RedeemInvitation', code: 'WELCOME-TRIAL', memberId: by, now });

describe('membership decider', () => {
  it('grants a guest trial that ends 60 days later', () => {
    givenMembership([]).when(startTrial).then([
      {
        type: 'TrialGranted',
        data: { memberId, invitationCode: 'WELCOME-TRIAL', invitedBy: adminId, trialExpiresAt: '2027-01-19T10:00:00.000Z', grantedAt: now },
      },
    ]);
  });

  it('grants one trial per member; the same code again changes nothing', () => {
    const granted = givenMembership([]).when(startTrial).thenMatches([{ type: 'TrialGranted' }]);
    givenMembership(granted).when(startTrial).thenNothingHappened();
    givenMembership(granted)
      .when({ ...startTrial, invitationCode: 'OTHER-CODE' })
      .thenThrows(expect.objectContaining({ status: 409, data: membershipMessages.trialUsed }));
  });

  it('submits an application with its reason trimmed, one pending at a time', () => {
    const submitted = givenMembership([]).when(apply('  Our church runs the shelter.  ')).then([
      { type: 'MembershipApplicationSubmitted', data: { applicationId, memberId, tier: 'free_assistance', reason: 'Our church runs the shelter.', submittedAt: now } },
    ]);
    givenMembership(submitted)
      .when(apply('Again'))
      .thenThrows(expect.objectContaining({ status: 409, data: membershipMessages.pending }));
  });

  it('refuses an application without a reason', () => {
    givenMembership([])
      .when(apply(' \n '))
      .thenThrows(expect.objectContaining({ status: 400, data: membershipMessages.reasonRequired }));
  });

  it('records a subscription once', () => {
    const record: MembershipCommand = { type: 'RecordSubscription', memberId, customerId: 'cus_1', subscriptionId: 'sub_1', now };
    const started = givenMembership([]).when(record).then([
      { type: 'SubscriptionStarted', data: { memberId, stripeCustomerId: 'cus_1', stripeSubscriptionId: 'sub_1', startedAt: now } },
    ]);
    givenMembership(started).when(record).thenNothingHappened();
  });
});

describe('membership application review', () => {
  const submitted: MembershipEvent = {
    type: 'MembershipApplicationSubmitted',
    data: { applicationId, memberId, tier: 'emergency_business', reason: 'We run the generator shop.', submittedAt: now },
  };
  const decide = (decision: 'approved' | 'rejected', reason: string | null = null, id = applicationId): MembershipCommand => ({
    type: 'DecideApplication',
    applicationId: id,
    memberId,
    decision,
    by: adminId,
    reason,
    now,
  });

  it('given a pending application, when an admin approves it, then the applied tier is granted with the admin as decider', () => {
    givenMembership([submitted]).when(decide('approved', '  Welcome aboard ')).then([
      {
        type: 'MembershipApplicationApproved',
        data: { applicationId, memberId, tier: 'emergency_business', by: adminId, reason: 'Welcome aboard', decidedAt: now },
      },
    ]);
  });

  it('given a pending application, when an admin rejects it, then the reason is required and recorded', () => {
    givenMembership([submitted])
      .when(decide('rejected', '  '))
      .thenThrows(expect.objectContaining({ status: 400, data: membershipMessages.rejectionReasonRequired }));
    givenMembership([submitted]).when(decide('rejected', 'No business licence attached.')).then([
      {
        type: 'MembershipApplicationRejected',
        data: { applicationId, memberId, tier: 'emergency_business', by: adminId, reason: 'No business licence attached.', decidedAt: now },
      },
    ]);
  });

  it('given a decided application, when it is decided again, then it is a conflict; and the member may apply again', () => {
    const approved = givenMembership([submitted]).when(decide('approved')).thenMatches([{ type: 'MembershipApplicationApproved' }]);
    for (const decision of ['approved', 'rejected'] as const) {
      givenMembership([submitted, ...approved])
        .when(decide(decision, 'Again'))
        .thenThrows(expect.objectContaining({ status: 409, data: membershipMessages.alreadyDecided }));
    }
    const rejected = givenMembership([submitted])
      .when(decide('rejected', 'Missing details'))
      .thenMatches([{ type: 'MembershipApplicationRejected' }]);
    givenMembership([submitted, ...rejected]).when(apply('Licence attached now.')).then((events) => expect(events).toHaveLength(1));
  });

  it('given no such application, when an admin decides, then it is not found', () => {
    givenMembership([])
      .when(decide('approved'))
      .thenThrows(expect.objectContaining({ status: 404, data: membershipMessages.applicationNotFound }));
    givenMembership([submitted]).when(decide('approved', null, otherId)).thenThrows(expect.objectContaining({ status: 404 }));
  });
});

describe('invitation decider', () => {
  it('issues a code once', () => {
    const issue: InvitationCommand = { type: 'IssueInvitation', code: 'WELCOME-TRIAL', issuedBy: adminId, note: null, now };
    givenInvitation([]).when(issue).then([issued]);
    givenInvitation([issued]).when(issue).thenThrows(expect.objectContaining({ status: 409, data: invitationMessages.exists }));
  });

  it('is redeemed once: the same member again is a no-op, anyone else finds it used', () => {
    const redeemed = givenInvitation([issued])
      .when(redeem(memberId))
      .then([{ type: 'InvitationRedeemed', data: { code: 'WELCOME-TRIAL', memberId, redeemedAt: now } }]);
    givenInvitation([issued, ...redeemed]).when(redeem(memberId)).thenNothingHappened();
    givenInvitation([issued, ...redeemed])
      .when(redeem(otherId))
      .thenThrows(expect.objectContaining({ status: 409, data: invitationMessages.used }));
  });

  it('refuses a code nobody issued with 400', () => {
    givenInvitation([]).when(redeem(memberId)).thenThrows(expect.objectContaining({ status: 400, data: invitationMessages.unknown }));
  });
});
