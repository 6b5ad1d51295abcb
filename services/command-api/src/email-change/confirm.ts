import { deterministicId, streams } from '@barteraid/events';
import { accountMessages } from '@barteraid/events/messages/account';
import { badRequest, credentialStamp } from '@barteraid/infra';
import { decideAcross, loadStream, nowOf, stateOf, type CommandContext, type Decision } from '../command-handling';
import { CommandRejected } from '../decider';
import { memberDecider } from '../members/member';
import { uniqueValueDecider } from '../members/unique-value';
import { credentialsDecider } from '../password-reset/credentials';
import { emailChangeRequestDecider } from './email-change-request';
import { emailChangeRequestId, hashEmailChangeToken } from './token';

export interface EmailChangeOutcome {
  memberId: string;
  email: string;
  /** The member's credential stamp from now on: sessions opened before the change end. */
  credentialStamp: string;
  position: number;
}

/** The link's refusals are the link's 400, whatever the reason (unknown, used, expired, outdated). */
function decideLink<T>(decide: () => T): T {
  try {
    return decide();
  } catch (error) {
    if (error instanceof CommandRejected && error.kind === 'invalid') throw badRequest(error.data);
    throw error;
  }
}

/**
 * Uses a confirmation link. Four streams in one atomic append, each expecting the revision it was
 * decided on: the request is marked used, the new address is claimed, `MemberEmailChanged` goes on
 * the member stream and the old address's claim is released. So a crash never leaves a member
 * holding two addresses, or none, or a link that can be used again; a concurrent use of the same
 * link, or another member claiming the address meanwhile, loses its revision and is decided again
 * (then 400, or 409 "Email Taken"). Ids follow from the request, so a retried append is a no-op.
 */
export async function confirmEmailChange(context: CommandContext, token: string): Promise<EmailChangeOutcome> {
  const requestId = emailChangeRequestId(hashEmailChangeToken(token));
  const stream = streams.emailChange(requestId);
  return decideAcross(
    context,
    async (): Promise<Decision<EmailChangeOutcome>> => {
      const request = await loadStream(context.store, stream, emailChangeRequestDecider);
      const { memberId, newEmail } = request.state;
      if (!memberId || !newEmail) throw badRequest(accountMessages.message('invalidEmailChangeLink'));
      const recorded = await context.store.readStream(streams.member(memberId));
      const member = stateOf(recorded, memberDecider);
      const { passwordChangedAt, passwordHash } = stateOf(recorded, credentialsDecider).state;
      const now = nowOf(context).toISOString();
      const confirmed = decideLink(() =>
        emailChangeRequestDecider.decide({ type: 'ConfirmEmailChange', requestId, now, memberEmail: member.state.email, passwordChangedAt }, request.state),
      );
      const previousEmail = member.state.email!;
      const [newClaim, oldClaim] = await Promise.all([
        loadStream(context.store, streams.emailClaim(newEmail), uniqueValueDecider),
        loadStream(context.store, streams.emailClaim(previousEmail), uniqueValueDecider),
      ]);
      const claimed = uniqueValueDecider.decide({ type: 'ClaimValue', kind: 'email', value: newEmail, memberId }, newClaim.state);
      const changed = memberDecider.decide({ type: 'ChangeEmail', memberId, email: newEmail, requestId, now }, member.state);
      const released = uniqueValueDecider.decide({ type: 'ReleaseValue', kind: 'email', value: previousEmail, memberId }, oldClaim.state);
      // Ids of their own per request: a member may come back to an address they had, whose claim
      // stream already holds the ids registration or an earlier change used.
      const id = (what: string) => () => deterministicId(what, requestId);
      return {
        writes: [
          { streamName: stream, expected: request.expected, events: confirmed, eventIds: id('email-change-confirmed') },
          { streamName: streams.emailClaim(newEmail), expected: newClaim.expected, events: claimed, eventIds: id('email-change-claimed') },
          { streamName: streams.member(memberId), expected: member.expected, events: changed, eventIds: id('member-email-changed') },
          { streamName: streams.emailClaim(previousEmail), expected: oldClaim.expected, events: released, eventIds: id('email-change-released') },
        ],
        answer: (position) => ({ memberId, email: newEmail, credentialStamp: credentialStamp(passwordHash!, requestId), position: position ?? 0 }),
      };
    },
    { retries: 5, deterministicIds: true },
  );
}
