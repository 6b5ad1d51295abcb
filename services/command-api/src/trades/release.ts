import { deterministicId } from '@barteraid/events';
import type { EventStore } from '@barteraid/infra';
import type { CommandDb } from '../read-models';
import type { Clock, CommandContext } from '../command-handling';
import { changeTrade } from './trade-commands';
import { RELEASE_REMINDER_MS } from './trade';

export interface ReleaseReport {
  reminded: number;
  released: number;
}

/**
 * The rule that releases held credits without the payer: every delivered, still accepted trade
 * whose release is due within a day is decided again on its own stream — reminded once inside the
 * last day, completed (by the rule, `by: null`) once due. The read model only finds candidates;
 * the trade decider decides, so a late, repeated or concurrent run (or a payer confirming at the
 * same moment) completes a trade once. Settlement then pays it like any completed trade.
 */
export async function releaseDueTrades(db: CommandDb, store: EventStore, clock: Clock): Promise<ReleaseReport> {
  const now = clock();
  const reminderFrom = new Date(now.getTime() + RELEASE_REMINDER_MS);
  const candidates = await db
    .selectFrom('trades')
    .select('id')
    .where('status', '=', 'accepted')
    .where('release_due_at', 'is not', null)
    .where((eb) =>
      eb.or([eb('release_due_at', '<=', now), eb.and([eb('release_reminded_at', 'is', null), eb('release_due_at', '<=', reminderFrom)])]),
    )
    .orderBy('release_due_at')
    .limit(500)
    .execute();
  const report: ReleaseReport = { reminded: 0, released: 0 };
  for (const { id } of candidates) {
    const context: CommandContext = { store, actorId: null, correlationId: deterministicId('trade-release', id), now: clock };
    const at = clock().toISOString();
    const reminded = await changeTrade(context, id, { type: 'RemindRelease', now: at, withinMs: RELEASE_REMINDER_MS });
    if (reminded.position !== null) report.reminded++;
    const released = await changeTrade(context, id, { type: 'ReleaseTrade', now: at });
    if (released.position !== null) report.released++;
  }
  return report;
}
