import { Router } from 'express';
import { z } from 'zod';
import { singleLineText } from '@barteraid/events';
import type { SignInLinkBody, UseSignInLinkBody } from '@barteraid/events/contracts/auth';
import type { MessageResponse, SameShape } from '@barteraid/events/contracts/common';
import { authMessages } from '@barteraid/events/messages/auth';
import { membersMessages } from '@barteraid/events/messages/members';
import { schemaMessage } from '@barteraid/events/messages/schema-message';
import { CREDENTIAL_STAMP_HEADER, SIGNED_IN_MEMBER_HEADER, errorFields, log, messageBody, parseWith } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { siteUrl } from '../mail/site-url';
import { outboxSignInLinkMailer } from '../mail/sign-in-link-mail';
import { INVALID_SIGN_IN_LINK } from './sign-in-link';
import { requestSignInLink, useSignInLink } from './sign-in';

const MISSING_EMAIL = schemaMessage(authMessages.message('missingEmail'));
const INVALID_EMAIL = schemaMessage(membersMessages.message('invalidEmail'));
const INVALID_LINK = schemaMessage(INVALID_SIGN_IN_LINK);

const linkSchema = z.object({
  email: singleLineText('Email', { error: MISSING_EMAIL })
    .trim()
    .min(1, MISSING_EMAIL)
    .max(254, INVALID_EMAIL)
    .pipe(z.string().email(INVALID_EMAIL)),
});
const useSchema = z.object({
  token: singleLineText('Token', { error: INVALID_LINK }).trim().min(1, INVALID_LINK).max(200, INVALID_LINK),
});
const _linkBodyMatches: SameShape<z.input<typeof linkSchema>, SignInLinkBody> = true;
const _useBodyMatches: SameShape<z.input<typeof useSchema>, UseSignInLinkBody> = true;

/** Signing in by a link mailed to the member's address: the way in past the failed-password limit. */
export function signInLinkRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const mailer = outboxSignInLinkMailer(deps.db, deps.mailQueue ?? null);
  const baseUrl = siteUrl(deps.config);

  router.post('/api/auth/sign-in-link', (req, res) => {
    const { email } = parseWith(linkSchema, req.body ?? {});
    // Answered before anything is looked up, the same for every address: none is revealed.
    const answer: MessageResponse = messageBody(authMessages.message('signInLinkSent'));
    res.status(202).json(answer);
    requestSignInLink(contextOf(req, deps), email, { mailer, baseUrl }).catch((error: unknown) =>
      log.error('sign-in link request not recorded', errorFields(error)),
    );
  });

  /** The gateway regenerated the session before this and signs it in from the headers (never passed on). */
  router.post('/api/auth/sign-in-link/use', async (req, res) => {
    const { token } = parseWith(useSchema, req.body ?? {});
    const signedIn = await useSignInLink(contextOf(req, deps), token);
    res.setHeader(SIGNED_IN_MEMBER_HEADER, signedIn.memberId);
    res.setHeader(CREDENTIAL_STAMP_HEADER, signedIn.credentialStamp);
    const answer: MessageResponse = messageBody(authMessages.message('signedInByLink'));
    res.json(answer);
  });

  return router;
}
