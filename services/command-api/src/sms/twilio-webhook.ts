import { createHmac, timingSafeEqual } from 'node:crypto';
import { e164 } from '../phone/mobile-number';
import type { DeliveryReceipt, InboundSms } from '../phone/sms-transport';

/** Where Twilio posts a member's text (set as the number's "A message comes in" webhook). */
export const TWILIO_MESSAGES_PATH = '/api/sms/twilio/messages';
/** Where Twilio posts what became of a text we sent (the StatusCallback of each send). */
export const TWILIO_STATUS_PATH = '/api/sms/twilio/status';

/** A webhook's POST parameters as parsed from its form body (a name given twice holds both values). */
export type TwilioForm = Record<string, string | string[]>;

/**
 * Twilio's `X-Twilio-Signature`: base64 of HMAC-SHA1 under the auth token over the full URL Twilio
 * called, followed by each POST parameter's name and value, sorted by name (a name given more than
 * once: its distinct values, sorted, as Twilio's own libraries do).
 */
export function twilioSignature(token: string, url: string, form: TwilioForm): string {
  const signed = Object.keys(form)
    .sort()
    .reduce((data, name) => data + [...new Set([form[name]!].flat())].sort().map((value) => name + value).join(''), url);
  return createHmac('sha1', token).update(signed, 'utf8').digest('base64');
}

/** Whether `signature` is Twilio's for this request, compared in constant time. */
export function signedByTwilio(token: string, url: string, form: TwilioForm, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(twilioSignature(token, url, form));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const one = (form: TwilioForm, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value : (value?.[0] ?? '');
};

/**
 * Control characters other than tab and line breaks (the ones the API refuses in any stored text,
 * `events/src/text.ts`): an SMS body has no use for them, and the database refuses NUL. Twilio
 * cannot be refused a member's text, so they become spaces.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** A member's text from Twilio's message webhook; null without the MessageSid and From it always sends. */
export function inboundOfTwilio(form: TwilioForm): InboundSms | null {
  const smscId = one(form, 'MessageSid').trim();
  const from = e164(one(form, 'From'));
  if (!smscId || !from) return null;
  return { from, text: one(form, 'Body').replace(UNSTORABLE, ' '), smscId };
}

/** Twilio's final statuses of a text; the others (queued, sending, sent…) are on the way. */
const FINAL = new Set(['delivered', 'undelivered', 'failed', 'canceled']);

/** A status callback as a delivery receipt, or null while the text is still on its way. */
export function receiptOfTwilio(form: TwilioForm): DeliveryReceipt | null {
  const smscMessageId = one(form, 'MessageSid').trim();
  const status = one(form, 'MessageStatus').trim().toLowerCase();
  if (!smscMessageId || !FINAL.has(status)) return null;
  const error = one(form, 'ErrorCode').trim();
  return { smscMessageId, delivered: status === 'delivered', state: error ? `${status} ${error}` : status };
}
