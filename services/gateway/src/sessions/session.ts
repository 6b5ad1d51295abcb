import session, { type SessionData } from 'express-session';
import type { Redis } from 'ioredis';
import type { RequestHandler } from 'express';
import { ServiceUnavailableError, log, type Config, type Db } from '@barteraid/infra';
import { gatewayDbOf } from '../read-models';
import { DatabaseSessionStore } from './database-session-store';
import { RedisSessionStore } from './redis-session-store';
import { SESSION_ENDED_HEADER, SignInFactsCache, sessionIsCurrent, suspendedNow } from './session-validity';

export const SESSION_COOKIE = 'barteraid.sid';
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a member's sign-in facts are kept at most when no change to them was announced (see SignInFactsCache). */
const SIGN_IN_FACTS_KEPT_MS = 5000;

declare module 'express-session' {
  interface SessionData {
    passport?: { user?: string };
  }
}

export interface Sessions {
  /** Loads the session (503 when its store is unreachable) and ends it if it is no longer valid. */
  middleware: RequestHandler;
  /** Is a stored session still a valid sign-in now (see sessionIsCurrent)? */
  isCurrent(session: Partial<SessionData> | null | undefined): Promise<boolean>;
  /** The member's password or suspension changed, or they just signed in: their next check reads afresh. */
  refresh(memberId: string): void;
  store: session.Store;
  close(): void;
}

/** Sessions live in Redis when configured, otherwise in the database; cookies are httpOnly and SameSite=Lax. */
export function createSessions(config: Config, secret: string, db: Db, redis: Redis | null, clock: () => Date = () => new Date()): Sessions {
  const embedded = !config.DATABASE_URL;
  const facts = new SignInFactsCache(gatewayDbOf(db), SIGN_IN_FACTS_KEPT_MS);
  const isCurrent: Sessions['isCurrent'] = (stored) => sessionIsCurrent(facts, stored, clock());
  const store = redis ? new RedisSessionStore({ client: redis, prefix: `${config.REDIS_KEY_PREFIX}:sess:` }) : new DatabaseSessionStore(db, { exclusive: embedded });
  const load = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: config.TRUST_PROXY,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.SECURE_COOKIES ?? 'auto',
      path: '/',
    },
  });

  const middleware: RequestHandler = (req, res, next) => {
    load(req, res, (error?: unknown) => {
      // Every error express-session passes on comes from its store: the member cannot be told
      // whether they are signed in, so the request fails clearly instead of running signed out.
      if (error) {
        log.warn('session store unavailable', { error: error instanceof Error ? error.message : String(error) });
        return next(new ServiceUnavailableError(redis ? 'redis' : 'database', error));
      }
      if (!req.session?.passport?.user) return next();
      isCurrent(req.session).then(
        (current) => {
          if (current) return next();
          // Signed in with a password that has since changed, or suspended since: the session ends
          // (removed from the store) and the request goes on signed out, answered like any signed-out request.
          const memberId = String(req.session.passport?.user);
          void suspendedNow(facts, memberId, clock()).then(
            (suspended) => {
              if (suspended) res.setHeader(SESSION_ENDED_HEADER, 'suspended');
              req.session.regenerate((regenerateError) => next(regenerateError ? new ServiceUnavailableError('sessions', regenerateError) : undefined));
            },
            (checkError: unknown) => next(checkError),
          );
        },
        (checkError: unknown) => next(checkError),
      );
    });
  };

  return {
    middleware,
    isCurrent,
    refresh: (memberId) => facts.changed(memberId),
    store,
    close() {
      if (store instanceof DatabaseSessionStore) store.close();
    },
  };
}
