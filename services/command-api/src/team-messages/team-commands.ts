import { deterministicId, streams } from '@barteraid/events';
import { decideAcross, execute, loadStream, nowOf, type CommandContext } from '../command-handling';
import { adminMessageDecider } from '../admin/admin-message';
import { teamThreadDecider } from './team-thread';

export interface TeamMessageInput {
  messageId: string;
  memberId: string;
  subject: string;
  text: string;
  sentBy: string;
}

/**
 * An admin's message to a member, in one atomic write to two streams: `AdminMessageSent` in its
 * own stream (the bell and the mail follow it, as before threads existed) and `TeamMessageSent`
 * in the member's thread (the conversation). The thread's part does not depend on the thread so
 * far, so that stream is appended at any revision with an id derived from the message's: a retry
 * finds the admin message stored and answers from it.
 */
export async function sendTeamMessage(context: CommandContext, input: TeamMessageInput): Promise<number | null> {
  const now = nowOf(context).toISOString();
  const messageStream = streams.adminMessage(input.messageId);
  return decideAcross<number | null>(
    context,
    async () => {
      const loaded = await loadStream(context.store, messageStream, adminMessageDecider);
      const stored = loaded.recorded[loaded.recorded.length - 1];
      if (loaded.state.sent && stored) return { done: stored.position };
      const { messageId, memberId, subject, text, sentBy } = input;
      const adminEvents = adminMessageDecider.decide({ type: 'SendAdminMessage', messageId, memberId, subject, message: text, sentBy, now }, loaded.state);
      const threadEvents = teamThreadDecider.decide({ type: 'PostTeamMessage', ...input, now }, teamThreadDecider.initialState);
      return {
        writes: [
          { streamName: messageStream, expected: loaded.expected, events: adminEvents },
          { streamName: streams.teamThread(memberId), expected: 'any', events: threadEvents, eventIds: () => deterministicId('team-message', messageId) },
        ],
        answer: (position) => position,
      };
    },
    { retries: 5, deterministicIds: true },
  );
}

/** The member's reply in their own thread; its id is the message's, so a retried send is a no-op. */
export async function replyToTeam(context: CommandContext, input: { messageId: string; memberId: string; text: string }) {
  return execute(
    context,
    streams.teamThread(input.memberId),
    teamThreadDecider,
    { type: 'ReplyToTeam', ...input, now: nowOf(context).toISOString() },
    { eventIds: () => deterministicId('team-reply', input.messageId), independentOfHistory: true },
  );
}

/** The member opened their thread. */
export async function readTeamThread(context: CommandContext, memberId: string) {
  return execute(context, streams.teamThread(memberId), teamThreadDecider, { type: 'ReadTeamThread', memberId, now: nowOf(context).toISOString() }, { retries: 20 });
}
