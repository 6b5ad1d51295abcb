import smpp, { type PDU, type Session } from 'smpp';
import { log } from '@barteraid/infra';

export interface OutgoingSms {
  /** The outbox row's id: a retried send carries the same one. */
  id: string;
  to: string;
  body: string;
}

/** `sent`: the SMSC acknowledged it (`submit_sm_resp`, status 0); `held`: no SMS_URL, the outbox keeps it. */
export interface SmsTransport {
  readonly kind: 'smpp' | 'outbox';
  send(sms: OutgoingSms): Promise<'sent' | 'held'>;
  close(): void;
}

/**
 * SMPP 3.4 over one transceiver bind (`smpp://system_id:password@host:port`): the protocol of SMS
 * aggregators and of Kannel. The session is opened on first use and again after it drops.
 * Without SMS_URL every text stays in the outbox and the log says so.
 */
export function smsTransport(smsUrl: string | undefined, from: string): SmsTransport {
  if (!smsUrl) {
    log.info('no SMS_URL: text messages are kept in the SMS outbox, not sent');
    return {
      kind: 'outbox',
      async send(sms) {
        log.info('text message kept in the SMS outbox (no SMS_URL)', { smsId: sms.id });
        return 'held';
      },
      close() {},
    };
  }
  const url = new URL(smsUrl);
  let bound: Promise<Session> | null = null;
  const session = () =>
    (bound ??= new Promise<Session>((resolve, reject) => {
      const opened = smpp.connect({ host: url.hostname, port: Number(url.port || 2775) }, () => {
        opened.bind_transceiver({ system_id: decodeURIComponent(url.username), password: decodeURIComponent(url.password) }, (pdu: PDU) => {
          if (pdu.command_status === 0) resolve(opened);
          else reject(new Error(`SMSC refused the bind (status ${pdu.command_status})`));
        });
      });
      // A dropped connection is opened again on the next send.
      const forget = () => (bound = null);
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
      await new Promise<void>((resolve, reject) => {
        opened.submit_sm({ source_addr: from, destination_addr: sms.to.replace(/^\+/, ''), short_message: sms.body, registered_delivery: 1 }, (pdu: PDU) =>
          pdu.command_status === 0 ? resolve() : reject(new Error(`SMSC refused the message (status ${pdu.command_status})`)),
        );
      });
      return 'sent';
    },
    close() {
      void bound?.then((opened) => opened.close()).catch(() => undefined);
      bound = null;
    },
  };
}
