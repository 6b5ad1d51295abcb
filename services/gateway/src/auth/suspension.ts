import { suspensionInForce } from '@barteraid/events';
import type { GatewayDb } from '../read-models';

/** A suspension in force, as the member reads it when they try to sign in. */
export interface SuspensionNotice {
  reason: string;
  /** null: until an administrator lifts it. */
  endsAt: Date | null;
}

/**
 * The member's suspension in force at `now`, from the moderation read model (`member_suspensions`,
 * owned by the projector): one with an end date is over once that time has passed.
 */
export async function suspensionOf(db: GatewayDb, memberId: string, now: Date): Promise<SuspensionNotice | null> {
  const row = await db.selectFrom('member_suspensions').select(['reason', 'ends_at']).where('member_id', '=', memberId).executeTakeFirst();
  if (!row || !suspensionInForce(row.ends_at, now)) return null;
  return { reason: row.reason, endsAt: row.ends_at ? new Date(row.ends_at) : null };
}

const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' });

/** Why sign-in is refused, and how to appeal. */
export function suspendedMessage(suspension: SuspensionNotice): string {
  const period = suspension.endsAt ? ` until ${until.format(suspension.endsAt)} UTC` : '';
  return (
    `Your account is suspended${period}. Reason: ${suspension.reason} ` +
    'If you think this is a mistake, you can appeal through our contact form at /contact.'
  );
}
