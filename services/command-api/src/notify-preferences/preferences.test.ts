import { describe, expect, it } from 'vitest';
import type { NotifyPreferencesEvent } from '@barteraid/events';
import { notifyPreferencesMessages } from '@barteraid/events/messages/notify-preferences';
import { DeciderSpecification } from '../testing/decider-specification';
import { sample } from '../testing/sample-ids';
import { notifyKindOf } from './kinds';
import { notifyPreferencesDecider } from './preferences';

const { given } = DeciderSpecification.for(notifyPreferencesDecider);
const memberId = sample.owner;
const { now } = sample;
const losAngeles: NotifyPreferencesEvent = { type: 'MemberTimeZoneChosen', data: { memberId, timeZone: 'America/Los_Angeles', chosenAt: now } };
const pushTradesOff: NotifyPreferencesEvent = { type: 'NotifyChannelChanged', data: { memberId, kind: 'trades', channel: 'push', enabled: false, changedAt: now } };

describe('notify preferences decider', () => {
  it('given no choice, when a member chooses a US zone, then it is recorded once', () => {
    given([]).when({ type: 'ChooseTimeZone', memberId, timeZone: 'America/Los_Angeles', now }).then([losAngeles]);
    given([losAngeles]).when({ type: 'ChooseTimeZone', memberId, timeZone: 'America/Los_Angeles', now }).thenNothingHappened();
  });

  it('given a chosen zone, when the member goes back to "from my area", then null is recorded', () => {
    given([losAngeles]).when({ type: 'ChooseTimeZone', memberId, timeZone: null, now }).thenMatches([{ type: 'MemberTimeZoneChosen', data: { timeZone: null } }]);
    given([]).when({ type: 'ChooseTimeZone', memberId, timeZone: null, now }).thenNothingHappened();
  });

  it('when a zone outside the list is asked for, then it is refused', () => {
    given([]).when({ type: 'ChooseTimeZone', memberId, timeZone: 'Europe/Paris', now }).thenRejects('invalid', notifyPreferencesMessages.message('unknownTimeZone'));
  });

  it('given every kind on, when push is turned off for trades, then that is recorded once and can be undone', () => {
    const off = { type: 'SetNotifyChannel', memberId, kind: 'trades', channel: 'push', enabled: false, now } as const;
    given([]).when(off).then([pushTradesOff]);
    given([pushTradesOff]).when(off).thenNothingHappened();
    given([pushTradesOff]).when({ ...off, enabled: true }).thenMatches([{ data: { enabled: true } }]);
  });

  it('when texts are turned off for a kind that is never texted, then it is refused', () => {
    given([]).when({ type: 'SetNotifyChannel', memberId, kind: 'chat_digest', channel: 'sms', enabled: false, now }).thenRejects('invalid', notifyPreferencesMessages.message('smsKind'));
  });
});

describe("a notification's kind", () => {
  const bell = { type: 'other', title: null, title_code: null, trade_id: null };
  it('tells trades, disputes, chat, decisions and team messages apart; the rest have no switch', () => {
    expect(notifyKindOf({ ...bell, type: 'trade_update', title_code: 'tradeNotices.proposed', trade_id: 't' })).toBe('trades');
    expect(notifyKindOf({ ...bell, title_code: 'disputeNotices.opened', trade_id: 't' })).toBe('disputes');
    expect(notifyKindOf({ ...bell, type: 'message', trade_id: 't' })).toBe('chat_digest');
    expect(notifyKindOf({ ...bell, title_code: 'verificationNotices.approved' })).toBe('decisions');
    expect(notifyKindOf({ ...bell, title_code: 'teamNotices.message' })).toBe('admin_messages');
    expect(notifyKindOf({ ...bell, title_code: 'needsNotices.stillNeeded' })).toBeNull();
  });
});
