import { suspensionInForce } from '@barteraid/events';
import type { GatewayDb } from '../read-models';
import { authMessages } from '@barteraid/events/messages/auth';
import type { MessageData } from '@barteraid/events/messages/catalogue';

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

/** Why sign-in is refused, and how to appeal. */
export function suspendedMessage(suspension: SuspensionNotice): MessageData {
  return suspension.endsAt
    ? authMessages.message('suspendedUntil', { until: suspension.endsAt.toISOString(), reason: suspension.reason })
    : authMessages.message('suspended', { reason: suspension.reason });
}
