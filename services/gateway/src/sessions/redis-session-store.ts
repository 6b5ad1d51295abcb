import type { SessionData } from 'express-session';
import RedisStore from 'connect-redis';
import { TOUCH_AFTER_MS } from './database-session-store';

/** Sessions whose expiry this process moved on lately; cleared whole past this many (a lost entry costs one EXPIRE). */
const MAX_REMEMBERED = 100_000;

/**
 * Sessions in Redis, their expiry moved on (EXPIRE) at most once a minute per session and process,
 * as the database store does (TOUCH_AFTER_MS): express-session touches the session on every
 * request, and that EXPIRE was a third of the gateway's round trips. A session can so end up to a
 * minute earlier than it would have, never later.
 */
export class RedisSessionStore extends RedisStore {
  private readonly touched = new Map<string, number>();

  override async touch(sid: string, sess: SessionData, callback?: (error?: unknown) => void): Promise<void> {
    const now = Date.now();
    if (now - (this.touched.get(sid) ?? -Infinity) < TOUCH_AFTER_MS) return void callback?.();
    if (this.touched.size >= MAX_REMEMBERED) this.touched.clear();
    this.touched.set(sid, now);
    return super.touch(sid, sess, callback);
  }

  override async destroy(sid: string, callback?: (error?: unknown) => void): Promise<void> {
    this.touched.delete(sid);
    return super.destroy(sid, callback);
  }
}
