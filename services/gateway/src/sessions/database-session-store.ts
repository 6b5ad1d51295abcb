import session from 'express-session';
import type { Db } from '@barteraid/infra';

const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A session's stored expiry is moved on only once it lags by this much (connect-mongo's `touchAfter`):
 * without it every request of a signed-in member writes a row. A session can so end up to this much
 * earlier than its cookie says, never later.
 */
export const TOUCH_AFTER_MS = 60 * 1000;

type Callback = (error?: unknown, value?: session.SessionData | null) => void;

/** A session as this process last stored or read it: its data as JSON (each get parses a fresh copy) and its expiry. */
interface Known {
  sess: string | null;
  expiresAt: number;
}

export interface DatabaseSessionStoreOptions {
  /**
   * This process is the only one using the database (the embedded start: its data directory is
   * locked to one process), so what it stored is what the table holds: sessions are read from the
   * table once and then answered from memory, written through on every change.
   */
  exclusive?: boolean;
}

/** Keeps sessions in the embedded (or any PostgreSQL) database when Redis is not configured. */
export class DatabaseSessionStore extends session.Store {
  private sweeper: NodeJS.Timeout;
  /** Sessions as last stored or read by this process: their expiry (what a touch moves on) and, when exclusive, their data. */
  private readonly known = new Map<string, Known>();
  /**
   * Counts every set and destroy: a read or write that began before another change must not record
   * what it saw (it may be older than that change). Changes are rare (sign-in, sign-out), so
   * counting them all rather than per session costs a few uncached reads at most.
   */
  private changes = 0;

  constructor(
    private readonly db: Db,
    private readonly options: DatabaseSessionStoreOptions = {},
  ) {
    super();
    this.sweeper = setInterval(() => void this.sweep(), 15 * 60 * 1000);
    this.sweeper.unref();
  }

  private expiry(sess: session.SessionData): Date {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + DEFAULT_TTL_MS);
  }

  override get(sid: string, callback: Callback): void {
    const known = this.known.get(sid);
    if (this.options.exclusive && known?.sess) {
      if (known.expiresAt <= Date.now()) return callback(null, null);
      return callback(null, JSON.parse(known.sess) as session.SessionData);
    }
    const version = this.changes;
    this.db
      .selectFrom('web_sessions')
      .select(['sess', 'expires_at'])
      .where('sid', '=', sid)
      .executeTakeFirst()
      .then((row) => {
        const current = this.changes === version;
        if (!row || new Date(row.expires_at).getTime() <= Date.now()) {
          if (current) this.known.delete(sid);
          return callback(null, null);
        }
        const sess = row.sess as unknown as session.SessionData;
        if (current) this.known.set(sid, { sess: this.options.exclusive ? JSON.stringify(sess) : null, expiresAt: new Date(row.expires_at).getTime() });
        callback(null, sess);
      }, callback);
  }

  override set(sid: string, sess: session.SessionData, callback?: (error?: unknown) => void): void {
    const values = { sid, sess: JSON.stringify(sess), expires_at: this.expiry(sess) };
    const version = ++this.changes;
    this.known.delete(sid);
    this.db
      .insertInto('web_sessions')
      .values(values)
      .onConflict((oc) => oc.column('sid').doUpdateSet({ sess: values.sess, expires_at: values.expires_at }))
      .execute()
      .then(
        () => {
          if (this.changes === version) {
            this.known.set(sid, { sess: this.options.exclusive ? values.sess : null, expiresAt: values.expires_at.getTime() });
          }
          callback?.();
        },
        // What the table holds is not known here then: the next get reads it.
        (error) => callback?.(error),
      );
  }

  override touch(sid: string, sess: session.SessionData, callback?: () => void): void {
    const expiresAt = this.expiry(sess);
    const known = this.known.get(sid);
    if (known && expiresAt.getTime() - known.expiresAt < TOUCH_AFTER_MS) return void callback?.();
    this.db
      .updateTable('web_sessions')
      .set({ expires_at: expiresAt })
      .where('sid', '=', sid)
      .execute()
      .then(
        () => {
          if (known) known.expiresAt = expiresAt.getTime();
          callback?.();
        },
        () => callback?.(),
      );
  }

  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    this.changes++;
    this.known.delete(sid);
    this.db
      .deleteFrom('web_sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback?.(), (error) => callback?.(error));
  }

  async sweep(): Promise<void> {
    const now = Date.now();
    for (const [sid, known] of this.known) if (known.expiresAt <= now) this.known.delete(sid);
    await this.db.deleteFrom('web_sessions').where('expires_at', '<', new Date()).execute().catch(() => undefined);
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
