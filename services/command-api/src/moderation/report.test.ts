import { describe, it } from 'vitest';
import type { ReportEvent } from '@barteraid/events';
import { DeciderSpecification } from '../testing/decider-specification';
import { sample } from '../testing/sample-ids';
import { reportDecider, reportMessages, type ReportCommand, type ReportTarget } from './report';

const { given } = DeciderSpecification.for(reportDecider);
const reportId = sample.disputeId;
const reporter = sample.initiator;
const { owner, stranger, admin, now, later } = sample;
const parties = { tradeId: sample.tradeId, initiatorId: reporter, recipientId: owner };

const file = (target: ReportTarget, by = reporter): ReportCommand => ({
  type: 'FileReport',
  reportId,
  reporterId: by,
  target,
  category: 'fraud',
  description: 'Asked me to pay in cash outside the app.',
  now,
});

const listingTarget: ReportTarget = {
  subject: 'listing',
  listingId: sample.listingId,
  listing: { ownerId: owner, title: 'Generator for a week', description: 'Pay me first by wire.' },
};
const messageTarget = (senderId = owner): ReportTarget => ({
  subject: 'message',
  tradeId: sample.tradeId,
  parties,
  message: { messageId: sample.firstId, senderId, content: 'Send the money to my cousin.' },
});

const filedListing: ReportEvent = {
  type: 'ReportFiled',
  data: {
    reportId,
    reference: 'MR-6F5E4D3C',
    reporterId: reporter,
    subject: 'listing',
    reportedMemberId: owner,
    listingId: sample.listingId,
    tradeId: null,
    messageId: null,
    category: 'fraud',
    description: 'Asked me to pay in cash outside the app.',
    evidence: { listingTitle: 'Generator for a week', listingDescription: 'Pay me first by wire.', messageText: null },
    filedAt: now,
  },
};

const act = (action: 'listing_taken_down' | 'member_warned' | 'member_suspended'): ReportCommand => ({
  type: 'RecordReportAction',
  adminId: admin,
  action,
  note: 'Payment outside the app',
  now: later,
});
const dismiss: ReportCommand = { type: 'DismissReport', adminId: admin, note: null, now: later };

describe('report decider: filing', () => {
  it('given nothing, when a member reports a listing, then the report names its owner and keeps what the member saw', () => {
    given([]).when(file(listingTarget)).then([filedListing]);
  });

  it('given nothing, when a party reports a message, then the report names its sender and keeps its text', () => {
    given([]).when(file(messageTarget())).thenMatches([
      {
        type: 'ReportFiled',
        data: { subject: 'message', reportedMemberId: owner, tradeId: sample.tradeId, messageId: sample.firstId, evidence: { messageText: 'Send the money to my cousin.' } },
      },
    ]);
  });

  it('given nothing, when a party reports the whole conversation, then the other party is reported', () => {
    given([]).when(file({ subject: 'conversation', tradeId: sample.tradeId, parties }, owner)).thenMatches([
      { data: { subject: 'conversation', reporterId: owner, reportedMemberId: reporter, tradeId: sample.tradeId, messageId: null } },
    ]);
  });

  it('given nothing, when a member reports another member, then that member is reported', () => {
    given([]).when(file({ subject: 'member', memberId: stranger, exists: true })).thenMatches([{ data: { subject: 'member', reportedMemberId: stranger } }]);
  });

  it('refuses a stranger to the trade as if the trade did not exist', () => {
    given([]).when(file({ subject: 'conversation', tradeId: sample.tradeId, parties }, stranger)).thenRejects('not_found', reportMessages.tradeNotFound);
    given([]).when(file(messageTarget(), stranger)).thenRejects('not_found', reportMessages.tradeNotFound);
    given([]).when(file({ subject: 'conversation', tradeId: sample.tradeId, parties: null })).thenRejects('not_found', reportMessages.tradeNotFound);
  });

  it('refuses what does not exist', () => {
    given([]).when(file({ subject: 'listing', listingId: sample.listingId, listing: null })).thenRejects('not_found', reportMessages.listingNotFound);
    given([]).when(file({ subject: 'member', memberId: stranger, exists: false })).thenRejects('not_found', reportMessages.memberNotFound);
    given([]).when(file({ ...messageTarget(), message: null } as ReportTarget)).thenRejects('not_found', reportMessages.messageNotFound);
  });

  it('refuses reporting oneself, one’s own listing or one’s own message', () => {
    given([]).when(file(listingTarget, owner)).thenRejects('invalid', reportMessages.ownListing);
    given([]).when(file({ subject: 'member', memberId: reporter, exists: true })).thenRejects('invalid', reportMessages.yourself);
    given([]).when(file(messageTarget(reporter))).thenRejects('invalid', reportMessages.ownMessage);
  });

  it('given a filed report, when it is filed again, then it is refused', () => {
    given([filedListing]).when(file(listingTarget)).thenRejects('conflict', reportMessages.alreadyFiled);
  });
});

describe('report decider: an administrator’s answer', () => {
  it('given an open report, when an admin dismisses it, then the dismissal names the admin and the reporter', () => {
    given([filedListing]).when(dismiss).then([
      { type: 'ReportDismissed', data: { reportId, reporterId: reporter, dismissedBy: admin, note: null, dismissedAt: later } },
    ]);
  });

  it('given an open report, when an admin acts on it, then the action names the admin', () => {
    given([filedListing]).when(act('listing_taken_down')).then([
      {
        type: 'ReportActioned',
        data: { reportId, reporterId: reporter, action: 'listing_taken_down', actedBy: admin, note: 'Payment outside the app', actedAt: later },
      },
    ]);
  });

  it('given an acted-on report, then other actions follow but the same one twice and a dismissal are refused', () => {
    const taken = given([filedListing]).when(act('listing_taken_down')).thenMatches([{ type: 'ReportActioned' }]);
    const history = [filedListing, ...taken];
    given(history).when(act('member_suspended')).thenMatches([{ data: { action: 'member_suspended' } }]);
    given(history).when(act('listing_taken_down')).thenRejects('conflict', reportMessages.actionTaken);
    given(history).when(dismiss).thenRejects('conflict', reportMessages.alreadyActioned);
  });

  it('given a dismissed report, then it is neither dismissed again nor acted on', () => {
    const dismissed = given([filedListing]).when(dismiss).thenMatches([{ type: 'ReportDismissed' }]);
    given([filedListing, ...dismissed]).when(dismiss).thenRejects('conflict', reportMessages.alreadyDismissed);
    given([filedListing, ...dismissed]).when(act('member_warned')).thenRejects('conflict', reportMessages.alreadyDismissed);
  });

  it('takes down only a reported listing, and answers nothing for an unknown report', () => {
    const memberReport = given([]).when(file({ subject: 'member', memberId: owner, exists: true })).thenMatches([{ type: 'ReportFiled' }]);
    given(memberReport).when(act('listing_taken_down')).thenRejects('invalid', reportMessages.notAListing);
    given([]).when(dismiss).thenRejects('not_found', reportMessages.notFound);
  });
});
