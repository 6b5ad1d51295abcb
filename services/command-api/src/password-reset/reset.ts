import { deterministicId, PASSWORD_RESET_TTL_MS, streams } from '@barteraid/events';
import { badRequest, errorFields, hashPassword, log } from '@barteraid/infra';
import { decideAcross, execute, loadStream, nowOf, type CommandContext, type Decision } from '../command-handling';
import { CommandRejected } from '../decider';
import { memberIdByEmail } from '../members/lookup';
import { credentialsDecider } from './credentials';
import { INVALID_RESET_LINK, resetLinkUsable, resetRequestDecider } from './reset-request';
import { hashResetToken, newResetToken, resetRequestId } from './token';
import { resetLink, type PasswordResetMailer } from './mailer';

export interface ResetRequestOptions {
  mailer: PasswordResetMailer;
  /** Where the client is served, for the link. */
  baseUrl: string;
  now?: Date;
}

/**
 * Records a reset link for the member holding this email and hands it to the mailer. Does
 * nothing for unknown emails; the caller answers the same either way. Delivery is not awaited,
 * so a slow mail provider cannot reveal which emails have accounts through timing.
 */
export async function requestPasswordReset(context: CommandContext, email: string, options: ResetRequestOptions): Promise<void> {
  const memberId = await memberIdByEmail(context.store, email);
  if (!memberId) return;
  const now = options.now ?? nowOf(context);
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MS).toISOString();
  const { token, tokenHash, requestId } = newResetToken();
  // The event's id follows from the request, so the mail it causes has an id of its own that a retry finds.
  const eventId = deterministicId('password-reset-requested', requestId);
  await execute(
    context,
    streams.passwordReset(requestId),
    resetRequestDecider,
    { type: 'RequestReset', requestId, memberId, tokenHash, now: now.toISOString(), expiresAt },
    { eventIds: () => eventId },
  );
  options.mailer
    .sendPasswordReset({ to: email, memberId, link: resetLink(options.baseUrl, token), expiresAt, causeEventId: eventId })
    .catch((error) => log.error('password reset email not sent', { memberId, ...errorFields(error) }));
}

/**
 * Uses a reset link: marks it used (once only, guarded by its stream's revision), then records
 * the new password on the member stream. Returns the log position of the password change.
 */
export async function resetPassword(context: CommandContext, token: string, password: string, now = nowOf(context)): Promise<number> {
  const requestId = resetRequestId(hashResetToken(token));
  const stream = streams.passwordReset(requestId);
  const request = await loadStream(context.store, stream, resetRequestDecider);
  const memberId = request.state.memberId;
  if (!memberId) throw badRequest(INVALID_RESET_LINK);
  const member = await loadStream(context.store, streams.member(memberId), credentialsDecider);
  const at = now.toISOString();
  // Checked before hashing so unusable links cost no hashing work; checked again when deciding.
  if (!resetLinkUsable(request.state, at, member.state.passwordChangedAt)) throw badRequest(INVALID_RESET_LINK);
  const passwordHash = await hashPassword(password);

  // Marking the link used and changing the password are one atomic append: a crash can never
  // spend the link without changing the password. A concurrent use of the same link loses the
  // reset stream's revision and is decided again, when the link is no longer usable.
  const position = await decideAcross(
    context,
    async (): Promise<Decision<number | null>> => {
      const [current, credentials] = await Promise.all([
        loadStream(context.store, stream, resetRequestDecider),
        loadStream(context.store, streams.member(memberId), credentialsDecider),
      ]);
      let completed;
      try {
        completed = resetRequestDecider.decide(
          { type: 'CompleteReset', requestId, now: at, passwordChangedAt: credentials.state.passwordChangedAt },
          current.state,
        );
      } catch (error) {
        if (error instanceof CommandRejected && error.kind === 'invalid') throw badRequest(error.data);
        throw error;
      }
      const changed = credentialsDecider.decide({ type: 'ChangePassword', memberId, passwordHash, resetRequestId: requestId, now: at }, credentials.state);
      return {
        writes: [
          { streamName: stream, expected: current.expected, events: completed, eventIds: () => deterministicId('password-reset-completed', requestId) },
          { streamName: streams.member(memberId), expected: credentials.expected, events: changed, eventIds: () => deterministicId('password-changed', requestId) },
        ],
        answer: (position) => position,
      };
    },
    { retries: 5, deterministicIds: true },
  );
  return position ?? 0;
}
