import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, signUpAdmin, startTestApp, type ApiClient, type ApiResponse, type TestApp } from '../support/test-app';

/**
 * Text the database cannot store (NUL, unpaired surrogates) and control characters are a 400
 * `{message, field}` on every route, never a 500 — and nothing is half done before the refusal.
 */

let app: TestApp;
let admin: ApiClient;
let member: ApiClient;
let memberId: string;
let listingId: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await signUpAdmin(app)).client;
  member = app.client();
  memberId = (await member.signUp()).id;
  const posted = await member.post('/api/listings', listing);
  expect(posted.status).toBe(201);
  listingId = posted.body.listing.id;
});
afterAll(async () => {
  await app?.stop();
});

const listing = {
  title: 'Camping stove',
  description: 'A two-burner camping stove, works well.',
  category: 'tools-equipment',
  type: 'offer',
  credits: '12.50',
  location: 'Austin, TX',
};

/** The poisons: each is sent as raw JSON text, so the lone surrogate really arrives as `"\ud800"`. */
const POISONS = [
  { name: 'NUL', json: '"Ann\\u0000"' },
  { name: 'a lone surrogate', json: '"Ann\\ud800"' },
  { name: 'a control character', json: '"Ann\\u0007"' },
  { name: 'a C1 control character', json: '"Ann\\u0085"' },
] as const;
/** Refused only in single-line fields. */
const LINE_BREAK = { name: 'a line break', json: '"Ann\\nLee"' } as const;

type Who = 'visitor' | 'member' | 'admin';
/** A text field: its path in the body, and whether it is multi-line (line breaks allowed; also said of fields a route ignores). */
type Field = string | [path: string, lines: 'multi'];

/**
 * Every mutating route with its text fields (README's API table). `body` is a valid body; each
 * field is replaced in turn. Fields the route does not know still must not get through.
 * Adding a route is one line.
 */
