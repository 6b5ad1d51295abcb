import session from 'express-session';
import type { Db } from '@barteraid/infra';

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A session's stored expiry is moved on only once it lags by this much (connect-mongo's `touchAfter`):
 * without it every request of a signed-in member writes a row. A session can so end up to this much
 * earlier than its cookie says, never later.
 */
const TOUCH_AFTER_MS = 60 * 1000;

type Callback = (error?: unknown, value?: session.SessionData | null) => void;

/** Keeps sessions in the embedded (or any PostgreSQL) database when Redis is not configured. */
export class DatabaseSessionStore extends session.Store {
  private sweeper: NodeJS.Timeout;
  /** The expiry each session was last stored with, by this process: what a touch would move on. */
  private readonly storedExpiry = new Map<string, number>();

  constructor(private readonly db: Db) {
    super();
    this.sweeper = setInterval(() => void this.sweep(), 15 * 60 * 1000);
    this.sweeper.unref();
  }

  private expiry(sess: session.SessionData): Date {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + DEFAULT_TTL_MS);
  }

  override get(sid: string, callback: Callback): void {
    this.db
      .selectFrom('web_sessions')
      .select(['sess', 'expires_at'])
      .where('sid', '=', sid)
      .executeTakeFirst()
      .then((row) => {
        if (!row || new Date(row.expires_at).getTime() <= Date.now()) {
          this.storedExpiry.delete(sid);
          return callback(null, null);
        }
        this.storedExpiry.set(sid, new Date(row.expires_at).getTime());
        callback(null, row.sess as unknown as session.SessionData);
      }, callback);
  }

  override set(sid: string, sess: session.SessionData, callback?: (error?: unknown) => void): void {
    const values = { sid, sess: JSON.stringify(sess), expires_at: this.expiry(sess) };
    this.db
      .insertInto('web_sessions')
      .values(values)
      .onConflict((oc) => oc.column('sid').doUpdateSet({ sess: values.sess, expires_at: values.expires_at }))
      .execute()
      .then(() => {
        this.storedExpiry.set(sid, values.expires_at.getTime());
        callback?.();
      }, (error) => callback?.(error));
  }

  override touch(sid: string, sess: session.SessionData, callback?: () => void): void {
    const expiresAt = this.expiry(sess);
    const stored = this.storedExpiry.get(sid);
    if (stored !== undefined && expiresAt.getTime() - stored < TOUCH_AFTER_MS) return void callback?.();
    this.db
      .updateTable('web_sessions')
      .set({ expires_at: expiresAt })
      .where('sid', '=', sid)
      .execute()
      .then(() => {
        this.storedExpiry.set(sid, expiresAt.getTime());
        callback?.();
      }, () => callback?.());
  }

  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    this.storedExpiry.delete(sid);
    this.db
      .deleteFrom('web_sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback?.(), (error) => callback?.(error));
  }

  async sweep(): Promise<void> {
    const now = Date.now();
    for (const [sid, expiry] of this.storedExpiry) if (expiry <= now) this.storedExpiry.delete(sid);
    await this.db.deleteFrom('web_sessions').where('expires_at', '<', new Date()).execute().catch(() => undefined);
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
