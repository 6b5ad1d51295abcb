import type { AdminEvent } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import { adminMessages } from '@barteraid/events/messages/admin';

export interface AdminMessageState {
  sent: boolean;
}

export interface SendAdminMessage {
  type: 'SendAdminMessage';
  messageId: string;
  memberId: string;
  subject: string;
  message: string;
  sentBy: string;
  now: string;
}

/** One stream per personal message from an admin to a member; it is sent once. */
export const adminMessageDecider: Decider<SendAdminMessage, AdminMessageState, AdminEvent> = {
  initialState: { sent: false },
  evolve(state, event) {
    switch (event.type) {
      case 'AdminMessageSent':
        return { sent: true };
      default:
        return exhaustive(event.type, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SendAdminMessage': {
        if (state.sent) return reject('conflict', adminMessages.message('alreadySent'));
        const { type: _type, now, ...message } = command;
        return [{ type: 'AdminMessageSent', data: { ...message, sentAt: now } }];
      }
      default:
        return exhaustive(command.type);
    }
  },
};
