import { describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { signedUpMember, startTestApp, type TestApp } from '../support/test-app';
import { afterAll, beforeAll } from 'vitest';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('PUT /api/user/language', () => {
  it('saves the language the member reads in, and the profile returns it on every device', async () => {
    const member = await signedUpMember(app);
    expect(member.user.language).toBeNull();

    const saved = await member.client.put('/api/user/language', { language: 'es' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ message: 'Language saved.', language: 'es' });
    expect((await member.client.get('/api/auth/me')).body.language).toBe('es');

    // Signing in elsewhere brings the saved language along with the profile.
    const elsewhere = app.client();
    const signIn = await elsewhere.post('/api/auth/login', { email: member.email, password: member.password });
    expect(signIn.body.language).toBe('es');

    // The same choice again records nothing; a change is a new event on the member's language stream.
    await member.client.put('/api/user/language', { language: 'es' });
    await member.client.put('/api/user/language', { language: 'en' });
    const recorded = await app.store.readStream(streams.language(member.id));
    expect(recorded.map((event) => [event.type, (event.data as { language: string }).language])).toEqual([
      ['MemberLanguageChosen', 'es'],
      ['MemberLanguageChosen', 'en'],
    ]);
    expect((await member.client.get('/api/auth/me')).body.language).toBe('en');
  });

  it('refuses a language BarterAid does not speak, a missing one, and visitors', async () => {
    const member = await signedUpMember(app);
    for (const body of [{ language: 'fr' }, {}, { language: 'ES' }]) {
      const refused = await member.client.put('/api/user/language', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ field: 'language', message: expect.any(String) });
    }
    expect((await member.client.get('/api/auth/me')).body.language).toBeNull();
    expect((await app.client().put('/api/user/language', { language: 'es' })).status).toBe(401);
  });
});
