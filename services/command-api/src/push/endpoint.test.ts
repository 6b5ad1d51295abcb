import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpointAllowList, endpointRefusal, keysRefusal } from './endpoint';

const vendors = endpointAllowList(undefined);
const refusedField = (endpoint: string, allow = vendors) => endpointRefusal(endpoint, allow)?.field ?? null;

describe('push endpoints (no server-side request forgery)', () => {
  it("accepts the browser vendors' push services over https", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dXJ0:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMfFV',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(endpointRefusal(endpoint, vendors), endpoint).toBeNull();
    }
  });

  it('refuses anything else: other hosts, look-alikes, plain http, other ports, credentials, not a URL', () => {
    for (const endpoint of [
      'https://example.org/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://notify.windows.com/x',
      'https://evilnotify.windows.com/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      'http://127.0.0.1:8080/push',
      'http://169.254.169.254/latest/meta-data',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(refusedField(endpoint), endpoint).toBe('endpoint');
    }
    expect(endpointRefusal('https://example.org/push', vendors)?.error).toMatchObject({
      status: 400,
      data: { code: 'push.endpointNotAllowed' },
      details: { field: 'endpoint' },
    });
    expect(endpointRefusal('not a url', vendors)?.error.data).toMatchObject({ code: 'push.endpointInvalid' });
  });

  it('PUSH_ENDPOINT_ALLOW adds hosts (https) and exact origins (the only way to plain http)', () => {
    const allow = endpointAllowList(' push.example.org, http://127.0.0.1:8123 ,*.relay.example');
    expect(refusedField('https://push.example.org/x', allow)).toBeNull();
    expect(refusedField('https://a.relay.example/x', allow)).toBeNull();
    expect(refusedField('http://127.0.0.1:8123/push/1', allow)).toBeNull();
    expect(refusedField('http://127.0.0.1:8124/push/1', allow)).toBe('endpoint');
    expect(refusedField('http://push.example.org/x', allow)).toBe('endpoint');
    expect(refusedField('https://127.0.0.1:8123/push/1', allow)).toBe('endpoint');
  });
});

describe("a browser's push keys", () => {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const p256dh = browser.getPublicKey().toString('base64url');
  const auth = randomBytes(16).toString('base64url');

  it('accepts a P-256 public key and a 16-byte secret', () => {
    expect(keysRefusal(p256dh, auth)).toBeNull();
  });

  it('refuses a key that is not an uncompressed point on the curve, and a secret of another size', () => {
    const notOnCurve = Buffer.from(browser.getPublicKey());
    notOnCurve[64] = notOnCurve[64]! ^ 0xff;
    for (const key of ['', 'not base64url!', randomBytes(33).toString('base64url'), Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'), notOnCurve.toString('base64url')]) {
      expect(keysRefusal(key, auth)?.field, key).toBe('keys.p256dh');
    }
    for (const secret of ['', randomBytes(15).toString('base64url'), randomBytes(17).toString('base64url'), 'with spaces']) {
      expect(keysRefusal(p256dh, secret)?.field, secret).toBe('keys.auth');
    }
  });
});
