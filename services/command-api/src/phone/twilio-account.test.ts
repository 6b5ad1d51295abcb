import { describe, expect, it } from 'vitest';
import { twilioAccountOf, twilioSiteUrl } from './twilio-account';
import { isFinalRefusal, twilioSender } from './twilio-transport';

const SID = `AC${'0a'.repeat(16)}`;

describe('SMS_URL naming a Twilio account', () => {
  it('reads the account SID and auth token; https to Twilio, plain http only to this machine', () => {
    expect(twilioAccountOf(`twilio://${SID}:s3cr%2Ft@api.twilio.com`)).toEqual({ sid: SID, token: 's3cr/t', apiBase: 'https://api.twilio.com' });
    expect(twilioAccountOf(`twilio://${SID}:token@api.dublin.ie1.twilio.com`).apiBase).toBe('https://api.dublin.ie1.twilio.com');
    expect(twilioAccountOf(`twilio://${SID}:token@127.0.0.1:8123`).apiBase).toBe('http://127.0.0.1:8123');
    expect(twilioAccountOf(`twilio://${SID}:token@localhost:8123`).apiBase).toBe('http://localhost:8123');
    expect(twilioAccountOf(`twilio://${SID}:token@10.0.0.5:8123`).apiBase).toBe('https://10.0.0.5:8123');
  });

  it('refuses a URL without the SID, the token or the host, or with a path, naming what is wrong', () => {
    expect(() => twilioAccountOf('twilio://AC123:token@api.twilio.com')).toThrow(/account SID/);
    expect(() => twilioAccountOf(`twilio://${SID}@api.twilio.com`)).toThrow(/auth token/);
    expect(() => twilioAccountOf(`twilio://${SID}:token@api.twilio.com/2010-04-01`)).toThrow(/no path/);
    expect(() => twilioAccountOf(`smpp://${SID}:token@api.twilio.com`)).toThrow(/twilio:\/\//);
  });

  it('needs PUBLIC_URL, the address Twilio calls and signs', () => {
    expect(twilioSiteUrl('https://barteraid.example/')).toBe('https://barteraid.example');
    expect(() => twilioSiteUrl(undefined)).toThrow(/PUBLIC_URL/);
  });
});

describe('sending through Twilio', () => {
  it('sends from a number in E.164, a Messaging Service, or an alphanumeric name', () => {
    expect(twilioSender('15125550199')).toEqual({ From: '+15125550199' });
    expect(twilioSender('+15125550199')).toEqual({ From: '+15125550199' });
    expect(twilioSender(`MG${'1f'.repeat(16)}`)).toEqual({ MessagingServiceSid: `MG${'1f'.repeat(16)}` });
    expect(twilioSender('BarterAid')).toEqual({ From: 'BarterAid' });
  });

  it('fails a text for good on a refusal of the request; tries again on limits, outages and the account’s own trouble', () => {
    for (const status of [400, 409, 422]) expect(isFinalRefusal(status), String(status)).toBe(true);
    for (const status of [401, 403, 404, 408, 429, 500, 502, 503]) expect(isFinalRefusal(status), String(status)).toBe(false);
  });
});