const MUTATIONS: { method: string; path: () => string; who: Who; body: () => Record<string, unknown>; fields: Field[] }[] = [
  { method: 'POST', path: () => '/api/auth/register', who: 'visitor', body: () => registration(), fields: ['firstName', 'lastName', 'username', 'email', ['password', 'multi'], 'phone', 'location', 'membershipTier'] },
  { method: 'POST', path: () => '/api/auth/login', who: 'visitor', body: () => ({ email: 'nobody@example.org', password: 'correct-horse-battery' }), fields: ['email', ['password', 'multi']] },
  { method: 'POST', path: () => '/api/auth/simple-login', who: 'visitor', body: () => ({ email: 'nobody@example.org', password: 'correct-horse-battery' }), fields: ['email', ['password', 'multi']] },
  { method: 'POST', path: () => '/api/auth/forgot-password', who: 'visitor', body: () => ({ email: 'nobody@example.org' }), fields: ['email'] },
  { method: 'POST', path: () => '/api/auth/reset-password', who: 'visitor', body: () => ({ token: 'abc', password: 'correct-horse-battery' }), fields: ['token', ['password', 'multi']] },
  { method: 'POST', path: () => '/api/auth/sign-in-link', who: 'visitor', body: () => ({ email: 'nobody@example.org' }), fields: ['email'] },
  { method: 'POST', path: () => '/api/auth/sign-in-link/use', who: 'visitor', body: () => ({ token: 'abc' }), fields: ['token'] },
  { method: 'POST', path: () => '/api/listings', who: 'member', body: () => ({ ...listing }), fields: ['title', ['description', 'multi'], 'category', 'type', 'credits', 'location'] },
  { method: 'PATCH', path: () => `/api/listings/${listingId}`, who: 'member', body: () => ({ title: 'Camping stove (2)', reason: 'update' }), fields: ['title', ['description', 'multi'], 'location', 'category', ['reason', 'multi']] },
  { method: 'POST', path: () => `/api/listings/${listingId}/deactivate`, who: 'member', body: () => ({ reason: 'gone' }), fields: [['reason', 'multi'], 'extra'] },
  { method: 'POST', path: () => `/api/listings/${listingId}/reactivate`, who: 'member', body: () => ({}), fields: ['extra'] },
  { method: 'POST', path: () => '/api/trades', who: 'admin', body: () => ({ listingId, proposedTerms: 'Pick up Saturday' }), fields: ['listingId', 'creditAmount', ['proposedTerms', 'multi']] },
  { method: 'PATCH', path: () => `/api/trades/${randomUUID()}/status`, who: 'member', body: () => ({ status: 'declined', reason: 'no' }), fields: ['status', ['reason', 'multi']] },
  { method: 'POST', path: () => `/api/trades/${randomUUID()}/counter`, who: 'member', body: () => ({ creditAmount: '5', proposedTerms: 'ok' }), fields: ['creditAmount', ['proposedTerms', 'multi']] },
  { method: 'POST', path: () => `/api/trades/${randomUUID()}/schedule`, who: 'member', body: () => ({ at: '2099-01-01T10:00:00Z', place: 'Library' }), fields: ['at', 'place'] },
  { method: 'POST', path: () => `/api/trades/${randomUUID()}/urgent`, who: 'member', body: () => ({}), fields: ['extra'] },
  { method: 'POST', path: () => `/api/trades/${randomUUID()}/read`, who: 'member', body: () => ({}), fields: ['extra'] },
  { method: 'POST', path: () => '/api/messages', who: 'member', body: () => ({ tradeId: randomUUID(), recipientId: randomUUID(), content: 'Hello', messageType: 'text' }), fields: ['tradeId', 'recipientId', ['content', 'multi'], 'messageType'] },
  { method: 'POST', path: () => '/api/support/contact', who: 'visitor', body: () => ({ name: 'Ann', email: 'ann@example.org', subject: 'Hello', message: 'A long enough message.' }), fields: ['name', 'email', 'subject', ['message', 'multi']] },
  { method: 'POST', path: () => '/api/support/report', who: 'visitor', body: () => ({ category: 'fraud', description: 'Something happened here.', subject: 'Hi', contactEmail: 'ann@example.org', listingId: 'L1', tradeId: 'T1', reportedUsername: 'someone' }), fields: ['category', ['description', 'multi'], 'subject', 'contactEmail', 'listingId', 'tradeId', 'reportedUsername'] },
  { method: 'POST', path: () => '/api/notifications/read', who: 'member', body: () => ({ ids: [randomUUID()] }), fields: ['ids.0'] },
  { method: 'POST', path: () => '/api/objects/upload', who: 'member', body: () => ({ purpose: 'avatar' }), fields: ['purpose'] },
  { method: 'PUT', path: () => '/api/user/avatar', who: 'member', body: () => ({ avatarURL: `/api/objects/${randomUUID()}` }), fields: ['avatarURL'] },
  { method: 'POST', path: () => '/api/membership/applications', who: 'member', body: () => ({ tier: 'free_assistance', reason: 'Lost my job.', invitationCode: 'CODE-1' }), fields: ['tier', ['reason', 'multi'], 'invitationCode'] },
  { method: 'POST', path: () => '/api/create-subscription', who: 'member', body: () => ({}), fields: ['extra'] },
  { method: 'POST', path: () => '/api/user/verification', who: 'member', body: () => church(), fields: ['verificationType', 'formData.organizationName', 'formData.taxId', ['formData.address', 'multi'], 'formData.pastor', 'formData.established', 'documents.0', 'documents.1.name', 'documents.1.objectId', ['status', 'multi']] },
  { method: 'PATCH', path: () => `/api/admin/membership-applications/${randomUUID()}`, who: 'admin', body: () => ({ status: 'rejected', reason: 'no' }), fields: ['status', ['reason', 'multi']] },
  { method: 'POST', path: () => '/api/admin/invitations', who: 'admin', body: () => ({ code: `CODE-${randomBytes(3).toString('hex')}`, note: 'for Ann' }), fields: ['code', 'note'] },
  { method: 'PATCH', path: () => `/api/admin/users/${memberId}/verification`, who: 'admin', body: () => ({ status: 'rejected', reason: 'no' }), fields: ['status', ['reason', 'multi']] },
  { method: 'POST', path: () => '/api/admin/credits/issue', who: 'admin', body: () => ({ userId: memberId, amount: '5', reason: 'help' }), fields: ['userId', 'amount', ['reason', 'multi']] },
  { method: 'POST', path: () => '/api/admin/send-message', who: 'admin', body: () => ({ userId: memberId, subject: 'Hello', message: 'Welcome', userEmail: 'x@example.org' }), fields: ['userId', 'subject', ['message', 'multi'], 'userEmail'] },
  { method: 'POST', path: () => '/api/reports', who: 'admin', body: () => ({ subject: 'listing', listingId, category: 'fraud', description: 'Something happened here.' }), fields: ['subject', 'listingId', 'memberId', 'tradeId', 'messageId', 'category', ['description', 'multi']] },
  { method: 'POST', path: () => '/api/blocks', who: 'admin', body: () => ({ memberId }), fields: ['memberId'] },
  { method: 'DELETE', path: () => `/api/blocks/${memberId}`, who: 'admin', body: () => ({}), fields: ['extra'] },
  { method: 'POST', path: () => `/api/admin/reports/${randomUUID()}/dismiss`, who: 'admin', body: () => ({ note: 'ok' }), fields: [['note', 'multi']] },
  { method: 'POST', path: () => `/api/admin/reports/${randomUUID()}/take-down`, who: 'admin', body: () => ({ reason: 'scam' }), fields: [['reason', 'multi']] },
  { method: 'POST', path: () => `/api/admin/reports/${randomUUID()}/warn`, who: 'admin', body: () => ({ subject: 'Hello', message: 'Please stop.' }), fields: ['subject', ['message', 'multi']] },
  { method: 'POST', path: () => `/api/admin/reports/${randomUUID()}/suspend`, who: 'admin', body: () => ({ reason: 'scam', endsAt: '2099-01-01T00:00:00Z' }), fields: [['reason', 'multi'], 'endsAt'] },
  { method: 'POST', path: () => `/api/admin/members/${memberId}/lift-suspension`, who: 'admin', body: () => ({ note: 'ok' }), fields: [['note', 'multi']] },
];

