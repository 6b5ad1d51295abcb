import { deterministicId, streams } from '@barteraid/events';
import { hashPassword } from '@barteraid/infra';
import { decideAcross, loadStream, newEntityId, nowOf, type CommandContext, type Decision, type PlannedWrite } from '../command-handling';
import { memberDecider } from './member';
import { uniqueValueDecider, type UniqueKind } from './unique-value';
import { ledgerDecider } from '../credits/ledger';
import { membershipDecider } from '../membership/membership';
import type { Registration } from './registration';

export interface Registered {
  memberId: string;
  position: number;
}

const claimStream = (kind: UniqueKind, value: string) => (kind === 'email' ? streams.emailClaim(value) : streams.usernameClaim(value));

/**
 * Registration spans four streams — the email claim, the username claim, the member and their
 * ledger — and writes them in one atomic append, each expecting the revision it was decided on:
 * a crash, a refused value or text the database cannot store leaves either a whole member with
 * their welcome bonus or nothing at all, so no email or username is ever claimed by nobody.
 * A concurrent registration of the same email or username makes the append fail; deciding again
 * then answers 409. Every id follows from the member id, so a retried registration is a no-op.
 */
export async function registerMember(
  context: CommandContext,
  registration: Registration,
  options: { memberId?: string; now?: Date } = {},
): Promise<Registered> {
  const memberId = options.memberId ?? newEntityId(context, 'member');
  const now = (options.now ?? nowOf(context)).toISOString();
  const passwordHash = await hashPassword(registration.password);
  const claims = [
    { kind: 'email' as const, value: registration.email },
    { kind: 'username' as const, value: registration.username },
  ];

  return decideAcross(
    context,
    async (): Promise<Decision<Registered>> => {
      const [email, username, member, ledger, membership] = await Promise.all([
        loadStream(context.store, claimStream('email', registration.email), uniqueValueDecider),
        loadStream(context.store, claimStream('username', registration.username), uniqueValueDecider),
        loadStream(context.store, streams.member(memberId), memberDecider),
        loadStream(context.store, streams.ledger(memberId), ledgerDecider),
        loadStream(context.store, streams.membership(memberId), membershipDecider),
      ]);
      // Written whole by an earlier attempt of this very registration: nothing left to do.
      if (member.state.registered) return { done: { memberId, position: Math.max(...[member, ledger].map((loaded) => loaded.recorded.at(-1)?.position ?? 0)) } };

      const writes: PlannedWrite[] = [email, username].map((loaded, index) => {
        const { kind, value } = claims[index]!;
        return {
          streamName: claimStream(kind, value),
          expected: loaded.expected,
          events: uniqueValueDecider.decide({ type: 'ClaimValue', kind, value, memberId }, loaded.state),
          eventIds: () => deterministicId('value-claimed', kind, value.trim().toLowerCase(), memberId),
        };
      });
      const { password: _password, ...profile } = registration;
      writes.push({
        streamName: streams.member(memberId),
        expected: member.expected,
        events: memberDecider.decide({ type: 'RegisterMember', memberId, ...profile, passwordHash, now }, member.state),
        eventIds: () => deterministicId('member-registered', memberId),
      });
      writes.push({
        streamName: streams.ledger(memberId),
        expected: ledger.expected,
        events: ledgerDecider.decide({ type: 'GrantWelcomeBonus', memberId, now }, ledger.state),
        eventIds: () => deterministicId('welcome-bonus', memberId),
      });
      // Standard is paid: choosing it records the wish (the tier waits for the first paid invoice), not the tier.
      if (registration.membershipTier === 'standard') {
        writes.push({
          streamName: streams.membership(memberId),
          expected: membership.expected,
          events: membershipDecider.decide({ type: 'RequestStandard', memberId, via: 'registration', now }, membership.state),
          eventIds: () => deterministicId('standard-requested', memberId),
        });
      }
      return { writes, answer: (position) => ({ memberId, position: position ?? 0 }) };
    },
    { retries: 5, deterministicIds: true },
  );
}
