import { createHash } from 'node:crypto';
import type { SessionData } from 'express-session';
import type { Db } from '@barteraid/infra';

declare module 'express-session' {
  interface SessionData {
    /** Which password the member signed in with (see credentialStamp). */
    credentialStamp?: string;
  }
}

/**
 * A fingerprint of the member's password hash. Every password change (reset link or, later, a
 * signed-in change) stores a new salted hash, so a session whose stamp differs from the current
 * one was opened with an earlier password and ends: changing the password signs out every session.
 * A fingerprint, not the hash, so the session store never holds anything a password can be tested against.
 */
export function credentialStamp(passwordHash: string): string {
  return createHash('sha256').update(`credential:${passwordHash}`).digest('base64url').slice(0, 22);
}

async function currentStamp(db: Db, memberId: string): Promise<string | null> {
  const row = await db.selectFrom('member_credentials').select('password_hash').where('member_id', '=', memberId).executeTakeFirst();
  return row ? credentialStamp(row.password_hash) : null;
}

/**
 * Is this stored session still a valid sign-in of its member? False when it signs no one in, or
 * was opened before the member's last password change (sessions from before stamps existed
 * have none and end too: their member signs in once more).
 */
export async function sessionIsCurrent(db: Db, session: Partial<SessionData> | null | undefined): Promise<boolean> {
  const memberId = session?.passport?.user;
  if (typeof memberId !== 'string' || !session?.credentialStamp) return false;
  return (await currentStamp(db, memberId)) === session.credentialStamp;
}
