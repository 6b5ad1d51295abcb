import { deterministicId, EMAIL_CHANGE_TTL_MS, streams } from '@barteraid/events';
import { accountMessages } from '@barteraid/events/messages/account';
import { badRequest, HttpError, notFound, verifyPassword, type Db, type JobQueue } from '@barteraid/infra';
import { execute, nowOf, stateOf, type CommandContext } from '../command-handling';
import { confirmEmailLink, mailEmailChange } from '../mail/email-change-mail';
import { memberIdByEmail } from '../members/lookup';
import { memberDecider, sameEmail } from '../members/member';
import { takenMessages } from '../members/unique-value';
import { credentialsDecider } from '../password-reset/credentials';
import { emailChangeRequestDecider } from './email-change-request';
import { newEmailChangeToken } from './token';
import { membersMessages } from '@barteraid/events/messages/members';

export interface EmailChangeMailing {
  db: Db;
  queue: JobQueue | null;
  /** Where the client is served, for the links. */
  baseUrl: string;
}

/**
 * Checks the current password against the hash the member stream holds now, refuses an address
 * another member holds (409, so the member learns it at once rather than from a link that cannot
 * work), records the request with only its token's hash and adds the two mails to the outbox before
 * answering: a failure there is an error the member sees, not a link that silently never comes.
 */
export async function requestEmailChange(
  context: CommandContext,
  memberId: string,
  { newEmail, currentPassword }: { newEmail: string; currentPassword: string },
  mailing: EmailChangeMailing,
): Promise<void> {
  const recorded = await context.store.readStream(streams.member(memberId));
  const member = stateOf(recorded, memberDecider).state;
  const credentials = stateOf(recorded, credentialsDecider).state;
  if (!member.email) throw notFound(membersMessages.message('noSuchMember'));
  if (!credentials.passwordHash || !(await verifyPassword(credentials.passwordHash, currentPassword))) {
    throw badRequest(accountMessages.message('wrongCurrentPassword'), { field: 'currentPassword' });
  }
  if (sameEmail(member.email, newEmail)) throw badRequest(accountMessages.message('sameEmail'), { field: 'newEmail' });
  const holder = await memberIdByEmail(context.store, newEmail);
  if (holder && holder !== memberId) throw new HttpError(409, takenMessages.email, { field: 'newEmail' });

  const now = nowOf(context);
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS).toISOString();
  const { token, tokenHash, requestId } = newEmailChangeToken();
  // The event's id follows from the request, so its mails have ids of their own that adding again finds.
  const eventId = deterministicId('email-change-requested', requestId);
  await execute(
    context,
    streams.emailChange(requestId),
    emailChangeRequestDecider,
    { type: 'RequestEmailChange', requestId, memberId, currentEmail: member.email, newEmail, tokenHash, now: now.toISOString(), expiresAt },
    { eventIds: () => eventId },
  );
  await mailEmailChange(mailing.db, mailing.queue, {
    memberId,
    currentEmail: member.email,
    newEmail,
    link: confirmEmailLink(mailing.baseUrl, token),
    baseUrl: mailing.baseUrl,
    expiresAt,
    causeEventId: eventId,
  });
}
