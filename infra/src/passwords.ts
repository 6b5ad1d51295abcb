import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt from Node's own crypto: memory-hard like argon2, with no native
 * add-on to build or load. Hashes describe their parameters, so they can be raised later
 * while old hashes still verify: `scrypt$<N>$<r>$<p>$<salt>$<key>` (base64url).
 */
/** Production's cost: N = 2^15 (32 MiB and a tenth of a second a hash). */
const COST = 15;

/**
 * log2 of scrypt's N. Only the test suite may lower it (NODE_ENV=test with
 * BARTERAID_TEST_SCRYPT_COST, 10–14): its tests sign members up and in by the hundred, two hashes
 * each. Hashes carry their parameters, so a hash of either cost verifies anywhere; a production
 * process ignores the variable.
 */
export function scryptCost(env: NodeJS.ProcessEnv): number {
  const lowered = Number(env.BARTERAID_TEST_SCRYPT_COST);
  return env.NODE_ENV === 'test' && Number.isInteger(lowered) && lowered >= 10 && lowered < COST ? lowered : COST;
}

const PARAMS = { N: 2 ** scryptCost(process.env), r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: typeof PARAMS): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A valid hash of a random secret: verifying against it costs as much as a real check. */
export const DECOY_PASSWORD_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$c29tZXNhbHRzb21lc2FsdA$${'A'.repeat(43)}`;

/**
 * A fingerprint of a password hash and of the member's last email change (its request id, null
 * before any). Every password change stores a new salted hash and every email change has a new
 * id, so a session whose stamp differs from the current one was opened before either and ends:
 * changing the password or the email signs out every session. A fingerprint, not the hash, so the
 * session store never holds anything a password can be tested against. Without an email change
 * the stamp is the one sessions kept before email changes counted, so those stay signed in.
 */
export function credentialStamp(passwordHash: string, emailChangeId: string | null): string {
  const source = emailChangeId === null ? `credential:${passwordHash}` : `credential:${passwordHash}:email:${emailChangeId}`;
  return createHash('sha256').update(source).digest('base64url').slice(0, 22);
}

/**
 * Sent by the command API with a password change the member made while signed in: the new hash's
 * stamp, which the gateway writes into that request's own session (and strips from the answer),
 * so the device that changed the password stays signed in while every other session ends.
 */
export const CREDENTIAL_STAMP_HEADER = 'x-barteraid-credential-stamp';

/**
 * Sent by the command API when the member closed their account: the gateway ends the session the
 * request came with (and strips the header). Their other sessions end as their credentials go.
 */
export const ACCOUNT_CLOSED_HEADER = 'x-barteraid-account-closed';

/**
 * Sent by the command API when an emailed sign-in link was used: the member it signs in, which the
 * gateway writes into that request's session (regenerated before the request went on) with the
 * credential stamp sent alongside, and never passes on.
 */
export const SIGNED_IN_MEMBER_HEADER = 'x-barteraid-signed-in-member';
