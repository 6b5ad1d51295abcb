import type { TeamThreadEvent } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import { conversationsMessages } from '@barteraid/events/messages/conversations';

export interface TeamThreadState {
  /** The team wrote since the member last opened the thread (or the member never opened it). */
  unreadByMember: boolean;
  /** The member opened the thread at least once. */
  everRead: boolean;
}

export type TeamThreadCommand =
  | { type: 'PostTeamMessage'; messageId: string; memberId: string; subject: string; text: string; sentBy: string; now: string }
  | { type: 'ReplyToTeam'; messageId: string; memberId: string; text: string; now: string }
  | { type: 'ReadTeamThread'; memberId: string; now: string };

export const teamThreadMessages = {
  empty: conversationsMessages.message('empty'),
} as const;

/**
 * One member's thread with the BarterAid team. Anyone may add to it (admins always, the member
 * only in their own, which the route ensures by naming the stream after the signed-in member):
 * a member may write first, like a contact form that remembers the answer. Messages written
 * before the thread existed (`AdminMessageSent` alone) are not in this stream, so a first open
 * is recorded even with nothing in it: it marks those read too.
 */
export const teamThreadDecider: Decider<TeamThreadCommand, TeamThreadState, TeamThreadEvent> = {
  initialState: { unreadByMember: false, everRead: false },

  evolve(state, event) {
    switch (event.type) {
      case 'TeamMessageSent':
        return { ...state, unreadByMember: true };
      case 'TeamReplySent':
        return state;
      case 'TeamThreadRead':
        return { unreadByMember: false, everRead: true };
      default:
        return exhaustive(event, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'PostTeamMessage': {
        const text = command.text.trim();
        if (!text) return reject('invalid', teamThreadMessages.empty);
        const { messageId, memberId, subject, sentBy, now } = command;
        return [{ type: 'TeamMessageSent', data: { messageId, memberId, subject: subject.trim(), text, sentBy, sentAt: now } }];
      }
      case 'ReplyToTeam': {
        const text = command.text.trim();
        if (!text) return reject('invalid', teamThreadMessages.empty);
        return [{ type: 'TeamReplySent', data: { messageId: command.messageId, memberId: command.memberId, text, sentAt: command.now } }];
      }
      case 'ReadTeamThread':
        // Opening again with nothing new records nothing.
        if (state.everRead && !state.unreadByMember) return [];
        return [{ type: 'TeamThreadRead', data: { memberId: command.memberId, readAt: command.now } }];
      default:
        return exhaustive(command);
    }
  },
};
