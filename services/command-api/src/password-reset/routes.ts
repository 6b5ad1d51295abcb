import { Router } from 'express';
import { z } from 'zod';
import { multiLineText, singleLineText } from '@barteraid/events';
import type { ForgotPasswordBody, ResetPasswordBody } from '@barteraid/events/contracts/auth';
import type { MessageResponse, SameShape } from '@barteraid/events/contracts/common';
import { errorFields, log, messageBody, parseWith } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { outboxPasswordResetMailer } from '../mail/reset-mail';
import { siteUrl } from '../mail/site-url';
import { INVALID_RESET_LINK } from './reset-request';
import { requestPasswordReset, resetPassword } from './reset';
import { authMessages } from '@barteraid/events/messages/auth';
import { membersMessages } from '@barteraid/events/messages/members';
import { schemaMessage } from '@barteraid/events/messages/schema-message';

const MISSING_EMAIL = schemaMessage(authMessages.message('missingEmail'));
const MISSING_PASSWORD = schemaMessage(authMessages.message('missingNewPassword'));
const INVALID_EMAIL = schemaMessage(membersMessages.message('invalidEmail'));
const INVALID_LINK = schemaMessage(INVALID_RESET_LINK);

const forgotSchema = z.object({
  email: singleLineText('Email', { error: MISSING_EMAIL })
    .trim()
    .min(1, MISSING_EMAIL)
    .max(254, INVALID_EMAIL)
    .pipe(z.string().email(INVALID_EMAIL)),
});

const resetSchema = z.object({
  token: singleLineText('Token', { error: INVALID_LINK }).trim().min(1, INVALID_LINK).max(200, INVALID_LINK),
  password: multiLineText('Password', { error: MISSING_PASSWORD })
    .min(1, MISSING_PASSWORD)
    .min(8, schemaMessage(membersMessages.message('weakPassword')))
    .max(200, schemaMessage(membersMessages.message('passwordTooLong'))),
});

// The schemas stay here (they answer with the reset link's own message), so the bodies the client is
// told to send (the auth contract) are checked against them: these lines stop compiling when a field
// is added, renamed, dropped or retyped on one side only.
const _forgotBodyMatches: SameShape<z.input<typeof forgotSchema>, ForgotPasswordBody> = true;
const _resetBodyMatches: SameShape<z.input<typeof resetSchema>, ResetPasswordBody> = true;

/** Forgotten passwords: a link by email (never saying whether the email has an account), then a new password. */
export function passwordResetRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const mailer = deps.passwordResetMailer ?? outboxPasswordResetMailer(deps.db, deps.mailQueue ?? null);
  const baseUrl = siteUrl(deps.config);

  router.post('/api/auth/forgot-password', (req, res) => {
    const { email } = parseWith(forgotSchema, req.body ?? {});
    // Answered before anything is looked up: a known and an unknown email take exactly the same
    // path up to the answer, so its timing cannot tell which emails have an account.
    const answer: MessageResponse = messageBody(authMessages.message('resetLinkSent'));
    res.status(202).json(answer);
    const context = contextOf(req, deps);
    requestPasswordReset(context, email, { mailer, baseUrl }).catch((error: unknown) =>
      log.error('password reset request not recorded', errorFields(error)),
    );
  });

  router.post('/api/auth/reset-password', async (req, res) => {
    const { token, password } = parseWith(resetSchema, req.body ?? {});
    const position = await resetPassword(contextOf(req, deps), token, password);
    await deps.projections.waitFor(position);
    const answer: MessageResponse = messageBody(authMessages.message('passwordReset'));
    res.json(answer);
  });

  return router;
}
