import express, { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { CREDENTIAL_STAMP_HEADER, SIGNED_IN_MEMBER_HEADER, log, errorFields, messageBody, storableText, validationError, sessionKeyOf, type NotificationBus } from '@barteraid/infra';
import { multiLineText, singleLineText } from '@barteraid/events';
import type passport from 'passport';
import type { AuthRateLimits } from './rate-limits';
import type { ProfileReader } from './profile-reader';
import { authenticate } from './passport';
import { csrfTokenFor, setCsrfCookie } from '../security/csrf';
import { REMEMBER_ME_MS } from '../sessions/session';
import { authMessages } from '@barteraid/events/messages/auth';
import type { MessageData } from '@barteraid/events/messages/catalogue';

const MISSING = authMessages.message('missingCredentials');

const loginSchema = z.object({
  email: singleLineText('Email').trim().min(1).max(254),
  password: multiLineText('Password').min(1).max(200),
  rememberMe: z.boolean().optional(),
});

export interface AuthRouteDeps {
  limits: AuthRateLimits;
  secret: string;
  passport: passport.PassportStatic;
  readProfile: ProfileReader;
  bus: NotificationBus;
  /** A member signed in (their sign-in facts were just read afresh: a lifted suspension counts at once). */
  signedIn(memberId: string): void;
}

type LoginOutcome = { ok: true; memberId: string } | { ok: false; status: number; message: MessageData };

export function authRoutes(deps: AuthRouteDeps): Router {
  const router = Router();
  const json = express.json({ limit: '16kb' });

  async function attempt(req: Request): Promise<LoginOutcome> {
    const parsed = loginSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      // Text that cannot be stored is named with its field; anything else missing or malformed is the form's one message.
      if (parsed.error.issues[0]?.code === 'custom') throw validationError(parsed.error);
      return { ok: false, status: 400, message: MISSING };
    }
    req.body = parsed.data;
    const result = await authenticate(deps.passport, req, req.res!);
    if (!('memberId' in result)) return { ok: false, status: result.status, message: result.message };
    deps.signedIn(result.memberId);
    if (parsed.data.rememberMe) req.session.cookie.maxAge = REMEMBER_ME_MS;
    setCsrfCookie(req.res!, csrfTokenFor(deps.secret, req.sessionID), req.secure);
    return { ok: true, memberId: result.memberId };
  }

  router.post('/api/auth/login', deps.limits.perIp, json, storableText, async (req, res) => {
    const outcome = await attempt(req);
    if (!outcome.ok) return void res.status(outcome.status).json(messageBody(outcome.message));
    res.json(await deps.readProfile(outcome.memberId, req.sessionID));
  });

  /** The alternate sign-in pages use this one: the same real check, answered as {user} or {message}. */
  router.post('/api/auth/simple-login', deps.limits.perIp, json, storableText, async (req, res) => {
    const outcome = await attempt(req);
    if (!outcome.ok) return void res.status(outcome.status).json(messageBody(outcome.message));
    res.json({ user: await deps.readProfile(outcome.memberId, req.sessionID) });
  });

  /**
   * An emailed sign-in link (the command API decides it: once, within 15 minutes). The per-account
   * failure limit does not apply — the mailed token proves the member reads their email — but the
   * per-IP limit does. The session is regenerated first (a new id, signed out, as at any sign-in);
   * the command API's answer names the member and their credential stamp in headers, which go into
   * that session as they are set, before express-session saves it, and never to the browser.
   */
  router.post('/api/auth/sign-in-link/use', deps.limits.perIp, (req, res, next) => {
    req.session.regenerate((error) => {
      if (error) return next(error);
      const setHeader = res.setHeader;
      res.setHeader = function (this: Response, name: string, value: number | string | readonly string[]) {
        const header = name.toLowerCase();
        if (header === SIGNED_IN_MEMBER_HEADER && typeof value === 'string') {
          req.session.passport = { user: value };
          deps.signedIn(value);
          setCsrfCookie(res, csrfTokenFor(deps.secret, req.sessionID), req.secure);
          return this;
        }
        if (header === CREDENTIAL_STAMP_HEADER && typeof value === 'string') {
          req.session.credentialStamp = value;
          return this;
        }
        return setHeader.call(this, name, value);
      } as Response['setHeader'];
      next();
    });
  });

  router.post('/api/auth/logout', (req, res, next) => {
    // Captured first: signing out regenerates the session id.
    const sessionKey = req.session?.passport?.user ? sessionKeyOf(req.sessionID) : null;
    req.logout((error) => {
      if (error) return next(error);
      req.session.destroy((destroyError) => {
        if (destroyError) return next(destroyError);
        res.clearCookie('barteraid.csrf', { path: '/' });
        // Every gateway closes this session's sockets; a lost announcement is caught by the next heartbeat's check.
        const announced = sessionKey
          ? deps.bus.publishSessionEnded({ sessionKey }).catch((publishError: unknown) => log.warn('session end not announced', errorFields(publishError)))
          : Promise.resolve();
        void announced.then(() => res.json(messageBody(authMessages.message('loggedOut'))));
      });
    });
  });

  /** For clients that cannot read cookies: the token for the current session. */
  router.get('/api/auth/csrf', storableText, (req, res) => {
    const signedIn = Boolean(req.session?.passport?.user);
    res.set('Cache-Control', 'no-store').json({ csrfToken: signedIn ? csrfTokenFor(deps.secret, req.sessionID) : null });
  });

  return router;
}
