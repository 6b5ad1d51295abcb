/** The part of the `smpp` package (no types of its own) the SMS transport uses. */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';

  export interface PDU {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(options?: Record<string, unknown>): PDU;
  }

  export class Session extends EventEmitter {
    bind_transceiver(options: Record<string, unknown>, callback?: (pdu: PDU) => void): void;
    submit_sm(options: Record<string, unknown>, callback?: (pdu: PDU) => void): void;
    deliver_sm(options: Record<string, unknown>, callback?: (pdu: PDU) => void): void;
    send(pdu: PDU): void;
    close(callback?: () => void): void;
  }

  export interface Server extends EventEmitter {
    listen(port: number, host?: string, callback?: () => void): this;
    address(): { port: number } | null;
    close(callback?: () => void): void;
  }

  export function connect(options: { host: string; port: number }, listener?: () => void): Session;
  export function createServer(listener: (session: Session) => void): Server;

  const smpp: { connect: typeof connect; createServer: typeof createServer; Session: typeof Session };
  export default smpp;
}