/**
 * Every GET route with its query parameters (README's API table); `extra` stands for any
 * parameter a route does not read, which must not get through either.
 */
const QUERIES: { path: () => string; who: Who; params: string[] }[] = [
  { path: () => '/api/auth/me', who: 'member', params: ['extra'] },
  { path: () => '/api/auth/csrf', who: 'member', params: ['extra'] },
  { path: () => '/api/config', who: 'visitor', params: ['extra'] },
  { path: () => '/api/user/credits', who: 'member', params: ['extra'] },
  { path: () => '/api/listings', who: 'visitor', params: ['search', 'category', 'type', 'urgent', 'location', 'minCredits', 'maxCredits', 'sort', 'cursor', 'limit'] },
  { path: () => '/api/listings/stats', who: 'visitor', params: ['extra'] },
  { path: () => `/api/listings/${listingId}`, who: 'visitor', params: ['extra'] },
  { path: () => '/api/user/listings', who: 'member', params: ['extra'] },
  { path: () => `/api/trades/${randomUUID()}`, who: 'member', params: ['extra'] },
  { path: () => '/api/user/trades', who: 'member', params: ['status'] },
  { path: () => `/api/trades/${randomUUID()}/messages`, who: 'member', params: ['extra'] },
  { path: () => '/api/user/messages', who: 'member', params: ['unread'] },
  { path: () => '/api/conversations', who: 'member', params: ['search'] },
  { path: () => '/api/price-guide', who: 'visitor', params: ['category', 'search'] },
  { path: () => '/api/price-guide/fair-price', who: 'visitor', params: ['itemName', 'category', 'condition', 'urgent'] },
  { path: () => '/api/notifications', who: 'member', params: ['extra'] },
  { path: () => `/api/objects/${randomUUID()}`, who: 'member', params: ['extra'] },
  { path: () => '/api/membership', who: 'member', params: ['extra'] },
  { path: () => '/api/user/verification', who: 'member', params: ['extra'] },
  { path: () => '/api/admin/membership-applications', who: 'admin', params: ['status'] },
  { path: () => '/api/admin/invitations', who: 'admin', params: ['extra'] },
  { path: () => '/api/admin/stats', who: 'admin', params: ['extra'] },
  { path: () => '/api/admin/verifications', who: 'admin', params: ['status'] },
  { path: () => '/api/admin/all-users', who: 'admin', params: ['search', 'page', 'pageSize'] },
  { path: () => '/api/admin/reports', who: 'admin', params: ['status'] },
  { path: () => '/api/admin/suspensions', who: 'admin', params: ['extra'] },
  { path: () => '/api/user/blocks', who: 'member', params: ['extra'] },
];

