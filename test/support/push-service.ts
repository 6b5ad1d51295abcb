import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto';

/**
 * A push service stand-in on loopback, playing both the push service and the browser behind it:
 * it hands out subscriptions (a P-256 key pair and an auth secret per device, as a browser makes
 * them), checks each push's VAPID header (RFC 8292: an ES256 JWT signed by the server's public
 * key, `aud` the endpoint's origin, `exp` in the future and within 24 hours) and decrypts its
 * payload (RFC 8291, aes128gcm) with the device's private key, as the browser would.
 */

export interface PushedMessage {
  deviceId: string;
  /** The decrypted payload, parsed as JSON. */
  payload: { title: string; body: string; url: string; tag: string; lang: string; push?: string };
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The JWT's claims, checked. */
  claims: { aud: string; exp: number; sub: string };
}

export interface BrowserSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
  /** Answers 410 from now on: the browser dropped the subscription. */
  gone: boolean;
}

const fromBase64url = (value: string) => Buffer.from(value, 'base64url');

/** The JOSE form of a P-256 public key (x, y) from its uncompressed point. */
function publicKeyOf(point: Buffer) {
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
}

/** RFC 8292: `Authorization: vapid t=<jwt>, k=<public key>`; throws unless the JWT is the server's and current. */
export function checkVapid(authorization: string | undefined, serverPublicKey: string, endpoint: URL, now = Date.now()): PushedMessage['claims'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, key] = match;
  if (key !== serverPublicKey) throw new Error('signed with another key than the server published');
  const [header, claims, signature] = token!.split('.');
  if (!header || !claims || !signature) throw new Error('not a JWT');
  const headerJson = JSON.parse(fromBase64url(header).toString('utf8')) as { alg?: string; typ?: string };
  if (headerJson.alg !== 'ES256') throw new Error(`JWT algorithm ${headerJson.alg}`);
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKeyOf(fromBase64url(key!)), dsaEncoding: 'ieee-p1363' }, fromBase64url(signature));
  if (!signed) throw new Error('JWT signature does not verify');
  const body = JSON.parse(fromBase64url(claims).toString('utf8')) as PushedMessage['claims'];
  if (body.aud !== endpoint.origin) throw new Error(`aud ${body.aud} is not the endpoint's origin ${endpoint.origin}`);
  const nowSeconds = Math.floor(now / 1000);
  if (!(body.exp > nowSeconds) || body.exp > nowSeconds + 24 * 3600) throw new Error(`exp ${body.exp} is not within the next 24 hours`);
  if (!/^(mailto:|https:)/.test(body.sub ?? '')) throw new Error(`sub ${body.sub} is not a mailto: or https: URL`);
  return body;
}

/** RFC 8291 + RFC 8188: decrypts one aes128gcm body for the device (its key pair and auth secret). */
export function decryptForDevice(body: Buffer, device: { ecdh: ECDH; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65 || ciphertext.length > recordSize) throw new Error('not one aes128gcm record with the sender key as key id');
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export class PushServiceStandIn {
  readonly received: PushedMessage[] = [];
  /** Requests refused, and why (a bad signature, a payload that does not decrypt). */
  readonly refused: string[] = [];
  /** Called with each push as it is accepted (a benchmark times them). */
  onReceived: ((message: PushedMessage) => void) | null = null;
  private readonly devices = new Map<string, Device>();
  private server: Server | null = null;
  origin = '';

  constructor(private readonly serverPublicKey: string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(
        ({ status }) => res.writeHead(status).end(),
        (error: unknown) => {
          this.refused.push(error instanceof Error ? error.message : String(error));
          res.writeHead(400).end();
        },
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /**
   * What the app is started with to push here: the server's key pair (whose public half this
   * stand-in checks), its contact, and this stand-in's loopback origin allowed as an endpoint.
   */
  appConfig(keys: { publicKey: string; privateKey: string }, subject = 'mailto:ops@barteraid.test') {
    return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: subject, PUSH_ENDPOINT_ALLOW: this.origin };
  }

  /** A new device's subscription, as `PushSubscription.toJSON()` gives it in a browser. */
  subscribe(): BrowserSubscription & { deviceId: string } {
    const deviceId = randomUUID();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.devices.set(deviceId, { ecdh, auth, gone: false });
    return {
      deviceId,
      endpoint: `${this.origin}/push/${deviceId}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }

  /** The browser dropped this subscription: its pushes answer 410 Gone. */
  drop(deviceId: string): void {
    this.devices.get(deviceId)!.gone = true;
  }

  deliveredTo(deviceId: string): PushedMessage[] {
    return this.received.filter((message) => message.deviceId === deviceId);
  }

  private async handle(req: IncomingMessage): Promise<{ status: number }> {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', this.origin);
    const deviceId = /^\/push\/([0-9a-f-]+)$/.exec(url.pathname)?.[1];
    const device = deviceId ? this.devices.get(deviceId) : undefined;
    if (req.method !== 'POST' || !deviceId || !device) return { status: 404 };
    if (device.gone) return { status: 410 };
    const claims = checkVapid(req.headers.authorization, this.serverPublicKey, url);
    if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content encoding ${req.headers['content-encoding']}`);
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${req.headers.ttl}`);
    const payload = JSON.parse(decryptForDevice(body, device).toString('utf8')) as PushedMessage['payload'];
    const message: PushedMessage = {
      deviceId,
      payload,
      ttl,
      urgency: (req.headers.urgency as string | undefined) ?? null,
      topic: (req.headers.topic as string | undefined) ?? null,
      claims,
    };
    this.received.push(message);
    this.onReceived?.(message);
    return { status: 201 };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
