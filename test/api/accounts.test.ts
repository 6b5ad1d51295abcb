import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const valid = (suffix: string) => ({
  firstName: 'Ada',
  lastName: 'Okafor',
  username: `ada_${suffix}`,
  email: `ada_${suffix}@example.org`,
  password: 'long-enough-pw',
  phone: '(555) 010-2000',
  location: 'Tulsa, OK',
  membershipTier: 'free_assistance',
});

describe('register, welcome bonus, login, balance', () => {
  it('registers, grants 50.00, signs in, shows the profile and credits, signs out', async () => {
    const client = app.client();
    const registration = valid('slice');
    const registered = await client.post('/api/auth/register', registration);
    expect(registered.status).toBe(201);
    expect(registered.body.user).toMatchObject({ username: 'ada_slice', email: 'ada_slice@example.org' });

    expect((await client.get('/api/auth/me')).status).toBe(401);
    const login = await client.post('/api/auth/login', { email: 'ADA_SLICE@example.org', password: 'long-enough-pw' });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      id: registered.body.user.id,
      username: 'ada_slice',
      firstName: 'Ada',
      lastName: 'Okafor',
      barterCredits: '50.00',
      membershipTier: 'free_assistance',
      isAdmin: false,
      isOwner: false,
      verificationStatus: 'pending',
      location: 'Tulsa, OK',
    });
    expect(login.body).not.toHaveProperty('passwordHash');

    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(registered.body.user.id);

    const credits = await client.get('/api/user/credits');
    expect(credits.status).toBe(200);
    expect(credits.body.balance).toBe('50.00');
    expect(credits.body.transactions).toEqual([
      expect.objectContaining({ type: 'earned', amount: '50.00', description: 'Welcome bonus', createdAt: expect.any(String) }),
    ]);

    const logout = await client.post('/api/auth/logout');
    expect(logout.status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/user/credits')).status).toBe(401);
  });

  it('answers simple-login with {user} or {message}', async () => {
    const client = app.client();
    await client.post('/api/auth/register', valid('simple'));
    const ok = await client.post('/api/auth/simple-login', { email: 'ada_simple@example.org', password: 'long-enough-pw' });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ username: 'ada_simple', barterCredits: '50.00' });
    const bad = await app.client().post('/api/auth/simple-login', { email: 'ada_simple@example.org', password: 'wrong-password' });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ message: 'Invalid email or password. Please try again.' });
  });

  it('rejects wrong passwords and unknown emails alike', async () => {
    await app.client().post('/api/auth/register', valid('wrongpw'));
    const wrong = await app.client().post('/api/auth/login', { email: 'ada_wrongpw@example.org', password: 'not-the-password' });
    const unknown = await app.client().post('/api/auth/login', { email: 'nobody@example.org', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('asks for both email and password', async () => {
    const response = await app.client().post('/api/auth/login', { email: 'ada@example.org' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Missing Information: Please enter both email and password.');
  });

  it('regenerates the session id at sign-in', async () => {
    const client = app.client();
    const { email, password } = await client.signUp();
    const before = client.cookies.get('barteraid.sid');
    expect(before).toBeTruthy();
    await client.post('/api/auth/login', { email, password });
    const after = client.cookies.get('barteraid.sid');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    // The old session id no longer authenticates anyone.
    const stale = app.client();
    stale.cookies.set('barteraid.sid', before!);
    expect((await stale.get('/api/auth/me')).status).toBe(401);
  });

  it('sets an httpOnly, SameSite=Lax session cookie and helmet headers', async () => {
    const client = app.client();
    const { email, password } = await client.signUp();
    const response = await app.client().post('/api/auth/login', { email, password });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('barteraid.sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('registration rules', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['first name', { firstName: '' }, 'Missing Information: Please fill in all required fields. First name is required.', 'firstName'],
    ['last name', { lastName: '  ' }, 'Missing Information: Please fill in all required fields. Last name is required.', 'lastName'],
    ['username', { username: undefined }, 'Missing Information: Please fill in all required fields. Username is required.', 'username'],
    ['email', { email: '' }, 'Missing Information: Please fill in all required fields. Email is required.', 'email'],
    ['password', { password: '' }, 'Missing Information: Please fill in all required fields. Password is required.', 'password'],
    ['short password', { password: 'short' }, 'Weak Password: Password must be at least 8 characters long.', 'password'],
    ['email format', { email: 'not-an-email' }, 'Invalid Email: Please enter a valid email address.', 'email'],
    ['username length', { username: 'ab' }, 'Invalid Username: Username must be 3-30 characters.', 'username'],
    [
      'username characters',
      { username: 'no spaces!' },
      'Invalid Username: Use only letters, numbers, dots, dashes and underscores in your username.',
      'username',
    ],
    ['membership tier', { membershipTier: 'gold' }, 'Invalid Membership: Choose one of standard, free_assistance, emergency_business, guest_trial.', 'membershipTier'],
    ['phone', { phone: 'call me' }, 'Invalid Phone: Please enter a valid phone number.', 'phone'],
    // A guest trial starts on /membership with its invitation code, which gives it its end date.
    [
      'guest trial, which needs its invitation code',
      { membershipTier: 'guest_trial' },
      'Guest Trial: Create your account with another membership, then start your trial with its invitation code on the Membership page.',
      'membershipTier',
    ],
  ];

  it.each(cases)('names the problem: %s', async (_label, change, message, field) => {
    const response = await app.client().post('/api/auth/register', { ...valid(`rule${Math.random().toString(36).slice(2, 8)}`), ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, field });
  });

  it('checks fields in the form’s order', async () => {
    const response = await app.client().post('/api/auth/register', { password: 'x' });
    expect(response.body.field).toBe('firstName');
  });

  it('accepts optional phone and location left empty and defaults the tier', async () => {
    const { phone: _phone, location: _location, membershipTier: _tier, ...rest } = valid('optional');
    const response = await app.client().post('/api/auth/register', { ...rest, phone: '', location: '' });
    expect(response.status).toBe(201);
  });

  it('refuses duplicate emails and usernames case-insensitively with 409', async () => {
    const first = valid('dupe');
    expect((await app.client().post('/api/auth/register', first)).status).toBe(201);
    const sameEmail = await app.client().post('/api/auth/register', { ...valid('dupe2'), email: 'ADA_DUPE@Example.org' });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe('Email Taken: An account with this email already exists.');
    const sameUsername = await app.client().post('/api/auth/register', { ...valid('dupe3'), username: 'ADA_DUPE' });
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.body.message).toBe('Username Taken: This username is already taken.');
    // The email claimed on the way to the username refusal was released again.
    const retried = await app.client().post('/api/auth/register', { ...valid('dupe3'), username: 'ada_dupe3_other' });
    expect(retried.status).toBe(201);
  });

  it('registers exactly one of two simultaneous sign-ups with the same email', async () => {
    const results = await Promise.all(
      [1, 2, 3].map((n) => app.client().post('/api/auth/register', { ...valid(`race${n}`), email: 'race@example.org' })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409]);
  });
});

describe('API hygiene', () => {
  it('answers unknown /api routes with JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await app.client().request(method, '/api/no-such-thing', method === 'POST' ? {} : undefined);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        message: `No such endpoint: ${method} /api/no-such-thing`,
        code: 'request.noSuchEndpoint',
        params: { method, path: '/api/no-such-thing' },
      });
    }
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await app.client().request('POST', '/api/auth/register', '{"firstName":', {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is not valid JSON.', code: 'request.invalidJson' });
  });

  it('ignores identity headers sent by a client', async () => {
    const victim = app.client();
    const { id } = await victim.signUp();
    const forged = await app.client().request('GET', '/api/user/credits', undefined, {
      'x-barteraid-actor': Buffer.from(JSON.stringify({ memberId: id, sessionId: 'x' })).toString('base64url'),
      'x-barteraid-actor-signature': 'forged',
    });
    expect(forged.status).toBe(401);
  });

  it('rejects a signed-in mutation without the CSRF token, accepts it with the token', async () => {
    const client = app.client();
    await client.signUp();
    const withoutToken = await client.request('POST', '/api/auth/logout', {}, { 'x-csrf-token': '' });
    expect(withoutToken.status).toBe(403);
    expect(withoutToken.body).toEqual({ message: 'Your security token is missing or out of date. Please reload the page and try again.', code: 'auth.csrf' });
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const token = (await client.get('/api/auth/csrf')).body.csrfToken as string;
    expect(token).toBe(decodeURIComponent(client.cookies.get('barteraid.csrf')!));
    const withToken = await client.request('POST', '/api/auth/logout', {}, { 'x-csrf-token': token });
    expect(withToken.status).toBe(200);
  });
});

describe('rate limits', () => {
  it('locks an account after repeated failed logins but not other accounts', async () => {
    const limited = await startTestApp({ RATE_LIMIT_ACCOUNT_FAILURES: '3', RATE_LIMIT_IP_ATTEMPTS: '1000' });
    try {
      const member = await limited.client().signUp();
      const other = await limited.client().signUp();
      for (let i = 0; i < 3; i++) {
        const failed = await limited.client().post('/api/auth/login', { email: member.email, password: 'wrong-password' });
        expect(failed.status).toBe(401);
      }
      const locked = await limited.client().post('/api/auth/login', { email: member.email, password: member.password });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/Too many failed sign-in attempts for this account/);
      const fine = await limited.client().post('/api/auth/login', { email: other.email, password: other.password });
      expect(fine.status).toBe(200);
    } finally {
      await limited.stop();
    }
  });

  it('limits attempts per IP address across login and register', async () => {
    const limited = await startTestApp({ RATE_LIMIT_IP_ATTEMPTS: '4', RATE_LIMIT_ACCOUNT_FAILURES: '100' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await limited.client().post('/api/auth/login', { email: `x${i}@example.org`, password: 'whatever1' })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      const register = await limited.client().post('/api/auth/register', valid('limited'));
      expect(register.status).toBe(429);
      expect(register.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.stop();
    }
  });
});
