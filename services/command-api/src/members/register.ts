import { randomUUID } from 'node:crypto';
import { deterministicId, streams } from '@barteraid/events';
import { hashPassword } from '@barteraid/infra';
import { execute, type CommandContext } from '../command-handling';
import { memberDecider } from './member';
import { uniqueValueDecider, type UniqueKind } from './unique-value';
import { ledgerDecider } from '../credits/ledger';
import type { Registration } from './registration';

export interface Registered {
  memberId: string;
  position: number;
}

async function claim(context: CommandContext, kind: UniqueKind, value: string, memberId: string) {
  const stream = kind === 'email' ? streams.emailClaim(value) : streams.usernameClaim(value);
  return execute(context, stream, uniqueValueDecider, { type: 'ClaimValue', kind, value, memberId });
}

async function release(context: CommandContext, kind: UniqueKind, value: string, memberId: string) {
  const stream = kind === 'email' ? streams.emailClaim(value) : streams.usernameClaim(value);
  await execute(context, stream, uniqueValueDecider, { type: 'ReleaseValue', kind, value, memberId });
}

/**
 * Registration spans four streams: the email claim, the username claim, the member and
 * their ledger. A failed username claim releases the email claim; the welcome bonus has
 * an id derived from the member id so a retry can never pay it twice.
 */
export async function registerMember(
  context: CommandContext,
  registration: Registration,
  options: { memberId?: string; now?: Date } = {},
): Promise<Registered> {
  const memberId = options.memberId ?? randomUUID();
  const now = (options.now ?? new Date()).toISOString();
  const passwordHash = await hashPassword(registration.password);

  await claim(context, 'email', registration.email, memberId);
  try {
    await claim(context, 'username', registration.username, memberId);
  } catch (error) {
    await release(context, 'email', registration.email, memberId);
    throw error;
  }

  await execute(
    context,
    streams.member(memberId),
    memberDecider,
    {
      type: 'RegisterMember',
      memberId,
      username: registration.username,
      email: registration.email,
      firstName: registration.firstName,
      lastName: registration.lastName,
      passwordHash,
      phone: registration.phone,
      location: registration.location,
      membershipTier: registration.membershipTier,
      now,
    },
    { eventIds: () => deterministicId('member-registered', memberId) },
  );
  const bonus = await execute(
    context,
    streams.ledger(memberId),
    ledgerDecider,
    { type: 'GrantWelcomeBonus', memberId, now },
    { eventIds: () => deterministicId('welcome-bonus', memberId) },
  );
  return { memberId, position: bonus.position ?? 0 };
}
