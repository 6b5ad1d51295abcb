import { deterministicId, streams } from '@barteraid/events';
import type { EventStore } from '@barteraid/infra';
import type { CommandDb } from '../read-models';
import { execute, type Clock, type CommandContext } from '../command-handling';
import { membershipDecider } from './membership';
import { TRIAL_REMINDER_DAYS } from './lifecycle';

export interface TrialRuleReport {
  reminded: number;
  ended: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The guest trial rule, run every minute where settlement runs: every running trial within its
 * last 7 days is decided again on its own membership stream (`ApplyTrialRule`): reminded at 7 days
 * and at 1 day, ended at expiry. The read model only finds candidates; the stream decides and
 * remembers what it did, and each event's id follows from the member and the step, so a late,
 * repeated, concurrent or restarted run never skips the end and never does anything twice.
 */
export async function applyTrialRules(db: CommandDb, store: EventStore, clock: Clock): Promise<TrialRuleReport> {
  const now = clock();
  const horizon = new Date(now.getTime() + Math.max(...TRIAL_REMINDER_DAYS) * DAY_MS);
  const candidates = await db
    .selectFrom('members')
    .select('id')
    .where('membership_tier', '=', 'guest_trial')
    .where('membership_standing', '=', 'active')
    .where('trial_expires_at', 'is not', null)
    .where('trial_expires_at', '<=', horizon)
    .orderBy('trial_expires_at')
    .limit(500)
    .execute();
  const report: TrialRuleReport = { reminded: 0, ended: 0 };
  for (const { id } of candidates) {
    const context: CommandContext = { store, actorId: null, correlationId: deterministicId('trial-rule', id), now: clock };
    const decided = await execute(
      context,
      streams.membership(id),
      membershipDecider,
      { type: 'ApplyTrialRule', memberId: id, now: clock().toISOString() },
      {
        eventIds: (_index, event) =>
          event.type === 'TrialReminderSent' ? deterministicId('trial-reminder', id, String(event.data.daysBefore)) : deterministicId('trial-ended', id),
      },
    );
    for (const event of decided.events) {
      if (event.type === 'TrialReminderSent') report.reminded++;
      if (event.type === 'TrialEnded') report.ended++;
    }
  }
  return report;
}
