import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Request } from 'express';
import { unauthorized } from './errors';

/**
 * The gateway tells the APIs who is calling with a signed header. The APIs trust only
 * this header, never an id in a body or query, and the gateway strips any copy a client sends.
 */
export const ACTOR_HEADER = 'x-barteraid-actor';
export const ACTOR_SIGNATURE_HEADER = 'x-barteraid-actor-signature';

export interface Actor {
  memberId: string;
  sessionId: string;
}

const sign = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');

export function actorHeaders(secret: string, actor: Actor | null): Record<string, string> {
  if (!actor) return {};
  const value = Buffer.from(JSON.stringify(actor)).toString('base64url');
  return { [ACTOR_HEADER]: value, [ACTOR_SIGNATURE_HEADER]: sign(secret, value) };
}

export function readActor(secret: string, headers: IncomingHttpHeaders): Actor | null {
  const value = headers[ACTOR_HEADER];
  const signature = headers[ACTOR_SIGNATURE_HEADER];
  if (typeof value !== 'string' || typeof signature !== 'string') return null;
  const expected = Buffer.from(sign(secret, value));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Actor>;
    return typeof parsed.memberId === 'string' ? { memberId: parsed.memberId, sessionId: String(parsed.sessionId) } : null;
  } catch {
    return null;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      actor?: Actor | null;
    }
  }
}

/** The signed-in member, or a 401. */
export function requireActor(req: Request): Actor {
  if (!req.actor) throw unauthorized();
  return req.actor;
}
