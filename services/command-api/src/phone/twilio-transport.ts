import { TWILIO_STATUS_PATH } from '../sms/twilio-webhook';
import { SmsRefused } from './sms-refused';
import type { SmsTransport } from './sms-transport';
import type { TwilioAccount } from './twilio-account';

/** How long one call to the Messages API may take before it counts as failed (and is retried). */
const SEND_TIMEOUT_MS = 15_000;

/** SMS_FROM as Twilio takes it: a Messaging Service (`MG…`), a number (E.164), or an alphanumeric sender. */
export function twilioSender(from: string): Record<string, string> {
  if (/^MG[0-9a-f]{32}$/i.test(from)) return { MessagingServiceSid: from };
  if (/^\+?\d{5,15}$/.test(from)) return { From: from.startsWith('+') ? from : `+${from}` };
  return { From: from };
}

/**
 * Twilio's refusals that are about the request, not the moment: the same text would be refused
 * again (21211 invalid number, 21610 unsubscribed, 21614 not a mobile…). 429 (too many requests),
 * 5xx, and 401/403/404 (the account's credentials or state, which the operator can fix) are
 * tried again with the outbox row's backoff.
 */
export const isFinalRefusal = (status: number) => status >= 400 && status < 500 && ![401, 403, 404, 408, 429].includes(status);

/** Twilio's error body: `{code, message, more_info, status}`. */
const reasonOf = (status: number, body: unknown, final: boolean) => {
  const error = (body ?? {}) as { code?: unknown; message?: unknown };
  const code = typeof error.code === 'number' || typeof error.code === 'string' ? ` ${error.code}` : '';
  const message = typeof error.message === 'string' ? `: ${error.message}` : '';
  return `${final ? 'Twilio refused the text' : 'Twilio did not take the text'} (${status}${code})${message}`;
};

/**
 * Twilio's Messages API (`twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com`): one POST per text,
 * with HTTP basic auth and a StatusCallback on this site; the answer's `sid` is the message id its
 * status callbacks name. There is no connection to keep: replies and statuses come as webhooks.
 */
export function twilioTransport(account: TwilioAccount, from: string, siteUrl: string): SmsTransport {
  const endpoint = `${account.apiBase}/2010-04-01/Accounts/${encodeURIComponent(account.sid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString('base64')}`;
  const statusCallback = `${siteUrl}${TWILIO_STATUS_PATH}`;
  return {
    kind: 'twilio',
    async send(sms) {
      const form = new URLSearchParams({ To: sms.to, ...twilioSender(from), Body: sms.body, StatusCallback: statusCallback });
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        throw new Error(`Twilio could not be reached: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const final = isFinalRefusal(response.status);
        const reason = reasonOf(response.status, body, final);
        throw final ? new SmsRefused(reason) : new Error(reason);
      }
      const sid = (body as { sid?: unknown } | null)?.sid;
      // Accepted without a sid to read: sent (never again), though no status will name it.
      return { status: 'sent', smscMessageId: typeof sid === 'string' && sid ? sid : null };
    },
    listen() {},
    close() {},
  };
}
