import fs from 'node:fs';
import path from 'node:path';
import { createECDH } from 'node:crypto';
import type { Config } from './config';

/** The server's identity towards push services (VAPID, RFC 8292): a P-256 key pair in base64url and a contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

type VapidConfig = Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUBLIC_URL' | 'OWNER_EMAIL' | 'dataDir'>;

/** Who runs this server, for a push service that needs to reach them: VAPID_SUBJECT, the site's https address, or the owner's mail. */
const subjectOf = (config: VapidConfig) =>
  config.VAPID_SUBJECT ?? (config.PUBLIC_URL?.startsWith('https://') ? config.PUBLIC_URL : `mailto:${config.OWNER_EMAIL}`);

/** A new pair: the public key as the uncompressed point (65 bytes), the private key as 32 bytes, both base64url. */
export function newVapidKeyPair(): { publicKey: string; privateKey: string } {
  for (;;) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const privateKey = ecdh.getPrivateKey();
    // A private key with a leading zero byte comes out shorter; push libraries want exactly 32.
    if (privateKey.length === 32) return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
  }
}

/**
 * The VAPID keys: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (split deployments, the same
 * on every instance). The embedded start makes a pair once and keeps it in `DATA_DIR/vapid.json`:
 * subscriptions are bound to the public key, so a new pair would silence every device. Null when
 * split without keys: push is then off.
 */
export function loadVapidKeys(config: VapidConfig, embedded: boolean): VapidKeys | null {
  const subject = subjectOf(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  if (!embedded) return null;
  const file = path.join(config.dataDir, 'vapid.json');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  const pair = newVapidKeyPair();
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(pair), { mode: 0o600 });
  return { ...pair, subject };
}
