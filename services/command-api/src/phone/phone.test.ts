import { describe, it } from 'vitest';
import type { PhoneEvent } from '@barteraid/events';
import { DeciderSpecification } from '../testing/decider-specification';
import { afterNow, sample } from '../testing/sample-ids';
import { phoneDecider, type PhoneCommand } from './phone';

const { given } = DeciderSpecification.for(phoneDecider);
const memberId = sample.owner;
const phone = '+15125550100';
const send = (codeId = sample.firstId, now = sample.now): PhoneCommand => ({ type: 'SendPhoneCode', memberId, phone, codeId, codeHash: `hash-${codeId}`, now });
const confirm = (codeHash: string, now = afterNow(60_000)): PhoneCommand => ({ type: 'ConfirmPhone', memberId, codeHash, now });
const sent = (codeId = sample.firstId, now = sample.now): PhoneEvent => ({
  type: 'PhoneCodeSent',
  data: { memberId, codeId, phone, codeHash: `hash-${codeId}`, sentAt: now, expiresAt: new Date(Date.parse(now) + 600_000).toISOString() },
});
const failed = (codeId = sample.firstId): PhoneEvent => ({ type: 'PhoneCodeFailed', data: { memberId, codeId, failedAt: afterNow(60_000) } });

describe('phone decider', () => {
  it('sends a code good for 10 minutes', () => {
    given([]).when(send()).then([sent()]);
  });

  it('confirms the number with the right code in time', () => {
    given([sent()]).when(confirm(`hash-${sample.firstId}`)).then([
      { type: 'PhoneConfirmed', data: { memberId, codeId: sample.firstId, phone, confirmedAt: afterNow(60_000) } },
    ]);
  });

  it('records a wrong code, and after 5 wrong tries refuses even the right one', () => {
    given([sent()]).when(confirm('wrong')).then([failed()]);
    const five = [sent(), failed(), failed(), failed(), failed(), failed()];
    given(five).when(confirm(`hash-${sample.firstId}`)).thenRejects('conflict', 'Too many wrong codes. Ask for a new one.');
  });

  it('refuses a code past its 10 minutes, and any code before one was sent', () => {
    given([sent()]).when(confirm(`hash-${sample.firstId}`, afterNow(600_000))).thenRejects('conflict', 'This code has expired. Ask for a new one.');
    given([]).when(confirm('anything')).thenRejects('conflict', 'Ask for a code first.');
  });

  it('only the latest code counts', () => {
    given([sent(sample.firstId), sent(sample.secondId, afterNow(10_000))]).when(confirm(`hash-${sample.firstId}`)).thenMatches([{ type: 'PhoneCodeFailed', data: { codeId: sample.secondId } }]);
  });

  it('sends at most 3 codes an hour', () => {
    const three = [sent(sample.firstId, sample.now), sent(sample.secondId, afterNow(60_000)), sent(sample.tradeId, afterNow(120_000))];
    given(three).when(send(sample.listingId, afterNow(30 * 60_000))).thenRejects('conflict', 'You asked for 3 codes in the last hour. Please wait before asking again.');
    given(three).when(send(sample.listingId, afterNow(3600_000 + 1))).thenMatches([{ type: 'PhoneCodeSent' }]);
  });

  it('a confirmed number is replaced only by confirming another', () => {
    const confirmed: PhoneEvent = { type: 'PhoneConfirmed', data: { memberId, codeId: sample.firstId, phone, confirmedAt: afterNow(60_000) } };
    given([sent(), confirmed]).when(confirm(`hash-${sample.firstId}`)).thenRejects('conflict', 'Ask for a code first.');
    given([sent(), confirmed]).when(send(sample.secondId, afterNow(120_000))).thenMatches([{ type: 'PhoneCodeSent', data: { codeId: sample.secondId } }]);
  });
});

describe('phone decider: STOP, START and removal', () => {
  const confirmed: PhoneEvent = { type: 'PhoneConfirmed', data: { memberId, codeId: sample.firstId, phone, confirmedAt: afterNow(60_000) } };
  const stopped: PhoneEvent = { type: 'TextsStopped', data: { memberId, via: 'sms', stoppedAt: sample.now } };

  it('records STOP once, and START only after a STOP', () => {
    given([sent(), confirmed]).when({ type: 'StopTexts', memberId, via: 'sms', now: sample.now }).then([stopped]);
    given([sent(), confirmed, stopped]).when({ type: 'StopTexts', memberId, via: 'sms', now: sample.now }).then([]);
    given([sent(), confirmed]).when({ type: 'ResumeTexts', memberId, via: 'web', now: sample.now }).then([]);
    given([sent(), confirmed, stopped]).when({ type: 'ResumeTexts', memberId, via: 'web', now: sample.now }).then([
      { type: 'TextsResumed', data: { memberId, via: 'web', resumedAt: sample.now } },
    ]);
  });

  it('removes a confirmed number only; a STOP outlives the number it was said from', () => {
    given([sent()]).when({ type: 'RemovePhone', memberId, now: sample.now }).thenRejects('conflict', 'There is no confirmed mobile number to remove.');
    given([sent(), confirmed]).when({ type: 'RemovePhone', memberId, now: sample.now }).then([{ type: 'PhoneRemoved', data: { memberId, removedAt: sample.now } }]);
    const removed: PhoneEvent = { type: 'PhoneRemoved', data: { memberId, removedAt: sample.now } };
    given([sent(), confirmed, stopped, removed]).when({ type: 'StopTexts', memberId, via: 'web', now: sample.now }).then([]);
  });
});
