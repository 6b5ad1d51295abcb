import type { PhoneEvent } from '@barteraid/events';
import { phoneMessages } from '@barteraid/events/messages/phone';
import { exhaustive, reject, type Decider } from '../decider';

/** A code works this long, for this many wrong tries; a member gets at most CODES_PER_HOUR codes an hour. */
export const CODE_LIFETIME_MS = 10 * 60_000;
export const MAX_WRONG_TRIES = 5;
export const CODES_PER_HOUR = 3;

interface SentCode {
  codeId: string;
  phone: string;
  codeHash: string;
  expiresAt: string;
  wrongTries: number;
}

/**
 * The member's number: none proven yet, or proven; the latest code sent, while it may still be
 * used; and whether the member said STOP (kept across a new number: only START or /settings undo it).
 */
export type PhoneState =
  | { status: 'unconfirmed'; code: SentCode | null; sentAt: readonly string[]; stopped: boolean }
  | { status: 'confirmed'; phone: string; code: SentCode | null; sentAt: readonly string[]; stopped: boolean };

export type PhoneCommand =
  | { type: 'SendPhoneCode'; memberId: string; phone: string; codeId: string; codeHash: string; now: string }
  | { type: 'ConfirmPhone'; memberId: string; codeHash: string; now: string }
  | { type: 'StopTexts'; memberId: string; via: 'sms' | 'web'; now: string }
  | { type: 'ResumeTexts'; memberId: string; via: 'sms' | 'web'; now: string }
  | { type: 'RemovePhone'; memberId: string; now: string };

const within = (iso: string, now: string, ms: number) => Date.parse(now) - Date.parse(iso) < ms;

/**
 * One stream per member (`phone-<memberId>`). The route makes the code and its HMAC; the decider
 * sees only the HMAC: at most three codes an hour, each good for 10 minutes and 5 wrong tries,
 * and only the latest counts. A wrong try is recorded (so the count survives a restart).
 */
export const phoneDecider: Decider<PhoneCommand, PhoneState, PhoneEvent> = {
  initialState: { status: 'unconfirmed', code: null, sentAt: [], stopped: false },
  evolve(state, event) {
    switch (event.type) {
      case 'PhoneCodeSent': {
        const { codeId, phone, codeHash, expiresAt, sentAt } = event.data;
        return { ...state, code: { codeId, phone, codeHash, expiresAt, wrongTries: 0 }, sentAt: [...state.sentAt, sentAt].slice(-CODES_PER_HOUR) };
      }
      case 'PhoneCodeFailed':
        return state.code?.codeId === event.data.codeId ? { ...state, code: { ...state.code, wrongTries: state.code.wrongTries + 1 } } : state;
      case 'PhoneConfirmed':
        return { status: 'confirmed', phone: event.data.phone, code: null, sentAt: state.sentAt, stopped: state.stopped };
      case 'TextsStopped':
        return { ...state, stopped: true };
      case 'TextsResumed':
        return { ...state, stopped: false };
      case 'PhoneRemoved':
        return { status: 'unconfirmed', code: null, sentAt: state.sentAt, stopped: state.stopped };
      default:
        return exhaustive(event, state);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SendPhoneCode': {
        const { memberId, phone, codeId, codeHash, now } = command;
        const lastHour = state.sentAt.filter((sentAt) => within(sentAt, now, 3600_000));
        if (lastHour.length >= CODES_PER_HOUR) reject('conflict', phoneMessages.message('tooManyCodes'));
        const expiresAt = new Date(Date.parse(now) + CODE_LIFETIME_MS).toISOString();
        return [{ type: 'PhoneCodeSent', data: { memberId, codeId, phone, codeHash, sentAt: now, expiresAt } }];
      }
      case 'ConfirmPhone': {
        const { memberId, codeHash, now } = command;
        const code = state.code;
        if (!code) return reject('conflict', phoneMessages.message('noCode'));
        if (Date.parse(now) >= Date.parse(code.expiresAt)) reject('conflict', phoneMessages.message('expired'));
        if (code.wrongTries >= MAX_WRONG_TRIES) reject('conflict', phoneMessages.message('usedUp'));
        if (code.codeHash !== codeHash) return [{ type: 'PhoneCodeFailed', data: { memberId, codeId: code.codeId, failedAt: now } }];
        return [{ type: 'PhoneConfirmed', data: { memberId, codeId: code.codeId, phone: code.phone, confirmedAt: now } }];
      }
      // Saying it again changes nothing: a STOP delivered twice is recorded once.
      case 'StopTexts':
        return state.stopped ? [] : [{ type: 'TextsStopped', data: { memberId: command.memberId, via: command.via, stoppedAt: command.now } }];
      case 'ResumeTexts':
        return state.stopped ? [{ type: 'TextsResumed', data: { memberId: command.memberId, via: command.via, resumedAt: command.now } }] : [];
      case 'RemovePhone':
        if (state.status !== 'confirmed') return reject('conflict', phoneMessages.message('noNumber'));
        return [{ type: 'PhoneRemoved', data: { memberId: command.memberId, removedAt: command.now } }];
      default:
        return exhaustive(command);
    }
  },
};
