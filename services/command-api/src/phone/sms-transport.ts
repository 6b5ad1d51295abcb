import smpp, { type PDU, type Session } from 'smpp';
import { errorFields, log } from '@barteraid/infra';

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
  /** The SMSC's id of the message when it gives one (a `receipted_message_id` TLV), else null. */
  smscId: string | null;
}

/** What the SMSC's delivery receipt says of a text it acknowledged earlier. */
export interface DeliveryReceipt {
  smscMessageId: string;
  delivered: boolean;
  /** The receipt's `stat` (DELIVRD, UNDELIV, EXPIRED, REJECTD…). */
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
  readonly kind: 'smpp' | 'outbox';
  send(sms: OutgoingSms): Promise<SmsSendOutcome>;
  /** Binds now and keeps the bind (reconnecting after a drop), handing what the SMSC delivers to `handlers`. */
  listen(handlers: SmsInboundHandlers): void;
  close(): void;
}

const textOf = (message: unknown): string => {
  if (typeof message === 'string') return message;
  if (Buffer.isBuffer(message)) return message.toString('utf8');
  const inner = (message as { message?: unknown } | null)?.message;
  return typeof inner === 'string' ? inner : Buffer.isBuffer(inner) ? inner.toString('utf8') : '';
};

/** `id:… sub:… dlvrd:… submit date:… done date:… stat:DELIVRD err:…` (SMPP 3.4 appendix B), or the receipt's TLVs. */
export function parseReceipt(pdu: { [field: string]: unknown }): DeliveryReceipt | null {
  const text = textOf(pdu.short_message);
  const id = typeof pdu.receipted_message_id === 'string' && pdu.receipted_message_id ? pdu.receipted_message_id : /\bid:(\S+)/i.exec(text)?.[1];
  const state = /\bstat:(\w+)/i.exec(text)?.[1]?.toUpperCase() ?? (pdu.message_state === 2 ? 'DELIVRD' : null);
  if (!id || !state) return null;
  return { smscMessageId: id, delivered: state === 'DELIVRD', state };
}

/** `esm_class` bit of a deliver_sm that is a delivery receipt, not a member's message (SMPP 3.4, 5.2.12). */
const MC_DELIVERY_RECEIPT = 0x04;

/** A number as the SMSC writes it (no `+`) in E.164. */
const e164 = (address: unknown) => {
  const digits = String(address ?? '').replace(/[^\d]/g, '');
  return digits ? `+${digits}` : '';
};

/**
 * SMPP 3.4 over one transceiver bind (`smpp://system_id:password@host:port`): the protocol of SMS
 * aggregators and of Kannel. The session is opened on first use or by `listen`, and again after
 * it drops. Without SMS_URL every text stays in the outbox and the log says so.
 */
export function smsTransport(smsUrl: string | undefined, from: string): SmsTransport {
  if (!smsUrl) {
    log.info('no SMS_URL: text messages are kept in the SMS outbox, not sent');
    return {
      kind: 'outbox',
      async send(sms) {
        log.info('text message kept in the SMS outbox (no SMS_URL)', { smsId: sms.id });
        return { status: 'held' };
      },
      listen() {},
      close() {},
    };
  }
  const url = new URL(smsUrl);
  let bound: Promise<Session> | null = null;
  let handlers: SmsInboundHandlers | null = null;
  let closed = false;
  let reconnect: NodeJS.Timeout | null = null;

  const onDeliver = (opened: Session) => async (pdu: PDU) => {
    try {
      const receipt = Number(pdu.esm_class ?? 0) & MC_DELIVERY_RECEIPT ? parseReceipt(pdu) : null;
      if (receipt) await handlers?.receipt(receipt);
      else
        await handlers?.message({
          from: e164(pdu.source_addr),
          text: textOf(pdu.short_message ?? pdu.message_payload),
          smscId: typeof pdu.receipted_message_id === 'string' && pdu.receipted_message_id ? pdu.receipted_message_id : null,
        });
      opened.send(pdu.response());
    } catch (error) {
      log.warn('text message from the SMSC not handled; it will deliver it again', errorFields(error));
      // ESME_RX_T_APPN: temporary, the SMSC retries.
      opened.send(pdu.response({ command_status: 0x64 }));
    }
  };

  const session = () =>
    (bound ??= new Promise<Session>((resolve, reject) => {
      const opened = smpp.connect({ host: url.hostname, port: Number(url.port || 2775) }, () => {
        opened.bind_transceiver({ system_id: decodeURIComponent(url.username), password: decodeURIComponent(url.password) }, (pdu: PDU) => {
          if (pdu.command_status === 0) resolve(opened);
          else reject(new Error(`SMSC refused the bind (status ${pdu.command_status})`));
        });
      });
      opened.on('deliver_sm', (pdu: PDU) => void onDeliver(opened)(pdu));
      opened.on('enquire_link', (pdu: PDU) => opened.send(pdu.response()));
      // A dropped connection is opened again: at once when listening, else on the next send.
      const forget = () => {
        bound = null;
        if (handlers && !closed && !reconnect) {
          reconnect = setTimeout(() => {
            reconnect = null;
            if (!closed) session().catch((error: unknown) => log.warn('SMSC bind failed; trying again', errorFields(error)));
          }, 2_000);
          reconnect.unref();
        }
      };
      opened.on('close', forget);
      opened.on('error', (error: Error) => {
        forget();
        reject(error);
      });
    }));
  return {
    kind: 'smpp',
    async send(sms) {
      const opened = await session();
      const smscMessageId = await new Promise<string | null>((resolve, reject) => {
        opened.submit_sm({ source_addr: from, destination_addr: sms.to.replace(/^\+/, ''), short_message: sms.body, registered_delivery: 1 }, (pdu: PDU) =>
          pdu.command_status === 0
            ? resolve(typeof pdu.message_id === 'string' && pdu.message_id ? pdu.message_id : null)
            : reject(new Error(`SMSC refused the message (status ${pdu.command_status})`)),
        );
      });
      return { status: 'sent', smscMessageId };
    },
    listen(given) {
      handlers = given;
      session().catch((error: unknown) => {
        log.warn('SMSC bind failed; trying again', errorFields(error));
      });
    },
    close() {
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      void bound?.then((opened) => opened.close()).catch(() => undefined);
      bound = null;
    },
  };
}
