import { streams } from '@barteraid/events';
import { badRequest } from '@barteraid/infra';
import { execute, loadStream, nowOf, stateOf, type CommandContext } from '../command-handling';
import { CommandRejected } from '../decider';
import { memberDecider } from '../members/member';
import { emailConfirmationDecider } from './confirmation-link';
import { emailConfirmationRequestId, hashEmailConfirmationToken } from './token';
import { accountMessages } from '@barteraid/events/messages/account';

/** Uses a confirmation link: the address it went to is confirmed, if the member still has it. Any refusal is the link's 400. */
export async function confirmEmail(context: CommandContext, token: string): Promise<{ memberId: string; email: string; position: number | null }> {
  const requestId = emailConfirmationRequestId(hashEmailConfirmationToken(token));
  const stream = streams.emailConfirmation(requestId);
  const link = await loadStream(context.store, stream, emailConfirmationDecider);
  if (link.state.status === 'none') throw badRequest(accountMessages.message('invalidEmailConfirmationLink'));
  const { memberId, email } = link.state;
  const member = stateOf(await context.store.readStream(streams.member(memberId)), memberDecider).state;
  try {
    const result = await execute(context, stream, emailConfirmationDecider, {
      type: 'ConfirmEmail',
      requestId,
      now: nowOf(context).toISOString(),
      memberEmail: member.email,
    });
    return { memberId, email, position: result.position };
  } catch (error) {
    if (error instanceof CommandRejected && error.kind === 'invalid') throw badRequest(error.data);
    throw error;
  }
}
