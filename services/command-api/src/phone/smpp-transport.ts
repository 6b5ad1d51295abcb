import smpp, { type PDU, type Session } from 'smpp';
import { errorFields, log } from '@barteraid/infra';
import { e164 } from './mobile-number';
import type { DeliveryReceipt, SmsInboundHandlers, SmsTransport } from './sms-transport';

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

/**
 * SMPP 3.4 over one transceiver bind (`smpp://system_id:password@host:port`): the protocol of SMS
 * aggregators and of Kannel. The session is opened on first use or by `listen`, and again after
 * it drops.
 */
export function smppTransport(url: URL, from: string): SmsTransport {
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
