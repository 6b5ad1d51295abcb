import { deterministicId, SIGN_IN_LINK_TTL_MS, streams } from '@barteraid/events';
import { badRequest, credentialStamp, errorFields, log } from '@barteraid/infra';
import { execute, loadStream, nowOf, type CommandContext } from '../command-handling';
import { CommandRejected } from '../decider';
import { memberIdByEmail } from '../members/lookup';
import { credentialsDecider } from '../password-reset/credentials';
import { suspensionAt, suspensionDecider } from '../moderation/suspension';
import type { SignInLinkMailer } from '../mail/sign-in-link-mail';
import { INVALID_SIGN_IN_LINK, signInLinkDecider } from './sign-in-link';
import { hashSignInToken, newSignInToken, signInLinkId, signInLinkUrl } from './token';

/**
 * Records a sign-in link for the member holding this email and mails it. Does nothing for unknown
 * emails; the caller answers the same either way, before this runs, so timing reveals nothing.
 */
export async function requestSignInLink(context: CommandContext, email: string, options: { mailer: SignInLinkMailer; baseUrl: string }): Promise<void> {
  const memberId = await memberIdByEmail(context.store, email);
  if (!memberId) return;
  const now = nowOf(context);
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_TTL_MS).toISOString();
  const { token, tokenHash, requestId } = newSignInToken();
  // The event's id follows from the request, so the mail it causes has an id of its own that a retry finds.
  const eventId = deterministicId('sign-in-link-requested', requestId);
  await execute(
    context,
    streams.signInLink(requestId),
    signInLinkDecider,
    { type: 'RequestSignInLink', requestId, memberId, tokenHash, now: now.toISOString(), expiresAt },
    { eventIds: () => eventId },
  );
  options.mailer
    .sendSignInLink({ memberId, link: signInLinkUrl(options.baseUrl, token), expiresAt, causeEventId: eventId })
    .catch((error) => log.error('sign-in link email not sent', { memberId, ...errorFields(error) }));
}

export interface SignedInByLink {
  memberId: string;
  /** The member's credential stamp now, for the session the gateway opens. */
  credentialStamp: string;
  position: number;
}

/**
 * Uses a link: marked used once only (a concurrent use loses the stream's revision and is decided
 * again, then refused). A closed account's link opens nothing. The failed-password limit is not
 * consulted: the emailed token is the proof.
 */
export async function useSignInLink(context: CommandContext, token: string): Promise<SignedInByLink> {
  const requestId = signInLinkId(hashSignInToken(token));
  const stream = streams.signInLink(requestId);
  const link = await loadStream(context.store, stream, signInLinkDecider);
  const memberId = link.state.memberId;
  if (!memberId) throw badRequest(INVALID_SIGN_IN_LINK);
  const [{ state: credentials }, { state: suspension }] = await Promise.all([
    loadStream(context.store, streams.member(memberId), credentialsDecider),
    loadStream(context.store, streams.suspension(memberId), suspensionDecider),
  ]);
  const now = nowOf(context);
  try {
    const result = await execute(
      context,
      stream,
      signInLinkDecider,
      {
        type: 'UseSignInLink',
        requestId,
        now: now.toISOString(),
        memberClosed: credentials.closed || !credentials.passwordHash,
        memberSuspended: suspensionAt(suspension, now) !== null,
      },
      { eventIds: () => deterministicId('sign-in-link-used', requestId) },
    );
    return { memberId, credentialStamp: credentialStamp(credentials.passwordHash!, credentials.emailChangeId), position: result.position ?? 0 };
  } catch (error) {
    if (error instanceof CommandRejected && error.kind === 'invalid') throw badRequest(error.data);
    throw error;
  }
}
