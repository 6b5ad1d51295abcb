import { HELPER_ALERTS_PER_DAY, type AlertMatch, type AlertMatchEvent, type HelperAlertEvent } from '@barteraid/events';
import { exhaustive, type Decider } from '../decider';

/** What one listing reached so far (`alert_matches-<listingId>`): every alert and helper, for good. */
export type ListingMatchesState =
  | { status: 'none' }
  | { status: 'matched'; alerts: ReadonlySet<string>; helpers: ReadonlySet<string> };

export interface ListingFacts {
  listingId: string;
  ownerId: string;
  title: string;
  type: 'offer' | 'need';
  urgent: boolean;
}

export type ListingMatchesCommand = {
  type: 'RecordMatches';
  listing: ListingFacts;
  causeEventId: string;
  matches: AlertMatch[];
  helpers: string[];
  now: string;
};

/** Each listing reaches each alert and each helper at most once, ever: a revision matching again adds only the new ones. */
export const listingMatchesDecider: Decider<ListingMatchesCommand, ListingMatchesState, AlertMatchEvent> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'ListingAlertsMatched': {
        const before = state.status === 'matched' ? state : { alerts: new Set<string>(), helpers: new Set<string>() };
        return {
          status: 'matched',
          alerts: new Set([...before.alerts, ...event.data.matches.map((match) => match.alertId)]),
          helpers: new Set([...before.helpers, ...event.data.helpers]),
        };
      }
      default:
        return exhaustive(event.type, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RecordMatches': {
        const reached = state.status === 'matched' ? state : { alerts: new Set<string>(), helpers: new Set<string>() };
        const { listing } = command;
        // Nobody hears of their own listing; the finder leaves them out too, this keeps it so.
        const matches = command.matches.filter((match) => !reached.alerts.has(match.alertId) && match.memberId !== listing.ownerId);
        const helpers = [...new Set(command.helpers)].filter((memberId) => !reached.helpers.has(memberId) && memberId !== listing.ownerId);
        if (matches.length === 0 && helpers.length === 0) return [];
        return [
          {
            type: 'ListingAlertsMatched',
            data: { ...listing, causeEventId: command.causeEventId, matches, helpers, matchedAt: command.now },
          },
        ];
      }
      default:
        return exhaustive(command.type);
    }
  },
};

/** The urgent needs that reached one helper (`helper_alerts-<memberId>`), counted per UTC day. */
export type HelperAlertsState = { status: 'none' } | { status: 'alerted'; listings: ReadonlySet<string>; perDay: ReadonlyMap<string, number> };

export type HelperAlertsCommand = { type: 'AlertHelper'; memberId: string; listingId: string; now: string };

export const dayOf = (iso: string) => iso.slice(0, 10);

/** At most `HELPER_ALERTS_PER_DAY` urgent needs a day reach a helper, each once. */
export const helperAlertsDecider: Decider<HelperAlertsCommand, HelperAlertsState, HelperAlertEvent> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    switch (event.type) {
      case 'HelperAlerted': {
        const before = state.status === 'alerted' ? state : { listings: new Set<string>(), perDay: new Map<string, number>() };
        const perDay = new Map(before.perDay);
        perDay.set(event.data.day, (perDay.get(event.data.day) ?? 0) + 1);
        return { status: 'alerted', listings: new Set([...before.listings, event.data.listingId]), perDay };
      }
      default:
        return exhaustive(event.type, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AlertHelper': {
        const day = dayOf(command.now);
        if (state.status === 'alerted') {
          if (state.listings.has(command.listingId)) return [];
          if ((state.perDay.get(day) ?? 0) >= HELPER_ALERTS_PER_DAY) return [];
        }
        return [{ type: 'HelperAlerted', data: { memberId: command.memberId, listingId: command.listingId, day, alertedAt: command.now } }];
      }
      default:
        return exhaustive(command.type);
    }
  },
};
