import { registrationTiers, type AvatarEvent, type CredentialEvent, type MemberEvent, type MembershipTier } from '@barteraid/events';
import { HttpError } from '@barteraid/infra';
import { exhaustive, reject, type Decider } from '../decider';
import { membersMessages } from '@barteraid/events/messages/members';
import { accountMessages } from '@barteraid/events/messages/account';

/**
 * Every event the member stream (`member-<id>`) holds. Three deciders share it — this one
 * (registration, roles), the avatar's and the credentials' — and each names all of these in its
 * `evolve`, so an event type added to the stream needs a decision in each of them.
 */
export type MemberStreamEvent = MemberEvent | AvatarEvent | CredentialEvent;

/** What the member may change on /settings. */
export interface MemberProfile {
  firstName: string;
  lastName: string;
  phone: string | null;
  location: string | null;
}

export interface MemberState {
  registered: boolean;
  isAdmin: boolean;
  profile: MemberProfile | null;
  /** The address the member signs in with and is mailed at; its claim stream is the member's. */
  email: string | null;
  /** The username they registered with (its claim stream is theirs until the account closes). */
  username: string | null;
  /** Closed accounts take no further change. */
  closed: boolean;
}

const profileOf = ({ firstName, lastName, phone, location }: MemberProfile): MemberProfile => ({ firstName, lastName, phone, location });

export type MemberCommand =
  | {
      type: 'RegisterMember';
      memberId: string;
      username: string;
      email: string;
      firstName: string;
      lastName: string;
      passwordHash: string;
      phone: string | null;
      location: string | null;
      membershipTier: MembershipTier;
      now: string;
    }
  | { type: 'GrantAdmin'; memberId: string; grantedBy: string; now: string }
  | ({ type: 'ChangeProfile'; memberId: string; now: string } & MemberProfile)
  /** The member chose an area by ZIP code: its "City, ST" becomes their display text if they typed none. */
  | { type: 'FillLocationText'; memberId: string; location: string; now: string }
  /** A link mailed to the new address was used (the email_change stream decides whether it may be). */
  | { type: 'ChangeEmail'; memberId: string; email: string; requestId: string; now: string }
  /** The member confirmed with their password (checked before deciding). */
  | { type: 'CloseAccount'; memberId: string; now: string };

/** Emails are compared as their claim streams are named: trimmed and lower-cased. */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The member stream: registration and roles. */
export const memberDecider: Decider<MemberCommand, MemberState, MemberStreamEvent> = {
  initialState: { registered: false, isAdmin: false, profile: null, email: null, username: null, closed: false },
  evolve(state, event) {
    switch (event.type) {
      case 'MemberRegistered':
        return { ...state, registered: true, profile: profileOf(event.data), email: event.data.email, username: event.data.username };
      case 'MemberAccountClosed':
        return { ...state, closed: true };
      case 'MemberGrantedAdmin':
        return { ...state, isAdmin: true };
      case 'MemberAvatarChanged':
      case 'PasswordChanged':
        return state;
      case 'MemberProfileChanged':
        return { ...state, profile: profileOf(event.data) };
      case 'MemberEmailChanged':
        return { ...state, email: event.data.email };
      default:
        return exhaustive(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterMember': {
        if (state.registered) return reject('conflict', membersMessages.message('alreadyRegistered'));
        // Chosen here, a guest trial would be one nobody invited, with no end (see registrationTiers).
        if (!(registrationTiers as readonly MembershipTier[]).includes(command.membershipTier)) {
          throw new HttpError(400, membersMessages.message('guestTrialAtRegistration'), { field: 'membershipTier' });
        }
        const { type: _type, now, ...member } = command;
        return [{ type: 'MemberRegistered', data: { ...member, registeredAt: now } }];
      }
      case 'GrantAdmin': {
        if (!state.registered || state.closed) return reject('not_found', membersMessages.message('noSuchMember'));
        if (state.isAdmin) return [];
        return [
          { type: 'MemberGrantedAdmin', data: { memberId: command.memberId, grantedBy: command.grantedBy, grantedAt: command.now } },
        ];
      }
      case 'ChangeProfile': {
        if (!state.registered || state.closed) return reject('not_found', membersMessages.message('noSuchMember'));
        const profile = profileOf(command);
        const same = state.profile && (Object.keys(profile) as (keyof MemberProfile)[]).every((key) => profile[key] === state.profile![key]);
        if (same) return [];
        return [{ type: 'MemberProfileChanged', data: { memberId: command.memberId, ...profile, changedAt: command.now } }];
      }
      case 'FillLocationText': {
        if (!state.registered || state.closed || !state.profile) return reject('not_found', membersMessages.message('noSuchMember'));
        // What the member typed stays theirs: the ZIP only fills an empty place.
        if (state.profile.location?.trim()) return [];
        return [{ type: 'MemberProfileChanged', data: { memberId: command.memberId, ...state.profile, location: command.location, changedAt: command.now } }];
      }
      case 'ChangeEmail': {
        if (!state.registered || state.closed || !state.email) return reject('not_found', membersMessages.message('noSuchMember'));
        // Same address in other letters would claim and release one and the same claim stream.
        if (sameEmail(state.email, command.email)) return reject('conflict', accountMessages.message('sameEmail'));
        return [
          {
            type: 'MemberEmailChanged',
            data: { memberId: command.memberId, previousEmail: state.email, email: command.email, requestId: command.requestId, changedAt: command.now },
          },
        ];
      }
      case 'CloseAccount':
        if (!state.registered) return reject('not_found', membersMessages.message('noSuchMember'));
        if (state.closed) return [];
        return [{ type: 'MemberAccountClosed', data: { memberId: command.memberId, closedAt: command.now } }];
      default:
        return exhaustive(command);
    }
  },
};
