import { deterministicId, streams } from '@barteraid/events';
import { decideAcross, loadStream, type CommandContext, type Decision } from '../command-handling';
import { invitationDecider } from './invitation';
import { membershipDecider, type MembershipState } from './membership';

export interface TrialStarted {
  state: MembershipState;
  position: number | null;
}

/**
 * A guest trial spans two streams, written in one atomic append: InvitationRedeemed on the code's
 * stream (single use) and TrialGranted on the member's membership stream (one trial per member),
 * each expecting the revision it was decided on. A crash, or a second request with another code
 * at the same instant, can no longer spend a code without granting its trial.
 */
export async function startTrial(context: CommandContext, memberId: string, code: string, now: string): Promise<TrialStarted> {
  return decideAcross(
    context,
    async (): Promise<Decision<TrialStarted>> => {
      const [membership, invitation] = await Promise.all([
        loadStream(context.store, streams.membership(memberId), membershipDecider),
        loadStream(context.store, streams.invitation(code), invitationDecider),
      ]);
      // The member's own refusal (a trial already used) comes before anything about the code.
      membershipDecider.decide({ type: 'StartTrial', memberId, invitationCode: code, invitedBy: '', now }, membership.state);
      const redeemed = invitationDecider.decide({ type: 'RedeemInvitation', code, memberId, now }, invitation.state);
      const granted = membershipDecider.decide(
        { type: 'StartTrial', memberId, invitationCode: code, invitedBy: invitation.state.issuedBy!, now },
        membership.state,
      );
      return {
        writes: [
          { streamName: streams.invitation(code), expected: invitation.expected, events: redeemed, eventIds: () => deterministicId('invitation-redeemed', code) },
          { streamName: streams.membership(memberId), expected: membership.expected, events: granted, eventIds: () => deterministicId('trial-granted', code) },
        ],
        answer: (position) => ({ state: granted.reduce(membershipDecider.evolve, membership.state), position }),
      };
    },
    { retries: 5, deterministicIds: true },
  );
}