const registration = () => newRegistration({ firstName: 'Ann', lastName: 'Lee', phone: '555-123-4567' });

function church() {
  return {
    verificationType: 'church',
    formData: {
      organizationName: 'Grace Church',
      taxId: '12-3456789',
      denomination: 'Baptist',
      address: '1 Main St\nAustin, TX',
      pastor: 'Rev. Lee',
      established: '1950',
      congregation: 120,
    },
    documents: ['letter.pdf', { name: 'proof.pdf', objectId: randomUUID() }],
    status: 'pending',
  };
}

const clientFor = (who: Who) => (who === 'admin' ? admin : who === 'member' ? member : app.client());

/** Sets `path` (dotted, array indexes included) in `body` to a placeholder and swaps in the raw JSON text. */
function poisoned(body: Record<string, unknown>, path: string, json: string): string {
  const parts = path.split('.');
  let target: Record<string, unknown> = body;
  for (const part of parts.slice(0, -1)) {
    if (typeof target[part] !== 'object' || target[part] === null) target[part] = {};
    target = target[part] as Record<string, unknown>;
  }
  target[parts.at(-1)!] = '__POISON__';
  return JSON.stringify(body).replace('"__POISON__"', json);
}

/** 400 naming the field (or a part of it: a document given as a file name is checked as `documents.0.name`). */
function expectRefused(response: ApiResponse, field: string, what: string) {
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBe(400);
  const named = new RegExp(`^${field.replace(/\./g, '\\.')}(\\.|$)`);
  expect(response.body, what).toMatchObject({ field: expect.stringMatching(named), message: expect.any(String) });
}

