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

/**
 * An SMSC stand-in on loopback, built on the `smpp` package's server: it accepts a transceiver
 * bind with the right system id and password (SMPP 3.4), acknowledges every `submit_sm` with a
 * message id, and keeps what it was given.
 */
export class SmscStandIn {
  readonly submitted: SubmittedSms[] = [];
  readonly binds: string[] = [];
  private server: Server | null = null;
  private sessions: Session[] = [];
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
        // ESME_RBINDFAIL (0x0D) for a wrong system id or password.
        session.send(pdu.response(allowed ? {} : { command_status: 0x0d }));
      });
      session.on('submit_sm', (pdu: PDU) => {
        const messageId = String(this.submitted.length + 1);
        this.submitted.push({ from: String(pdu.source_addr), to: String(pdu.destination_addr), text: textOf(pdu.short_message), messageId });
        session.send(pdu.response({ message_id: messageId }));
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

  async stop(): Promise<void> {
    for (const session of this.sessions) session.close();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
