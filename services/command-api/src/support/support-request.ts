import type { ReportCategory, SupportEvent, SupportRequestKind } from '@barteraid/events';
import { exhaustive, reject, type Decider } from '../decider';
import { supportMessages } from '@barteraid/events/messages/support';

export interface SupportRequestState {
  submitted: boolean;
}

export interface SubmitSupportRequest {
  type: 'SubmitSupportRequest';
  requestId: string;
  kind: SupportRequestKind;
  category: ReportCategory | null;
  name: string | null;
  email: string | null;
  subject: string | null;
  message: string;
  listingId: string | null;
  tradeId: string | null;
  reportedUsername: string | null;
  /** The signed-in member, from the session; null for visitors. */
  memberId: string | null;
  now: string;
}

export type SupportRequestCommand = SubmitSupportRequest;

/** A short code people can quote, e.g. "SR-1A2B3C4D" (contact) or "RP-…" (report). */
export function supportReference(kind: SupportRequestKind, requestId: string): string {
  return `${kind === 'report' ? 'RP' : 'SR'}-${requestId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** One stream per support request; it is submitted once. */
export const supportRequestDecider: Decider<SupportRequestCommand, SupportRequestState, SupportEvent> = {
  initialState: { submitted: false },
  evolve(state, event) {
    switch (event.type) {
      case 'SupportRequestSubmitted':
        return { submitted: true };
      default:
        return exhaustive(event.type, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SubmitSupportRequest': {
        if (state.submitted) return reject('conflict', supportMessages.message('alreadyReceived'));
        const { type: _type, now, ...request } = command;
        return [
          {
            type: 'SupportRequestSubmitted',
            data: {
              ...request,
              reference: supportReference(command.kind, command.requestId),
              category: command.kind === 'report' ? command.category : null,
              submittedAt: now,
            },
          },
        ];
      }
      default:
        return exhaustive(command.type);
    }
  },
};
