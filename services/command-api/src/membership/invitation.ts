import type { InvitationEvent } from '@barteraid/events';
import { HttpError } from '@barteraid/infra';
import { exhaustive, reject, type Decider } from '../decider';
import { membershipMessages as texts } from '@barteraid/events/messages/membership';

export interface InvitationState {
  issuedBy: string | null;
  redeemedBy: string | null;
}

export type InvitationCommand =
  | { type: 'IssueInvitation'; code: string; issuedBy: string; note: string | null; now: string }
  | { type: 'RedeemInvitation'; code: string; memberId: string; now: string };

export const invitationMessages = {
  unknown: texts.message('invitationUnknown'),
  used: texts.message('invitationUsed'),
  exists: texts.message('invitationExists'),
} as const;

/** One invitation code (`invitation-<CODE>`): issued once by an admin, redeemed once by a member. */
export const invitationDecider: Decider<InvitationCommand, InvitationState, InvitationEvent> = {
  initialState: { issuedBy: null, redeemedBy: null },
  evolve(state, event) {
    switch (event.type) {
      case 'InvitationIssued':
        return { ...state, issuedBy: event.data.issuedBy };
      case 'InvitationRedeemed':
        return { ...state, redeemedBy: event.data.memberId };
      default:
        return exhaustive(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'IssueInvitation':
        if (state.issuedBy) return reject('conflict', invitationMessages.exists);
        return [
          { type: 'InvitationIssued', data: { code: command.code, issuedBy: command.issuedBy, note: command.note, issuedAt: command.now } },
        ];
      case 'RedeemInvitation':
        if (!state.issuedBy) throw new HttpError(400, invitationMessages.unknown, { field: 'invitationCode' });
        // The same member again (a retried request) changes nothing; anyone else finds it used.
        if (state.redeemedBy === command.memberId) return [];
        if (state.redeemedBy) return reject('conflict', invitationMessages.used);
        return [{ type: 'InvitationRedeemed', data: { code: command.code, memberId: command.memberId, redeemedAt: command.now } }];
      default:
        return exhaustive(command);
    }
  },
};
