import { deterministicId, streams, type MembershipTier, type MemberEvent } from '@barteraid/events';
import { decideAcross, loadStream, type CommandContext, type Decision, type PlannedWrite } from '../command-handling';
import { membershipDecider } from '../membership/membership';
import { verificationDecider } from './verification';

/** The tier a member chose at registration, from their own stream (asking for a free tier there counts as applying). */
const registeredTier = {
  initialState: null as MembershipTier | null,
  evolve: (state: MembershipTier | null, event: MemberEvent) => (event.type === 'MemberRegistered' ? event.data.membershipTier : state),
};

export interface VerificationDecided {
  position: number | null;
}

/**
 * An admin decides a member's pending verification. An approval also decides the membership it
 * qualifies for (membership/lifecycle.ts: granted when the member asked for that free tier, else
 * offered), written with the approval in one atomic append, so an approved verification never
 * misses its tier and a retry records neither twice.
 */
export async function decideVerification(
  context: CommandContext,
  command: { memberId: string; decision: 'approved' | 'rejected'; by: string; reason: string | null; now: string },
): Promise<VerificationDecided> {
  const { memberId, now } = command;
  return decideAcross(
    context,
    async (): Promise<Decision<VerificationDecided>> => {
      const [verification, membership, member] = await Promise.all([
        loadStream(context.store, streams.verification(memberId), verificationDecider),
        loadStream(context.store, streams.membership(memberId), membershipDecider),
        loadStream(context.store, streams.member(memberId), registeredTier),
      ]);
      const decided = verificationDecider.decide({ type: 'DecideVerification', ...command }, verification.state);
      if (decided.length === 0) return { done: { position: null } };
      const writes: PlannedWrite[] = [{ streamName: streams.verification(memberId), expected: verification.expected, events: decided }];
      const approved = decided.find((event) => event.type === 'VerificationApproved');
      if (approved?.type === 'VerificationApproved') {
        const { submissionId, verificationType } = approved.data;
        const tier = membershipDecider.decide(
          { type: 'GrantVerifiedTier', memberId, submissionId, verificationType, by: command.by, registeredTier: member.state, now },
          membership.state,
        );
        writes.push({ streamName: streams.membership(memberId), expected: membership.expected, events: tier, eventIds: () => deterministicId('verified-tier', submissionId) });
      }
      return { writes, answer: (position) => ({ position }) };
    },
    { retries: 5 },
  );
}
