import type { SessionData } from 'express-session';
import { suspensionInForce } from '@barteraid/events';
import { credentialStamp } from '@barteraid/infra';
import type { GatewayDb } from '../read-models';

declare module 'express-session' {
  interface SessionData {
    /** Which password, and which email change, the member signed in after (see credentialStamp). */
    credentialStamp?: string;
  }
}

// The fingerprint a session keeps of the password it was opened with (see infra/src/passwords.ts).
export { credentialStamp } from '@barteraid/infra';

/** What decides whether a member may be signed in: their stamp, and their suspension if any. */
interface SignInFacts {
  stamp: string;
  suspendedAt: Date | null;
  endsAt: Date | null;
}

/**
 * Members' sign-in facts, kept a few seconds: every request of a signed-in member checks them, and
 * reading them each time was a fifth of a chat message's work on the embedded database and a third
 * of the gateway's database reads in the split deployment. Every change to them (a new password or
 * email, a suspension or its lifting) sends a `credentials_changed` notification, which the realtime of
 * every gateway hands to `changed`; the projector publishes a batch's notifications before it
 * tells the command that wrote the batch that it is done. In one process (the in-process bus) that
 * is exact. Across processes the Redis message reaches a gateway within milliseconds of the
 * command's answer, the same order as the race any check has with a change committed while it
 * runs; a message lost with a broken Redis connection is bounded by `keepMs`. A suspension's end
 * is judged at each check, never kept.
 */
export class SignInFactsCache {
  private readonly kept = new Map<string, { facts: SignInFacts | null; until: number }>();
  /** Bumped by every change, so a read that began before it is not kept after it. */
  private readonly generation = new Map<string, number>();

  constructor(
    private readonly db: GatewayDb,
    private readonly keepMs: number,
  ) {}

  async of(memberId: string): Promise<SignInFacts | null> {
    const now = Date.now();
    const kept = this.kept.get(memberId);
    if (kept && kept.until > now) return kept.facts;
    const generation = this.generation.get(memberId) ?? 0;
    const row = await this.db
      .selectFrom('member_credentials')
      .leftJoin('member_suspensions', 'member_suspensions.member_id', 'member_credentials.member_id')
      .select(['member_credentials.password_hash', 'member_credentials.email_change_id', 'member_suspensions.suspended_at', 'member_suspensions.ends_at'])
      .where('member_credentials.member_id', '=', memberId)
      .executeTakeFirst();
    const facts = row
      ? { stamp: credentialStamp(row.password_hash, row.email_change_id), suspendedAt: row.suspended_at ? new Date(row.suspended_at) : null, endsAt: row.ends_at ? new Date(row.ends_at) : null }
      : null;
    if (this.keepMs > 0 && (this.generation.get(memberId) ?? 0) === generation) {
      if (this.kept.size > 100_000) this.kept.clear();
      this.kept.set(memberId, { facts, until: now + this.keepMs });
    }
    return facts;
  }

  changed(memberId: string): void {
    if (this.keepMs === 0) return;
    this.kept.delete(memberId);
    this.generation.set(memberId, (this.generation.get(memberId) ?? 0) + 1);
  }
}

/**
 * Sent with the answer to a request whose session just ended because its member is suspended: the
 * page then says why it went to sign-in (signing in shows the reason and how to appeal).
 */
export const SESSION_ENDED_HEADER = 'x-barteraid-session-ended';

/** Whether the member is suspended at `now`, read from the facts (fresh after a refusal). */
export async function suspendedNow(facts: SignInFactsCache, memberId: string, now: Date): Promise<boolean> {
  const known = await facts.of(memberId);
  return Boolean(known?.suspendedAt && suspensionInForce(known.endsAt, now));
}

/** The member's current stamp, or null when they may not be signed in at `now` (unknown, or suspended). */
async function currentStamp(facts: SignInFactsCache, memberId: string, now: Date): Promise<string | null> {
  const known = await facts.of(memberId);
  if (!known) return null;
  if (known.suspendedAt && suspensionInForce(known.endsAt, now)) return null;
  return known.stamp;
}

/**
 * Is this stored session still a valid sign-in of its member at `now`? False when it signs no one
 * in, was opened before the member's last password or email change (sessions from before stamps existed
 * have none and end too: their member signs in once more), or its member is suspended now (read
 * in the same query from the moderation read model; a suspension that ended lets them sign in again).
 */
export async function sessionIsCurrent(facts: SignInFactsCache, session: Partial<SessionData> | null | undefined, now: Date = new Date()): Promise<boolean> {
  const memberId = session?.passport?.user;
  if (typeof memberId !== 'string' || !session?.credentialStamp) return false;
  if ((await currentStamp(facts, memberId, now)) === session.credentialStamp) return true;
  // A refusal is confirmed from the database: facts kept here may predate a change this session
  // already reflects (a password changed on this device, a suspension lifted, its news not here yet).
  facts.changed(memberId);
  return (await currentStamp(facts, memberId, now)) === session.credentialStamp;
}
