import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Config } from '@barteraid/infra';

export interface Secrets {
  sessionSecret: string;
  internalSecret: string;
}

/**
 * Split deployments must configure SESSION_SECRET and INTERNAL_SECRET (every instance must agree).
 * The embedded start generates them once and keeps them in the data directory, so sessions survive restarts.
 */
export function loadSecrets(config: Config, embedded: boolean): Secrets {
  if (config.SESSION_SECRET && config.INTERNAL_SECRET) {
    return { sessionSecret: config.SESSION_SECRET, internalSecret: config.INTERNAL_SECRET };
  }
  if (!embedded) throw new Error('SESSION_SECRET and INTERNAL_SECRET (at least 16 characters) must be set');
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    sessionSecret: config.SESSION_SECRET ?? stored.sessionSecret ?? randomBytes(32).toString('base64url'),
    internalSecret: config.INTERNAL_SECRET ?? stored.internalSecret ?? randomBytes(32).toString('base64url'),
  };
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
