import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the SMTP server received it, parsed. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: ParsedMail['headers'];
  /** The raw List-Unsubscribe header, if any. */
  listUnsubscribe: string | null;
  /** The raw List-Unsubscribe-Post header (one-click, RFC 8058), if any. */
  listUnsubscribePost: string | null;
}

/** A real SMTP server on a free local port that keeps every mail it accepts, for tests to read. */
export async function startSmtpServer(): Promise<{ url: string; received: ReceivedMail[]; stop(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
          received.push({
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId ?? '',
            headers: parsed.headers,
            listUnsubscribe: parsed.headerLines.find((line) => line.key === 'list-unsubscribe')?.line.replace(/^[^:]*:\s*/, '') ?? null,
            listUnsubscribePost: parsed.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line.replace(/^[^:]*:\s*/, '') ?? null,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
