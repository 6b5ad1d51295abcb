import { outboxTransport } from './outbox-transport';
import { smppTransport } from './smpp-transport';
import { twilioTransport } from './twilio-transport';
import { twilioAccountOf, twilioSiteUrl } from './twilio-account';

export interface OutgoingSms {
  /** The outbox row's id: a retried send carries the same one. */
  id: string;
  to: string;
  body: string;
}

/** A text a member sent us: the number it came from (E.164) and its words. */
export interface InboundSms {
  from: string;
  text: string;
  /** The SMSC's id of the message when it gives one (SMPP's `receipted_message_id`, Twilio's MessageSid), else null. */
  smscId: string | null;
}

/** What the SMSC's delivery receipt says of a text it acknowledged earlier. */
export interface DeliveryReceipt {
  smscMessageId: string;
  delivered: boolean;
  /** The receipt's state: SMPP's `stat` (DELIVRD, UNDELIV…), Twilio's status with its error code (`undelivered 30003`). */
  state: string;
}

/** What one send answers: `sent`, acknowledged (with the SMSC's message id); `held`, no SMS_URL, the outbox keeps it. */
export type SmsSendOutcome = { status: 'sent'; smscMessageId: string | null } | { status: 'held' };

/** Handles what the SMSC delivers; a throw answers the SMSC with an error, so it delivers the message again later. */
export interface SmsInboundHandlers {
  message(sms: InboundSms): Promise<void>;
  receipt(receipt: DeliveryReceipt): Promise<void>;
}

export interface SmsTransport {
  readonly kind: 'smpp' | 'twilio' | 'outbox';
  /** Sends one text; throws to have it retried, `SmsRefused` to fail it. */
  send(sms: OutgoingSms): Promise<SmsSendOutcome>;
  /**
   * Takes what the SMSC delivers over the transport's own connection (SMPP binds now and keeps
   * the bind). Twilio delivers by webhook to the command API instead (`sms/twilio-routes.ts`).
   */
  listen(handlers: SmsInboundHandlers): void;
  close(): void;
}

/**
 * The transport SMS_URL names: `smpp://…` (an aggregator or Kannel), `twilio://…` (Twilio's REST
 * API, whose status callbacks go to `publicUrl`), or none: every text stays in the outbox.
 */
export function smsTransport(smsUrl: string | undefined, from: string, publicUrl?: string): SmsTransport {
  if (!smsUrl) return outboxTransport();
  if (smsUrl.startsWith('twilio://')) return twilioTransport(twilioAccountOf(smsUrl), from, twilioSiteUrl(publicUrl));
  return smppTransport(new URL(smsUrl), from);
}
