import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('reads an empty address or sender as unset, as docker-compose passes `${NAME:-}` for every one left out', () => {
    const config = loadConfig({ PUBLIC_URL: '', SMTP_URL: '', MAIL_FROM: '', SMS_URL: '', SMS_FROM: '', EVENTSTORE_URL: '' });
    expect(config).toMatchObject({ MAIL_FROM: 'BarterAid <no-reply@barteraid.local>', SMS_FROM: 'BarterAid' });
    for (const name of ['PUBLIC_URL', 'SMTP_URL', 'SMS_URL', 'EVENTSTORE_URL'] as const) expect(config[name]).toBeUndefined();
  });

  it('keeps what is set', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://barteraid.example.org', SMS_URL: 'smpp://id:secret@smsc.example.org:2775', SMS_FROM: '15125550199' });
    expect(config).toMatchObject({ PUBLIC_URL: 'https://barteraid.example.org', SMS_URL: 'smpp://id:secret@smsc.example.org:2775', SMS_FROM: '15125550199' });
  });
});
