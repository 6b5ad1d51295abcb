import session from 'express-session';
import RedisStore from 'connect-redis';
import type { Redis } from 'ioredis';
import type { Config, Db } from '@barteraid/infra';
import { DatabaseSessionStore } from './database-session-store';

export const SESSION_COOKIE = 'barteraid.sid';
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;

declare module 'express-session' {
  interface SessionData {
    passport?: { user?: string };
  }
}

export interface Sessions {
  middleware: ReturnType<typeof session>;
  close(): void;
}

/** Sessions live in Redis when configured, otherwise in the database; cookies are httpOnly and SameSite=Lax. */
export function createSessions(config: Config, secret: string, db: Db, redis: Redis | null): Sessions {
  const store = redis ? new RedisStore({ client: redis, prefix: `${config.REDIS_KEY_PREFIX}:sess:` }) : new DatabaseSessionStore(db);
  const middleware = session({
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
  return {
    middleware,
    close() {
      if (store instanceof DatabaseSessionStore) store.close();
    },
  };
}
