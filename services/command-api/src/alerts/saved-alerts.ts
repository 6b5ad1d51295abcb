import { MAX_ALERTS, type AlertCriteria, type AlertFrequency, type SavedAlertEvent } from '@barteraid/events';
import { alertsMessages } from '@barteraid/events/messages/alerts';
import { exhaustive, reject, type Decider } from '../decider';

export interface SavedAlertTerms {
  criteria: AlertCriteria;
  frequency: AlertFrequency;
}

/** One member's saved alerts (`alerts-<memberId>`) and their helper opt-in. */
export type SavedAlertsState =
  | { status: 'none' }
  | {
      status: 'active';
      alerts: ReadonlyMap<string, SavedAlertTerms>;
      /** Every alert id ever used, so a retried save after a delete does not bring it back. */
      used: ReadonlySet<string>;
      helperWithinMiles: number | null;
    };

export type SavedAlertsCommand =
  | { type: 'SaveAlert'; memberId: string; alertId: string; terms: SavedAlertTerms; now: string }
  | { type: 'ChangeAlert'; memberId: string; alertId: string; terms: SavedAlertTerms; now: string }
  | { type: 'DeleteAlert'; memberId: string; alertId: string; by: 'member' | 'link'; now: string }
  | { type: 'SetHelperAlerts'; memberId: string; withinMiles: number | null; verified: boolean; now: string };

const empty: Extract<SavedAlertsState, { status: 'active' }> = { status: 'active', alerts: new Map(), used: new Set(), helperWithinMiles: null };
const activeOf = (state: SavedAlertsState) => (state.status === 'active' ? state : empty);

const sameTerms = (a: SavedAlertTerms, b: SavedAlertTerms) => JSON.stringify(a) === JSON.stringify(b);

/** Saving, changing and stopping alerts, at most `MAX_ALERTS` at once; helpers must be verified. */
export const savedAlertsDecider: Decider<SavedAlertsCommand, SavedAlertsState, SavedAlertEvent> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    const current = activeOf(state);
    switch (event.type) {
      case 'AlertSaved':
      case 'AlertChanged': {
        const alerts = new Map(current.alerts);
        alerts.set(event.data.alertId, { criteria: event.data.criteria, frequency: event.data.frequency });
        return { ...current, alerts, used: new Set([...current.used, event.data.alertId]) };
      }
      case 'AlertDeleted': {
        const alerts = new Map(current.alerts);
        alerts.delete(event.data.alertId);
        return { ...current, alerts };
      }
      case 'HelperAlertsChanged':
        return { ...current, helperWithinMiles: event.data.withinMiles };
      default:
        return exhaustive(event, state);
    }
  },

  decide(command, state) {
    const current = activeOf(state);
    switch (command.type) {
      case 'SaveAlert': {
        // The same request again (its id follows from the Idempotency-Key): already saved, or stopped since.
        if (current.used.has(command.alertId)) return [];
        if (current.alerts.size >= MAX_ALERTS) return reject('conflict', alertsMessages.message('tooMany', { max: MAX_ALERTS }));
        const { criteria, frequency } = command.terms;
        return [{ type: 'AlertSaved', data: { memberId: command.memberId, alertId: command.alertId, criteria, frequency, savedAt: command.now } }];
      }
      case 'ChangeAlert': {
        const existing = current.alerts.get(command.alertId);
        if (!existing) return reject('not_found', alertsMessages.message('notFound'));
        if (sameTerms(existing, command.terms)) return [];
        const { criteria, frequency } = command.terms;
        return [{ type: 'AlertChanged', data: { memberId: command.memberId, alertId: command.alertId, criteria, frequency, changedAt: command.now } }];
      }
      case 'DeleteAlert':
        if (!current.alerts.has(command.alertId)) {
          // Stopping twice (a second tap on the link) is done; an alert never saved is not found.
          return current.used.has(command.alertId) ? [] : reject('not_found', alertsMessages.message('notFound'));
        }
        return [{ type: 'AlertDeleted', data: { memberId: command.memberId, alertId: command.alertId, by: command.by, deletedAt: command.now } }];
      case 'SetHelperAlerts':
        if (command.withinMiles !== null && !command.verified) return reject('forbidden', alertsMessages.message('helperNotVerified'));
        if (command.withinMiles === current.helperWithinMiles) return [];
        return [{ type: 'HelperAlertsChanged', data: { memberId: command.memberId, withinMiles: command.withinMiles, changedAt: command.now } }];
      default:
        return exhaustive(command);
    }
  },
};
