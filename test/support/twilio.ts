import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A text the stand-in accepted: what the site posted to Messages.json, and the sid it answered. */
export interface TwilioMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string;
}

/** What the site answered a webhook with. */
export interface WebhookAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Twilio's signature, written here from its documentation rather than taken from the site's code. */
export const signatureOf = (token: string, url: string, params: Record<string, string>) =>
  createHmac('sha1', token)
    .update(url + Object.keys(params).sort().map((name) => name + params[name]).join(''))
    .digest('base64');

async function formOf(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

const MESSAGES_PATH = '/api/sms/twilio/messages';
const sidOf = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;

/**
 * Twilio on loopback, at its protocol boundary: `POST /2010-04-01/Accounts/{sid}/Messages.json`
 * with HTTP basic auth (401, Twilio's 20003, otherwise), answering a message `sid` (201), Twilio's
 * error 21211 for the numbers in `invalid`, or a 500 while a number is in `outages`; after
 * accepting a text it posts signed status callbacks (`sent`, then `delivered`, or `undelivered`
 * 30003 for the numbers in `undeliverable`) to the StatusCallback. It delivers a member's text as
 * a signed message webhook. Webhooks are signed over the public address (PUBLIC_URL) and posted to
 * where the site really listens, as Twilio reaches a site through its proxy.
 */
export class TwilioStandIn {
  readonly accountSid = sidOf('AC');
  readonly authToken = randomBytes(16).toString('hex');
  readonly messages: TwilioMessage[] = [];
  /** Every call to Messages.json, with the status answered. */
  readonly calls: { to: string; body: string; status: number }[] = [];
  /** Numbers (E.164) Twilio refuses as invalid (21211). */
  readonly invalid = new Set<string>();
  /** Numbers (E.164) whose texts the carrier does not deliver (status `undelivered`, 30003). */
  readonly undeliverable = new Set<string>();
  /** The status callbacks posted, and what the site answered each. */
  readonly callbacks: { sid: string; status: string; answer: number }[] = [];
  /** Numbers (E.164) whose next this many texts are answered 500 (Twilio having trouble). */
  readonly outages = new Map<string, number>();
  private server: Server | null = null;
  private port = 0;

  constructor(
    /** PUBLIC_URL: what Twilio signs. */
    readonly publicUrl: string,
    /** Where the site listens (set once it started). */
    public siteUrl = '',
  ) {}

  get url(): string {
    return `twilio://${this.accountSid}:${this.authToken}@127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void (async () => {
        const form = await formOf(req);
        const answer = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${this.accountSid}/Messages.json`) return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
        const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`;
        const call = { to: form.To ?? '', body: form.Body ?? '', status: 0 };
        this.calls.push(call);
        if (req.headers.authorization !== expected) return answer((call.status = 401), { code: 20003, message: 'Authenticate', status: 401 });
        const outage = this.outages.get(call.to) ?? 0;
        if (outage > 0) {
          this.outages.set(call.to, outage - 1);
          return answer((call.status = 500), { code: 20500, message: 'An internal server error has occurred', status: 500 });
        }
        if (this.invalid.has(call.to)) return answer((call.status = 400), { code: 21211, message: `The 'To' number ${call.to} is not a valid phone number.`, status: 400 });
        const message: TwilioMessage = { sid: sidOf('SM'), to: call.to, from: form.From ?? form.MessagingServiceSid ?? '', body: call.body, statusCallback: form.StatusCallback ?? '' };
        this.messages.push(message);
        answer((call.status = 201), { sid: message.sid, account_sid: this.accountSid, to: message.to, from: message.from, body: message.body, status: 'queued' });
        void this.report(message);
      })().catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  /** Posts `params` to `path` of the site, signed over PUBLIC_URL + path (or as `signature` says). */
  async post(path: string, params: Record<string, string>, signature: 'signed' | 'missing' | string = 'signed'): Promise<WebhookAnswer> {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (signature === 'signed') headers['x-twilio-signature'] = signatureOf(this.authToken, `${this.publicUrl}${path}`, params);
    else if (signature !== 'missing') headers['x-twilio-signature'] = signature;
    const response = await fetch(`${this.siteUrl}${path}`, { method: 'POST', headers, body: new URLSearchParams(params) });
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() };
  }

  /** A member's text from `from` (E.164), as Twilio's "a message comes in" webhook; `sid` repeats a delivery. */
  deliver(from: string, body: string, options: { sid?: string; signature?: 'signed' | 'missing' | ((params: Record<string, string>) => string) } = {}) {
    const sid = options.sid ?? sidOf('SM');
    const params = { AccountSid: this.accountSid, ApiVersion: '2010-04-01', MessageSid: sid, SmsSid: sid, From: from, To: '+15125550199', Body: body, NumMedia: '0' };
    const signature = typeof options.signature === 'function' ? options.signature(params) : options.signature;
    return this.post(MESSAGES_PATH, params, signature);
  }

  /** The status callbacks Twilio posts for an accepted text, to the path of its StatusCallback. */
  private async report(message: TwilioMessage) {
    const path = message.statusCallback.startsWith(this.publicUrl) ? message.statusCallback.slice(this.publicUrl.length) : null;
    if (path === null) return;
    const final: Record<string, string> = this.undeliverable.has(message.to) ? { MessageStatus: 'undelivered', ErrorCode: '30003' } : { MessageStatus: 'delivered' };
    for (const status of [{ MessageStatus: 'sent' }, final]) {
      const params = { AccountSid: this.accountSid, ApiVersion: '2010-04-01', MessageSid: message.sid, SmsSid: message.sid, From: message.from, To: message.to, ...status };
      const answer = await this.post(path, params).catch(() => ({ status: 0 }));
      this.callbacks.push({ sid: message.sid, status: status.MessageStatus!, answer: answer.status });
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
