import smpp, { type PDU, type Server, type Session } from 'smpp';

export interface SubmittedSms {
  from: string;
  to: string;
  text: string;
  messageId: string;
}

const textOf = (message: unknown): string => {
  if (typeof message === 'string') return message;
  if (Buffer.isBuffer(message)) return message.toString('utf8');
  const inner = (message as { message?: unknown } | null)?.message;
  return typeof inner === 'string' ? inner : Buffer.isBuffer(inner) ? inner.toString('utf8') : '';
};

/** What the SMSC answered a `deliver_sm` with: 0 when the site took it. */
export interface DeliverAnswer {
  status: number;
}

/**
 * An SMSC stand-in on loopback, built on the `smpp` package's server: it accepts a transceiver
 * bind with the right system id and password (SMPP 3.4), acknowledges every `submit_sm` with a
 * message id and then sends its delivery receipt (`stat:DELIVRD`, or `UNDELIV` for the numbers in
 * `undeliverable`), keeps what it was given, and delivers a member's reply as `deliver_sm`.
 */
export class SmscStandIn {
  readonly submitted: SubmittedSms[] = [];
  readonly binds: string[] = [];
  /** Numbers (as the site writes them, without `+`) whose texts the receipt says were not delivered. */
  readonly undeliverable = new Set<string>();
  /** The delivery receipts sent, and whether the site acknowledged each. */
  readonly receipts: { messageId: string; state: string; status: number }[] = [];
  private server: Server | null = null;
  private sessions: Session[] = [];
  private boundSessions: Session[] = [];
  port = 0;

  constructor(
    private readonly systemId: string,
    private readonly password: string,
  ) {}

  get url(): string {
    return `smpp://${encodeURIComponent(this.systemId)}:${encodeURIComponent(this.password)}@127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = smpp.createServer((session) => {
      this.sessions.push(session);
      session.on('error', () => undefined);
      session.on('bind_transceiver', (pdu: PDU) => {
        const allowed = pdu.system_id === this.systemId && pdu.password === this.password;
        this.binds.push(allowed ? 'accepted' : 'refused');
        if (allowed) this.boundSessions.push(session);
        session.on('close', () => (this.boundSessions = this.boundSessions.filter((bound) => bound !== session)));
        // ESME_RBINDFAIL (0x0D) for a wrong system id or password.
        session.send(pdu.response(allowed ? {} : { command_status: 0x0d }));
      });
      session.on('submit_sm', (pdu: PDU) => {
        const messageId = `m${this.submitted.length + 1}`;
        const to = String(pdu.destination_addr);
        this.submitted.push({ from: String(pdu.source_addr), to, text: textOf(pdu.short_message), messageId });
        session.send(pdu.response({ message_id: messageId }));
        if (pdu.registered_delivery) {
          const state = this.undeliverable.has(to) ? 'UNDELIV' : 'DELIVRD';
          const receipt = `id:${messageId} sub:001 dlvrd:${state === 'DELIVRD' ? '001' : '000'} submit date:2601010000 done date:2601010001 stat:${state} err:000 text:`;
          session.deliver_sm({ source_addr: to, destination_addr: String(pdu.source_addr), esm_class: 0x04, short_message: receipt }, (answer: PDU) =>
            this.receipts.push({ messageId, state, status: answer.command_status }),
          );
        }
      });
      session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
      session.on('unbind', (pdu: PDU) => {
        session.send(pdu.response());
        session.close();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = this.server.address()!.port;
    return this;
  }

  /**
   * A member's text to the site, from `from` (digits, as an SMSC writes numbers), delivered to the
   * bound site; answers the site's `deliver_sm_resp` status. Delivering the same words twice is
   * what an SMSC does when it did not see the first answer.
   */
  deliver(from: string, text: string): Promise<DeliverAnswer> {
    const session = this.boundSessions.at(-1);
    if (!session) return Promise.reject(new Error('no site is bound to the SMSC stand-in'));
    return new Promise((resolve) =>
      session.deliver_sm({ source_addr: from, destination_addr: 'BarterAid', esm_class: 0, short_message: text }, (answer: PDU) => resolve({ status: answer.command_status })),
    );
  }

  async stop(): Promise<void> {
    for (const session of this.sessions) session.close();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
