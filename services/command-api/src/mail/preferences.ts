import type { MailEvent, MailKind } from '@barteraid/events';
import type { Decider } from '../decider';

/** The kinds a member turned off (everything else is on). */
export interface MailPreferencesState {
  off: ReadonlySet<MailKind>;
}

export type MailPreferencesCommand = {
  type: 'SetMailPreference';
  memberId: string;
  kind: MailKind;
  enabled: boolean;
  via: 'settings' | 'unsubscribe';
  now: string;
};

/** One stream per member (`mail_preferences-<memberId>`): a change is recorded only when it changes something. */
export const mailPreferencesDecider: Decider<MailPreferencesCommand, MailPreferencesState, MailEvent> = {
  initialState: { off: new Set() },
  // One event type and one command: no switch to exhaust (a second type would bring one back).
  evolve(state, event) {
    const off = new Set(state.off);
    if (event.data.enabled) off.delete(event.data.kind);
    else off.add(event.data.kind);
    return { off };
  },
  decide(command, state) {
    // A second click of the same unsubscribe link changes nothing and writes nothing.
    if (state.off.has(command.kind) === !command.enabled) return [];
    const { memberId, kind, enabled, via, now } = command;
    return [{ type: 'MailPreferenceChanged', data: { memberId, kind, enabled, via, changedAt: now } }];
  },
};
