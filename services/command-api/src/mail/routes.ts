import express, { Router } from 'express';
import { mailKinds, streams, type MailKind } from '@barteraid/events';
import {
  mailKindLabels,
  mailPreferencesBodySchema,
  oneClickUnsubscribeBodySchema,
  unsubscribeBodySchema,
  type MailPreferences,
  type UnsubscribeAnswer,
} from '@barteraid/events/contracts/mail';
import { badRequest, messageBody, parseWith, requireActor } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, nowOf, type CommandContext } from '../command-handling';
import { mailPreferencesDecider } from './preferences';
import { readUnsubscribeToken } from './unsubscribe-token';
import { accountMessages } from '@barteraid/events/messages/account';

const INVALID_LINK = accountMessages.message('unsubscribeLinkInvalid');

const unsubscribedMessage = (kind: MailKind) => accountMessages.message('unsubscribed', { label: mailKindLabels[kind] });

async function setPreference(context: CommandContext, memberId: string, kind: MailKind, enabled: boolean, via: 'settings' | 'unsubscribe') {
  const now = nowOf(context).toISOString();
  return execute(context, streams.mailPreferences(memberId), mailPreferencesDecider, { type: 'SetMailPreference', memberId, kind, enabled, via, now });
}

/** Which mails a member gets: their settings (signed in) and the unsubscribe link of each mail (no sign-in). */
export function mailRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.put('/api/user/mail-preferences', async (req, res) => {
    const { memberId } = requireActor(req);
    const { preferences } = parseWith(mailPreferencesBodySchema, req.body ?? {});
    const context = contextOf(req, deps);
    let position: number | null = null;
    let state = mailPreferencesDecider.initialState;
    for (const { kind, enabled } of preferences) {
      const result = await setPreference(context, memberId, kind, enabled, 'settings');
      position = result.position ?? position;
      state = result.state;
    }
    await deps.projections.waitFor(position);
    const answer: MailPreferences = {
      preferences: mailKinds.map((kind) => ({ kind, label: mailKindLabels[kind], enabled: !state.off.has(kind) })),
    };
    res.json(answer);
  });

  // The link in a mail leads to the client's /mail/unsubscribe page, which posts its token here.
  // The token is signed by this server, so it needs no session: whoever holds the mail may stop it.
  const unsubscribe = async (req: express.Request, res: express.Response, token: string) => {
    const named = readUnsubscribeToken(deps.internalSecret, token);
    if (!named) throw badRequest(INVALID_LINK);
    const result = await setPreference(contextOf(req, deps), named.memberId, named.kind, false, 'unsubscribe');
    await deps.projections.waitFor(result.position);
    const answer: UnsubscribeAnswer = { ...messageBody(unsubscribedMessage(named.kind)), kind: named.kind };
    res.json(answer);
  };
  router.post('/api/mail/unsubscribe', async (req, res) => {
    const { token } = parseWith(unsubscribeBodySchema, req.body ?? {});
    await unsubscribe(req, res, token);
  });
  // One-click unsubscribe (RFC 8058): the mail's List-Unsubscribe link is posted
  // `List-Unsubscribe=One-Click` by the member's mail provider (the gateway hands
  // `POST /mail/unsubscribe?token=…` here), with no session, as the link in the mail would be opened.
  router.post('/api/mail/unsubscribe/one-click', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    parseWith(oneClickUnsubscribeBodySchema, req.body ?? {});
    const { token } = parseWith(unsubscribeBodySchema, { token: req.query.token });
    await unsubscribe(req, res, token);
  });

  return router;
}
