import { createHash } from 'node:crypto';
import type { SessionData } from 'express-session';
import { suspensionInForce } from '@barteraid/events';
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

/** The member's current stamp, or null when they may not be signed in at `now` (unknown, or suspended). */
async function currentStamp(db: Db, memberId: string, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('member_credentials')
    .leftJoin('member_suspensions', 'member_suspensions.member_id', 'member_credentials.member_id')
    .select(['member_credentials.password_hash', 'member_suspensions.suspended_at', 'member_suspensions.ends_at'])
    .where('member_credentials.member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.suspended_at && suspensionInForce(row.ends_at, now)) return null;
  return credentialStamp(row.password_hash);
}

/**
 * Is this stored session still a valid sign-in of its member at `now`? False when it signs no one
 * in, was opened before the member's last password change (sessions from before stamps existed
 * have none and end too: their member signs in once more), or its member is suspended now (read
 * in the same query from the moderation read model; a suspension that ended lets them sign in again).
 */
export async function sessionIsCurrent(db: Db, session: Partial<SessionData> | null | undefined, now: Date = new Date()): Promise<boolean> {
  const memberId = session?.passport?.user;
  if (typeof memberId !== 'string' || !session?.credentialStamp) return false;
  return (await currentStamp(db, memberId, now)) === session.credentialStamp;
}
