import { Router } from 'express';
import { streams } from '@barteraid/events';
import { languageBodySchema, type LanguageAnswer } from '@barteraid/events/contracts/language';
import { messageBody, parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, nowOf } from '../command-handling';
import { languageDecider } from './language';
import { accountMessages } from '@barteraid/events/messages/account';

/** The language a member reads BarterAid in, saved so every device (and later their mail) follows it. */
export function languageRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.put('/api/user/language', async (req, res) => {
    const { memberId } = requireActor(req);
    const { language } = parseWith(languageBodySchema, req.body ?? {});
    const context = contextOf(req, deps);
    const now = nowOf(context).toISOString();
    const result = await execute(context, streams.language(memberId), languageDecider, { type: 'ChooseLanguage', memberId, language, now });
    // The profile (`/api/auth/me`) shows the language as soon as this answers.
    await deps.projections.waitFor(result.position);
    const answer: LanguageAnswer = { ...messageBody(accountMessages.message('languageSaved')), language };
    res.json(answer);
  });

  return router;
}
