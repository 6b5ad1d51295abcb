import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { authMessages } from '@barteraid/events/messages/auth';
import { messageBody } from '@barteraid/infra';

/**
 * Signed double-submit token: HMAC of the session id. The gateway sets it in a readable
 * cookie; the client echoes it in a header on every mutation. A cross-site page can make
 * the browser send our cookies but cannot read the token, so its forged request fails.
 */
export const CSRF_COOKIE = 'barteraid.csrf';
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfTokenFor(secret: string, sessionId: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
}

export function setCsrfCookie(res: Response, token: string, secure: boolean): void {
  res.cookie(CSRF_COOKIE, token, { httpOnly: false, sameSite: 'lax', secure, path: '/' });
}

const isSecure = (req: Request) => req.secure;

export function csrfProtection(secret: string, exempt: Set<string>): RequestHandler {
  return (req, res, next) => {
    const signedIn = Boolean(req.session?.passport?.user);
    if (!signedIn) return next();
    const token = csrfTokenFor(secret, req.sessionID);
    if (!req.headers.cookie?.includes(`${CSRF_COOKIE}=${token}`)) {
      setCsrfCookie(res, token, isSecure(req));
    }
    if (SAFE_METHODS.has(req.method) || exempt.has(req.baseUrl + req.path)) return next();
    const given = Buffer.from(String(req.header(CSRF_HEADER) ?? ''));
    const expected = Buffer.from(token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return next();
    res.status(403).json(messageBody(authMessages.message('csrf')));
  };
}
