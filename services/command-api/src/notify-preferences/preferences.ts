import { isUsTimeZone, textedKinds, type MailKind, type NotifyPreferencesEvent } from '@barteraid/events';
import { notifyPreferencesMessages } from '@barteraid/events/messages/notify-preferences';
import { exhaustive, reject, type Decider } from '../decider';

export type OffSiteChannel = 'push' | 'sms';

/** The zone the member chose (null: from their area, else the site's) and the kinds they turned off per channel. */
export interface NotifyPreferencesState {
  timeZone: string | null;
  off: ReadonlySet<`${OffSiteChannel}:${MailKind}`>;
}

export type NotifyPreferencesCommand =
  | { type: 'ChooseTimeZone'; memberId: string; timeZone: string | null; now: string }
  | { type: 'SetNotifyChannel'; memberId: string; kind: MailKind; channel: OffSiteChannel; enabled: boolean; now: string };

/**
 * One stream per member (`notify_preferences-<memberId>`): the clock their quiet hours, daily text
 * limit and digest morning follow, and which kinds of notification go to their devices and phone.
 * A choice is recorded only when it changes something.
 */
export const notifyPreferencesDecider: Decider<NotifyPreferencesCommand, NotifyPreferencesState, NotifyPreferencesEvent> = {
  initialState: { timeZone: null, off: new Set() },
  evolve(state, event) {
    switch (event.type) {
      case 'MemberTimeZoneChosen':
        return { ...state, timeZone: event.data.timeZone };
      case 'NotifyChannelChanged': {
        const off = new Set(state.off);
        const key = `${event.data.channel}:${event.data.kind}` as const;
        if (event.data.enabled) off.delete(key);
        else off.add(key);
        return { ...state, off };
      }
      default:
        return exhaustive(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ChooseTimeZone': {
        const { memberId, timeZone, now } = command;
        if (timeZone !== null && !isUsTimeZone(timeZone)) return reject('invalid', notifyPreferencesMessages.message('unknownTimeZone'));
        if (timeZone === state.timeZone) return [];
        return [{ type: 'MemberTimeZoneChosen', data: { memberId, timeZone, chosenAt: now } }];
      }
      case 'SetNotifyChannel': {
        const { memberId, kind, channel, enabled, now } = command;
        // Only the kinds that need an answer are ever texted: a choice for another would promise what never happens.
        if (channel === 'sms' && !textedKinds.includes(kind)) return reject('invalid', notifyPreferencesMessages.message('smsKind'));
        if (state.off.has(`${channel}:${kind}`) === !enabled) return [];
        return [{ type: 'NotifyChannelChanged', data: { memberId, kind, channel, enabled, changedAt: now } }];
      }
      default:
        return exhaustive(command);
    }
  },
};
