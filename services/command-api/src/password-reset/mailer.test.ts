import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLogLevel } from '@barteraid/infra';
import { loggingPasswordResetMailer, resetLink } from './mailer';

afterEach(() => {
  vi.restoreAllMocks();
  setLogLevel('warn');
});

describe('password reset mailer', () => {
  it('builds the client link to the reset page', () => {
    expect(resetLink('https://barteraid.example/', 'abc_DEF-123')).toBe('https://barteraid.example/auth/reset-password?token=abc_DEF-123');
  });

  it('in development, writes the link to the server log', async () => {
    setLogLevel('info');
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    await loggingPasswordResetMailer().sendPasswordReset({
      to: 'ana@example.org',
      memberId: '5b0c3f8e-1b0a-4a55-9d57-0f7c9a0e2b11',
      link: 'http://localhost:3000/auth/reset-password?token=t0ken',
      expiresAt: '2026-11-20T11:00:00.000Z',
    });
    const entry = JSON.parse(lines.find((line) => line.includes('password reset link'))!);
    expect(entry).toMatchObject({ level: 'info', to: 'ana@example.org', link: 'http://localhost:3000/auth/reset-password?token=t0ken' });
  });
});
