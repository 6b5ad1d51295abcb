import { moderationReference, type ReportAction, type ReportCategory, type ReportEvent, type ReportSubject } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import type { TradeParties } from '../trades/trade-parties';
import { moderationMessages } from '@barteraid/events/messages/moderation';
import { listingsMessages } from '@barteraid/events/messages/listings';
import { membersMessages } from '@barteraid/events/messages/members';
import { tradesMessages } from '@barteraid/events/messages/trades';

/**
 * What the reported thing is, read from its own streams by the command side (never from the
 * request beyond its ids). Null parts mean "no such thing".
 */
export type ReportTarget =
  | { subject: 'listing'; listingId: string; listing: { ownerId: string; title: string; description: string } | null }
  | { subject: 'member'; memberId: string; exists: boolean }
  | { subject: 'conversation'; tradeId: string; parties: TradeParties | null }
  | {
      subject: 'message';
      tradeId: string;
      parties: TradeParties | null;
      /** The message, if the trade's conversation holds one with that id. */
      message: { messageId: string; senderId: string; content: string } | null;
    };

export type ReportState =
  | { status: 'none' }
  | {
      status: 'open' | 'actioned' | 'dismissed';
      reportId: string;
      reporterId: string;
      reportedMemberId: string;
      subject: ReportSubject;
      listingId: string | null;
      actions: ReportAction[];
    };

export type ReportCommand =
  | {
      type: 'FileReport';
      reportId: string;
      reporterId: string;
      target: ReportTarget;
      category: ReportCategory;
      description: string;
      now: string;
    }
  | { type: 'DismissReport'; adminId: string; note: string | null; now: string }
  | { type: 'RecordReportAction'; adminId: string; action: ReportAction; note: string | null; now: string };

export const reportMessages = {
  alreadyFiled: moderationMessages.message('reportAlreadyFiled'),
  notFound: moderationMessages.message('reportNotFound'),
  listingNotFound: listingsMessages.message('notFound'),
  memberNotFound: membersMessages.message('notFound'),
  tradeNotFound: tradesMessages.message('notFound'),
  messageNotFound: moderationMessages.message('messageNotFound'),
  ownListing: moderationMessages.message('ownListing'),
  yourself: moderationMessages.message('reportYourself'),
  ownMessage: moderationMessages.message('ownMessage'),
  alreadyDismissed: moderationMessages.message('alreadyDismissed'),
  alreadyActioned: moderationMessages.message('alreadyActioned'),
  actionTaken: moderationMessages.message('actionTaken'),
  notAListing: moderationMessages.message('notAListing'),
} as const;

const isParty = (parties: TradeParties, memberId: string) => parties.initiatorId === memberId || parties.recipientId === memberId;
const otherParty = (parties: TradeParties, memberId: string) => (parties.initiatorId === memberId ? parties.recipientId : parties.initiatorId);

/** Who the report is about, and what the reporter saw; refuses what the reporter may not report. */
function reported(target: ReportTarget, reporterId: string) {
  switch (target.subject) {
    case 'listing': {
      if (!target.listing) return reject('not_found', reportMessages.listingNotFound);
      if (target.listing.ownerId === reporterId) return reject('invalid', reportMessages.ownListing);
      return {
        reportedMemberId: target.listing.ownerId,
        ids: { listingId: target.listingId, tradeId: null, messageId: null },
        evidence: { listingTitle: target.listing.title, listingDescription: target.listing.description, messageText: null },
      };
    }
    case 'member':
      if (!target.exists) return reject('not_found', reportMessages.memberNotFound);
      if (target.memberId === reporterId) return reject('invalid', reportMessages.yourself);
      return {
        reportedMemberId: target.memberId,
        ids: { listingId: null, tradeId: null, messageId: null },
        evidence: { listingTitle: null, listingDescription: null, messageText: null },
      };
    case 'conversation':
      // Only its two members may report a conversation; anyone else learns nothing of the trade.
      if (!target.parties || !isParty(target.parties, reporterId)) return reject('not_found', reportMessages.tradeNotFound);
      return {
        reportedMemberId: otherParty(target.parties, reporterId),
        ids: { listingId: null, tradeId: target.tradeId, messageId: null },
        evidence: { listingTitle: null, listingDescription: null, messageText: null },
      };
    case 'message':
      if (!target.parties || !isParty(target.parties, reporterId)) return reject('not_found', reportMessages.tradeNotFound);
      if (!target.message) return reject('not_found', reportMessages.messageNotFound);
      if (target.message.senderId === reporterId) return reject('invalid', reportMessages.ownMessage);
      return {
        reportedMemberId: target.message.senderId,
        ids: { listingId: null, tradeId: target.tradeId, messageId: target.message.messageId },
        evidence: { listingTitle: null, listingDescription: null, messageText: target.message.content },
      };
    default:
      return exhaustive(target);
  }
}

function requireFiled(state: ReportState) {
  if (state.status === 'none') return reject('not_found', reportMessages.notFound);
  return state;
}

/** One stream per report: filed once, then dismissed, or acted on (each action once). */
export const reportDecider: Decider<ReportCommand, ReportState, ReportEvent> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'ReportFiled': {
        const { reportId, reporterId, reportedMemberId, subject, listingId } = event.data;
        return { status: 'open', reportId, reporterId, reportedMemberId, subject, listingId, actions: [] };
      }
      case 'ReportDismissed':
        return state.status === 'none' ? state : { ...state, status: 'dismissed' };
      case 'ReportActioned':
        return state.status === 'none' ? state : { ...state, status: 'actioned', actions: [...state.actions, event.data.action] };
      default:
        return exhaustive(event, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'FileReport': {
        if (state.status !== 'none') return reject('conflict', reportMessages.alreadyFiled);
        const { reportedMemberId, ids, evidence } = reported(command.target, command.reporterId);
        return [
          {
            type: 'ReportFiled',
            data: {
              reportId: command.reportId,
              reference: moderationReference(command.reportId),
              reporterId: command.reporterId,
              subject: command.target.subject,
              reportedMemberId,
              ...ids,
              category: command.category,
              description: command.description,
              evidence,
              filedAt: command.now,
            },
          },
        ];
      }

      case 'DismissReport': {
        const report = requireFiled(state);
        if (report.status === 'dismissed') return reject('conflict', reportMessages.alreadyDismissed);
        if (report.status === 'actioned') return reject('conflict', reportMessages.alreadyActioned);
        return [
          {
            type: 'ReportDismissed',
            data: { reportId: report.reportId, reporterId: report.reporterId, dismissedBy: command.adminId, note: command.note, dismissedAt: command.now },
          },
        ];
      }

      case 'RecordReportAction': {
        const report = requireFiled(state);
        if (report.status === 'dismissed') return reject('conflict', reportMessages.alreadyDismissed);
        if (report.actions.includes(command.action)) return reject('conflict', reportMessages.actionTaken);
        if (command.action === 'listing_taken_down' && report.subject !== 'listing') return reject('invalid', reportMessages.notAListing);
        return [
          {
            type: 'ReportActioned',
            data: {
              reportId: report.reportId,
              reporterId: report.reporterId,
              action: command.action,
              actedBy: command.adminId,
              note: command.note,
              actedAt: command.now,
            },
          },
        ];
      }

      default:
        return exhaustive(command);
    }
  },
};
