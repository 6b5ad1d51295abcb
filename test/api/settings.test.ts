import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@barteraid/events/messages/account';

const PASSWORD_CHANGED = accountMessages.english('passwordChanged');
const WRONG_CURRENT_PASSWORD = accountMessages.english('wrongCurrentPassword');
import { ApiClient, newRegistration, signedUpMember, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const CITY_STATE = "Location must look like 'City, State' (for example Houston, TX).";

describe('settings: the member’s profile', () => {
  it('changes name, phone and location, which the member’s profile then shows', async () => {
    const member = await signedUpMember(app);
    const saved = await member.client.put('/api/user/profile', { firstName: 'Ana', lastName: 'Reyes', phone: '(713) 555-0100', location: 'Houston, TX' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ message: 'Your profile has been saved.', profile: { firstName: 'Ana', lastName: 'Reyes', phone: '(713) 555-0100', location: 'Houston, TX' } });
    expect((await member.client.get('/api/auth/me')).body).toMatchObject({ firstName: 'Ana', lastName: 'Reyes', phone: '(713) 555-0100', location: 'Houston, TX' });

    // Optional fields may be emptied; saving the same profile again records nothing new.
    expect((await member.client.put('/api/user/profile', { firstName: 'Ana', lastName: 'Reyes', phone: null, location: null })).status).toBe(200);
    const before = await app.store.headPosition();
    expect((await member.client.put('/api/user/profile', { firstName: 'Ana', lastName: 'Reyes', phone: null, location: null })).status).toBe(200);
    expect(await app.store.headPosition()).toBe(before);
    expect((await member.client.get('/api/auth/me')).body).toMatchObject({ phone: null, location: null });
  });

  it('refuses a location that is not "City, State", here and at registration, naming the field', async () => {
    const member = await signedUpMember(app);
    const refused = await member.client.put('/api/user/profile', { firstName: 'Ana', lastName: 'Reyes', phone: null, location: 'Houston' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: CITY_STATE, field: 'location' });

    const registration = await new ApiClient(app.url).post('/api/auth/register', newRegistration({ location: 'Houston' }));
    expect(registration.status).toBe(400);
    expect(registration.body).toMatchObject({ message: CITY_STATE, field: 'location' });
  });

  it('answers 400 {message, field} for bad input and 401 signed out', async () => {
    const member = await signedUpMember(app);
    for (const body of [{ firstName: '', lastName: 'Reyes' }, { firstName: 'A\u0000na', lastName: 'Reyes' }, { firstName: 'Ana\ud800', lastName: 'Reyes' }, { firstName: 'Ana', lastName: 'Reyes', isAdmin: true }]) {
      const res = await member.client.put('/api/user/profile', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await new ApiClient(app.url).put('/api/user/profile', { firstName: 'Ana', lastName: 'Reyes' })).status).toBe(401);
  });
});

describe('settings: changing the password', () => {
  it('needs the current password, then ends every other session opened with the old one, keeps this one, and takes the new one at sign-in', async () => {
    const member = await signedUpMember(app);
    const otherDevice = new ApiClient(app.url);
    expect((await otherDevice.post('/api/auth/login', { email: member.email, password: member.password })).status).toBe(200);

    const wrong = await member.client.post('/api/user/password', { currentPassword: 'not-my-password', newPassword: 'a-new-long-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: WRONG_CURRENT_PASSWORD, field: 'currentPassword' });
    expect((await member.client.post('/api/user/password', { currentPassword: member.password, newPassword: 'short' })).body).toMatchObject({ field: 'newPassword' });

    const changed = await member.client.post('/api/user/password', { currentPassword: member.password, newPassword: 'a-new-long-password' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: PASSWORD_CHANGED });

    // The other device is signed out; the one that changed the password is not, and never sees the stamp.
    expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
    expect(changed.headers.get('x-barteraid-credential-stamp')).toBeNull();
    expect((await member.client.get('/api/auth/me')).body).toMatchObject({ id: member.id });
    expect((await new ApiClient(app.url).post('/api/auth/login', { email: member.email, password: member.password })).status).toBe(401);
    expect((await new ApiClient(app.url).post('/api/auth/login', { email: member.email, password: 'a-new-long-password' })).status).toBe(200);
    expect((await new ApiClient(app.url).post('/api/user/password', { currentPassword: 'x', newPassword: 'a-new-long-password' })).status).toBe(401);
  });
});
