import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createECDH } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadVapidKeys, newVapidKeyPair } from './vapid-keys';

const dirs: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const base = { VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined, VAPID_SUBJECT: undefined, PUBLIC_URL: undefined, OWNER_EMAIL: 'owner@example.org' };

describe('VAPID keys', () => {
  it('are a P-256 pair: the private key derives the public one', () => {
    const pair = newVapidKeyPair();
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(pair.privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(pair.publicKey);
    expect(Buffer.from(pair.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(pair.privateKey, 'base64url')).toHaveLength(32);
  });

  it('the embedded start makes a pair once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadVapidKeys({ ...base, dataDir: dir }, true);
    const again = loadVapidKeys({ ...base, dataDir: dir }, true);
    expect(again).toEqual(first);
    expect(first).toMatchObject({ subject: 'mailto:owner@example.org' });
    expect((fs.statSync(path.join(dir, 'vapid.json')).mode & 0o777).toString(8)).toBe('600');
  });

  it('configured keys win; split without them push is off', () => {
    const pair = newVapidKeyPair();
    const configured = { ...base, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'https://barteraid.example', dataDir: dataDir() };
    expect(loadVapidKeys(configured, false)).toEqual({ ...pair, subject: 'https://barteraid.example' });
    expect(loadVapidKeys({ ...base, dataDir: dataDir() }, false)).toBeNull();
    expect(loadVapidKeys({ ...base, PUBLIC_URL: 'https://site.example', dataDir: dataDir() }, true)?.subject).toBe('https://site.example');
  });
});
