import { describe, expect, it } from 'vitest';
import { DECOY_PASSWORD_HASH, hashPassword, scryptCost, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse batterx')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('never accepts anything for the decoy or a malformed hash', async () => {
    expect(await verifyPassword(DECOY_PASSWORD_HASH, '')).toBe(false);
    expect(await verifyPassword(DECOY_PASSWORD_HASH, 'password')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'password')).toBe(false);
  });

  it('costs N = 2^15 everywhere but a test run that lowers it', () => {
    expect(scryptCost({})).toBe(15);
    expect(scryptCost({ BARTERAID_TEST_SCRYPT_COST: '10' })).toBe(15);
    expect(scryptCost({ NODE_ENV: 'production', BARTERAID_TEST_SCRYPT_COST: '10' })).toBe(15);
    expect(scryptCost({ NODE_ENV: 'test', BARTERAID_TEST_SCRYPT_COST: '10' })).toBe(10);
    expect(scryptCost({ NODE_ENV: 'test', BARTERAID_TEST_SCRYPT_COST: '4' })).toBe(15);
    expect(scryptCost({ NODE_ENV: 'test', BARTERAID_TEST_SCRYPT_COST: 'cheap' })).toBe(15);
  });
});
