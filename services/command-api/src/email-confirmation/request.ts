import { deterministicId, EMAIL_CONFIRMATION_TTL_MS, streams } from '@barteraid/events';
import { notFound, type Db, type JobQueue } from '@barteraid/infra';
import { membersMessages } from '@barteraid/events/messages/members';
import { execute, nowOf, stateOf, type CommandContext } from '../command-handling';
import { confirmAddressLink, mailEmailConfirmation } from '../mail/email-confirmation-mail';
import { memberDecider } from '../members/member';
import { emailConfirmationDecider } from './confirmation-link';
import { newEmailConfirmationToken } from './token';

export interface EmailConfirmationMailing {
  db: Db;
  queue: JobQueue | null;
  /** Where the client is served, for the link. */
  baseUrl: string;
}

/**
 * Sends a link to the member's address as it is now (at registration, or again on request),
 * recording only its token's hash, and adds the mail to the outbox before answering. Returns the
 * address it went to and the event's log position.
 */
export async function requestEmailConfirmation(context: CommandContext, memberId: string, mailing: EmailConfirmationMailing): Promise<{ email: string; position: number | null }> {
  const member = stateOf(await context.store.readStream(streams.member(memberId)), memberDecider).state;
  if (!member.email) throw notFound(membersMessages.message('noSuchMember'));
  const now = nowOf(context);
  const expiresAt = new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS).toISOString();
  const { token, tokenHash, requestId } = newEmailConfirmationToken();
  // The event's id follows from the request, so its mail has an id of its own that adding again finds.
  const eventId = deterministicId('email-confirmation-requested', requestId);
  const { position } = await execute(
    context,
    streams.emailConfirmation(requestId),
    emailConfirmationDecider,
    { type: 'RequestEmailConfirmation', requestId, memberId, email: member.email, tokenHash, now: now.toISOString(), expiresAt },
    { eventIds: () => eventId },
  );
  await mailEmailConfirmation(mailing.db, mailing.queue, {
    memberId,
    email: member.email,
    link: confirmAddressLink(mailing.baseUrl, token),
    expiresAt,
    causeEventId: eventId,
  });
  return { email: member.email, position };
}
