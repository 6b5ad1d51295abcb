import { streams } from '@barteraid/events';
import { execute, nowOf, type CommandContext } from '../command-handling';
import { reject } from '../decider';
import { memberDecider } from './member';
import { memberIdByEmail } from './lookup';
import { membersMessages } from '@barteraid/events/messages/members';

/** Operator action: make an existing member an admin. Recorded as an event like everything else. */
export async function grantAdminByEmail(context: CommandContext, email: string, grantedBy: string) {
  const memberId = await memberIdByEmail(context.store, email);
  if (!memberId) return reject('not_found', membersMessages.message('notRegistered', { email }));
  const result = await execute(context, streams.member(memberId), memberDecider, {
    type: 'GrantAdmin',
    memberId,
    grantedBy,
    now: nowOf(context).toISOString(),
  });
  return { memberId, changed: result.events.length > 0, position: result.position };
}