describe('text that cannot be stored', () => {
  it('is refused with 400 {message, field} in every text field of every mutating route', async () => {
    for (const route of MUTATIONS) {
      const client = clientFor(route.who);
      for (const entry of route.fields) {
        const [field, lines] = typeof entry === 'string' ? [entry, entry === 'extra' ? 'multi' : 'single'] : entry;
        const poisons = lines === 'single' ? [...POISONS, LINE_BREAK] : POISONS;
        for (const poison of poisons) {
          const what = `${route.method} ${route.path()} ${field} with ${poison.name}`;
          const response = await client.request(route.method, route.path(), poisoned(route.body(), field, poison.json));
          expectRefused(response, field, what);
          if (poison !== LINE_BREAK && field !== 'extra') {
            expect(response.body.message, what).toMatch(/contains characters that cannot be stored\.$/);
          }
        }
      }
    }
  });

  it('names the field as the form does', async () => {
    const response = await app.client().post('/api/auth/register', poisoned(registration(), 'firstName', '"Ann\\u0000"'));
    expect(response.body).toMatchObject({ message: 'First name contains characters that cannot be stored.', field: 'firstName' });
    const tabbed = await member.post('/api/listings', { ...listing, title: 'Camping\tstove' });
    expect(tabbed.body).toMatchObject({ message: 'Title contains characters that cannot be stored.', field: 'title' });
  });

  it('is refused with 400 {message, field} in every query parameter of every GET route', async () => {
    const values = { NUL: '%00', 'a control character': '%07', 'a C1 control character': '%C2%85', 'a lone surrogate (invalid UTF-8)': '%ED%A0%80', 'invalid UTF-8': '%ff', 'a cut percent-escape': '%E0%A4%A' };
    for (const route of QUERIES) {
      const client = clientFor(route.who);
      for (const param of route.params) {
        for (const [name, value] of Object.entries(values)) {
          const path = `${route.path()}?${param}=Ann${value}`;
          expectRefused(await client.get(path), param, `GET ${path} (${name})`);
        }
      }
    }
  });

  it('refuses line breaks in single-line search parameters', async () => {
    for (const [path, client] of [
      ['/api/listings?search=a%0Ab', member],
      ['/api/price-guide?search=a%0Ab', member],
      ['/api/price-guide/fair-price?itemName=a%0Ab', member],
      ['/api/conversations?search=a%0Ab', member],
      ['/api/admin/all-users?search=a%0Ab', admin],
    ] as const) {
      expectRefused(await client.get(path), path.includes('itemName') ? 'itemName' : 'search', path);
    }
  });

  it('allows tab and line breaks in multi-line fields', async () => {
    const posted = await member.post('/api/listings', { ...listing, description: 'Two burners.\nWorks well.\tBarely used.' });
    expect(posted.status).toBe(201);
    expect(posted.body.listing.description).toBe('Two burners.\nWorks well.\tBarely used.');
  });

  it('claims nothing: a refused registration leaves the email and username free', async () => {
    const ann = registration();
    const refused = await app.client().post('/api/auth/register', { ...ann, firstName: 'Ann\u0000' });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('firstName');
    const lone = await app.client().post('/api/auth/register', poisoned({ ...ann }, 'lastName', '"Lee\\udc00"'));
    expect(lone.status).toBe(400);
    const registered = await app.client().post('/api/auth/register', ann);
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  });

  it('refuses a bad path, bad JSON and bodies it cannot read with a 4xx {message}, never a 500', async () => {
    for (const path of [`/api/listings/%ff`, `/api/trades/%E0%A4%A`, `/api/listings/%00`, `/api/trades/abc%00/messages`]) {
      const response = await member.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body.message, path).toEqual(expect.any(String));
    }
    const posted = await member.post(`/api/trades/%E0%A4%A/urgent`, {});
    expect(posted.status).toBe(400);
    for (const body of ['{"title": ', '{"title": "a\\x"}', "{'title': 1}", '{"title": "\\u00"}']) {
      const response = await member.post('/api/listings', body);
      expect(response).toMatchObject({ status: 400, body: { message: 'The request body is not valid JSON.' } });
    }
    expect((await app.client().post('/api/auth/login', '{"email": ')).status).toBe(400);
    const latin = await member.request('POST', '/api/listings', '{}', { 'content-type': 'application/json; charset=latin9' });
    expect(latin).toMatchObject({ status: 415, body: { message: expect.any(String) } });
    const encoded = await member.request('POST', '/api/listings', '{}', { 'content-encoding': 'compress-ish' });
    expect(encoded).toMatchObject({ status: 415, body: { message: expect.any(String) } });
    // A property name that cannot be stored reports the object holding it.
    const key = await member.post('/api/listings', `{"title": "Camping stove", "formData": {"a\\u0000": 1}}`);
    expectRefused(key, 'formData', 'property name');
  });
});

