import { describe, expect, it } from 'vitest';
import { inboundOfTwilio, receiptOfTwilio, signedByTwilio, twilioSignature } from './twilio-webhook';

// The worked example of Twilio's request-validation documentation (and its libraries' tests).
const TOKEN = '12345';
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const FORM = { CallSid: 'CA1234567890ABCDE', Caller: '+14158675309', Digits: '1234', From: '+14158675309', To: '+18005551212' };
const SIGNATURE = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';

describe('Twilio’s webhook signature', () => {
  it('is Twilio’s documented one, whatever order the parameters came in', () => {
    expect(twilioSignature(TOKEN, URL, FORM)).toBe(SIGNATURE);
    const { To, From, ...rest } = FORM;
    expect(twilioSignature(TOKEN, URL, { To, ...rest, From })).toBe(SIGNATURE);
    // A name given more than once: its distinct values, sorted (the libraries' second vector).
    expect(twilioSignature(TOKEN, URL, { Sid: 'CA123', SidAccount: 'AC123', Digits: ['5678', '1234', '1234'] })).toBe('IK+Dwps556ElfBT0I3Rgjkr1wJU=');
  });

  it('fails for another token, address, parameter or value, and without a signature', () => {
    expect(signedByTwilio(TOKEN, URL, FORM, SIGNATURE)).toBe(true);
    expect(signedByTwilio('54321', URL, FORM, SIGNATURE)).toBe(false);
    expect(signedByTwilio(TOKEN, `${URL}&baz=3`, FORM, SIGNATURE)).toBe(false);
    expect(signedByTwilio(TOKEN, URL.replace('https', 'http'), FORM, SIGNATURE)).toBe(false);
    expect(signedByTwilio(TOKEN, URL, { ...FORM, Digits: '9999' }, SIGNATURE)).toBe(false);
    expect(signedByTwilio(TOKEN, URL, { ...FORM, Extra: '' }, SIGNATURE)).toBe(false);
    expect(signedByTwilio(TOKEN, URL, FORM, SIGNATURE.slice(0, -1))).toBe(false);
    expect(signedByTwilio(TOKEN, URL, FORM, 'ü'.repeat(14))).toBe(false);
    expect(signedByTwilio(TOKEN, URL, FORM, undefined)).toBe(false);
    expect(signedByTwilio(TOKEN, URL, FORM, '')).toBe(false);
  });
});

describe('what Twilio posts', () => {
  it('reads a member’s text: the number in E.164, the words, the MessageSid as its id', () => {
    expect(inboundOfTwilio({ MessageSid: 'SM0123', From: '+15125550100', To: '+15125550199', Body: 'ACCEPT 4821' })).toEqual({
      from: '+15125550100',
      text: 'ACCEPT 4821',
      smscId: 'SM0123',
    });
    expect(inboundOfTwilio({ MessageSid: 'SM0124', From: '+15125550100', Body: 'STOP\u0000now' })?.text).toBe('STOP now');
    expect(inboundOfTwilio({ MessageSid: 'SM0125', From: '+15125550100' })?.text).toBe('');
    expect(inboundOfTwilio({ From: '+15125550100', Body: 'STOP' })).toBeNull();
    expect(inboundOfTwilio({ MessageSid: 'SM0126', Body: 'STOP' })).toBeNull();
  });

  it('reads a final status as a delivery receipt, with the error code of a failure; a text still on its way is none', () => {
    expect(receiptOfTwilio({ MessageSid: 'SM1', MessageStatus: 'delivered' })).toEqual({ smscMessageId: 'SM1', delivered: true, state: 'delivered' });
    expect(receiptOfTwilio({ MessageSid: 'SM2', MessageStatus: 'undelivered', ErrorCode: '30003' })).toEqual({ smscMessageId: 'SM2', delivered: false, state: 'undelivered 30003' });
    expect(receiptOfTwilio({ MessageSid: 'SM3', MessageStatus: 'failed', ErrorCode: '30007' })).toMatchObject({ delivered: false, state: 'failed 30007' });
    for (const status of ['queued', 'sending', 'sent', 'accepted', '']) expect(receiptOfTwilio({ MessageSid: 'SM4', MessageStatus: status })).toBeNull();
    expect(receiptOfTwilio({ MessageStatus: 'delivered' })).toBeNull();
  });
});
