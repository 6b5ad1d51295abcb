import { describe, expect, it } from 'vitest';
import type { ReportEvent, TargetReportEvent } from '@barteraid/events';
import { DeciderSpecification } from '../testing/decider-specification';
import { sample } from '../testing/sample-ids';
import { reportedTargetDecider, reportedTargetMessages, targetIdOf, type ReportedTargetCommand } from './reported-target';

const { given } = DeciderSpecification.for(reportedTargetDecider);
const { initiator: reporter, owner, admin, now, later, firstId, secondId } = sample;

const counted = (reportId: string): TargetReportEvent => ({
  type: 'TargetReported',
  data: { reporterId: reporter, subject: 'member', targetId: owner, reportId, reportedAt: now },
});
const filed = (reportId: string): ReportEvent => ({
  type: 'ReportFiled',
  data: {
    reportId,
    reference: 'MR-11111111',
    reporterId: reporter,
    subject: 'member',
    reportedMemberId: owner,
    listingId: null,
    tradeId: null,
    messageId: null,
    category: 'harassment',
    description: 'Keeps messaging me after I said no.',
    evidence: { listingTitle: null, listingDescription: null, messageText: null },
    filedAt: now,
  },
});
const report = (reportId: string): ReportedTargetCommand => ({ type: 'CountReport', reporterId: reporter, subject: 'member', targetId: owner, reportId, now: later });

describe('reported target decider: one open report per reporter and target', () => {
  it('given no report of the member, when the reporter reports them, then it becomes their latest report of them', () => {
    given([]).when(report(firstId)).then([
      { type: 'TargetReported', data: { reporterId: reporter, subject: 'member', targetId: owner, reportId: firstId, reportedAt: later } },
    ]);
  });

  it('given an open report, when the reporter reports the same member again, then 409 says the team is still on it', () => {
    given([counted(firstId), filed(firstId)]).when(report(secondId)).thenRejects('conflict', reportedTargetMessages.stillOpen);
  });

  it.each<[string, ReportEvent]>([
    ['dismissed', { type: 'ReportDismissed', data: { reportId: firstId, reporterId: reporter, dismissedBy: admin, note: null, dismissedAt: now } }],
    [
      'acted on',
      { type: 'ReportActioned', data: { reportId: firstId, reporterId: reporter, action: 'member_warned', actedBy: admin, note: null, actedAt: now } },
    ],
  ])('given the latest report was %s, when the reporter reports the member again, then it is accepted', (_how, decided) => {
    given([counted(firstId), filed(firstId), decided]).when(report(secondId)).thenMatches([{ type: 'TargetReported', data: { reportId: secondId } }]);
  });

  it('a decision on another report says nothing about the latest one', () => {
    const other: ReportEvent = { type: 'ReportDismissed', data: { reportId: sample.disputeId, reporterId: reporter, dismissedBy: admin, note: null, dismissedAt: now } };
    given([counted(firstId), filed(firstId), other]).when(report(secondId)).thenRejects('conflict', reportedTargetMessages.stillOpen);
  });

  it('names each kind of target by its own id', () => {
    expect(targetIdOf({ subject: 'listing', listingId: sample.listingId })).toBe(sample.listingId);
    expect(targetIdOf({ subject: 'member', memberId: owner })).toBe(owner);
    expect(targetIdOf({ subject: 'conversation', tradeId: sample.tradeId })).toBe(sample.tradeId);
    expect(targetIdOf({ subject: 'message', tradeId: sample.tradeId, messageId: firstId })).toBe(firstId);
  });
});