describe('listing cursors', () => {
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const uuid = randomUUID();
  const instant = '2026-01-01T00:00:00.000Z';

  async function expectInvalid(query: string, cursor: string) {
    const response = await app.client().get(`/api/listings?${query}${query ? '&' : ''}cursor=${encodeURIComponent(cursor)}`);
    expect(response.status, `${query} ${cursor}: ${JSON.stringify(response.body)}`).toBe(400);
    expect(response.body, cursor).toMatchObject({ field: 'cursor', message: expect.any(String) });
  }

  it('pages with its own cursors', async () => {
    for (const [title, credits] of [['Stove fuel', '3'], ['Stove stand', '4'], ['Stove lid', '5']] as const) {
      expect((await member.post('/api/listings', { ...listing, title, credits, isUrgent: credits === '4' })).status).toBe(201);
    }
    for (const query of ['limit=1', 'limit=1&sort=urgent', 'limit=1&sort=credits_asc', 'limit=1&sort=credits_desc', 'limit=1&search=stove']) {
      const first = await app.client().get(`/api/listings?${query}`);
      expect(first.body.nextCursor, query).toEqual(expect.any(String));
      const next = await app.client().get(`/api/listings?${query}&cursor=${encodeURIComponent(first.body.nextCursor)}`);
      expect(next.status, query).toBe(200);
    }
  });

  it('refuses malformed base64 and JSON', async () => {
    for (const cursor of ['!!!', 'not a cursor', Buffer.from('not json').toString('base64url'), Buffer.from('{"a":1}').toString('base64url'), cursorOf('newest'), cursorOf(null)]) {
      await expectInvalid('', cursor);
    }
  });

  it('checks the type and format of every key', async () => {
    const bad: [string, unknown[]][] = [
      ['sort=newest', ['newest', null, null, 'not-a-time', uuid]],
      ['sort=newest', ['newest', null, null, '2026-02-30T00:00:00.000Z', uuid]],
      ['sort=newest', ['newest', null, null, '0000-01-01T00:00:00.000Z', uuid]],
      ['sort=newest', ['newest', null, null, '2026-01-01 00:00:00', uuid]],
      ['sort=newest', ['newest', null, null, 12345, uuid]],
      ['sort=newest', ['newest', null, null, instant, 'not-a-uuid']],
      ['sort=newest', ['newest', null, null, instant, 7]],
      ['sort=newest', ['newest', null, null, instant]],
      ['sort=newest', ['newest', null, null, instant, uuid, 'extra']],
      ['sort=newest', [7, null, null, instant, uuid]],
      ['sort=newest', ['newest', 7, null, instant, uuid]],
      ['sort=urgent', ['urgent', null, null, 'yes', instant, uuid]],
      ['sort=credits_asc', ['credits_asc', null, null, 'abc', instant, uuid]],
      ['sort=credits_asc', ['credits_asc', null, null, 1.5, instant, uuid]],
      ['sort=credits_desc', ['credits_desc', null, null, -1, instant, uuid]],
      ['sort=credits_desc', ['credits_desc', null, null, 1e300, instant, uuid]],
      ['search=stove', ['relevance', 'stove', null, 2, instant, uuid]],
      ['search=stove', ['relevance', 'stove', null, '1', instant, uuid]],
      ['search=stove', ['relevance', 'stove', null, 1, 'x', uuid]],
      // The corrected words: a string of a search, never of no search, at most as long as a search.
      ['search=stove', ['relevance', 'stove', 7, 1, instant, uuid]],
      ['sort=newest', ['newest', null, 'stove', instant, uuid]],
      ['search=stove', ['relevance', 'stove', 's'.repeat(201), 1, instant, uuid]],
    ];
    for (const [query, cursor] of bad) await expectInvalid(query, cursorOf(cursor));
    // Well-formed ones are accepted.
    expect((await app.client().get(`/api/listings?sort=newest&cursor=${cursorOf(['newest', null, null, instant, uuid])}`)).status).toBe(200);
    expect((await app.client().get(`/api/listings?cursor=${cursorOf(['urgent', null, null, false, instant, uuid])}`)).status).toBe(200);
    expect((await app.client().get(`/api/listings?sort=credits_asc&cursor=${cursorOf(['credits_asc', null, null, 100, instant, uuid])}`)).status).toBe(200);
    expect((await app.client().get(`/api/listings?search=stvoe&cursor=${cursorOf(['relevance', 'stvoe', 'stove', 1, instant, uuid])}`)).status).toBe(200);
  });

  it('refuses a cursor from another sort or search', async () => {
    const newest = (await app.client().get('/api/listings?limit=1')).body.nextCursor as string;
    await expectInvalid('sort=credits_asc', newest);
    await expectInvalid('search=stove', newest);
    const searched = (await app.client().get('/api/listings?limit=1&search=stove')).body.nextCursor as string;
    await expectInvalid('', searched);
    await expectInvalid('search=camping', searched);
  });
});
