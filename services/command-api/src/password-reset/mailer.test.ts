import { describe, expect, it } from 'vitest';
import { resetLink } from './mailer';

describe('password reset mailer', () => {
  it('builds the client link to the reset page', () => {
    expect(resetLink('https://barteraid.example/', 'abc_DEF-123')).toBe('https://barteraid.example/auth/reset-password?token=abc_DEF-123');
  });
});
