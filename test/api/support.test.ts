import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { startTestApp, type TestApp } from '../support/test-app';
import { projectorDbOf } from '@barteraid/projector';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const contact = { name: 'Ana Ruiz', email: 'ana@example.org', subject: 'Trading question', message: 'How do I list shelter space?' };
const report = { category: 'fraud', description: 'The seller asked me to pay cash outside the app.' };

const row = (id: string) => projectorDbOf(app.database.db).selectFrom('support_requests').selectAll().where('id', '=', id).executeTakeFirst();

describe('POST /api/support/contact', () => {
  it('takes a visitor message, stores it as an event and confirms with a reference', async () => {
    const response = await app.client().post('/api/support/contact', contact);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      reference: expect.stringMatching(/^SR-[0-9A-F]{8}$/),
      message: expect.stringContaining('We have received your message'),
      code: 'support.contactReceived',
      params: { name: contact.name, email: contact.email, reference: response.body.reference },
    });
    expect(response.body.message).toContain(response.body.reference);

    const [event] = await app.store.readStream(streams.supportRequest(response.body.id));
    expect(event).toMatchObject({ type: 'SupportRequestSubmitted', data: { kind: 'contact', email: 'ana@example.org', memberId: null } });
    expect(await row(response.body.id)).toMatchObject({
      kind: 'contact',
      name: 'Ana Ruiz',
      email: 'ana@example.org',
      subject: 'Trading question',
      message: 'How do I list shelter space?',
      member_id: null,
      status: 'open',
      reference: response.body.reference,
    });
  });

  it('records a signed-in member from the session, never from the body, and needs no CSRF token', async () => {
    const client = app.client();
    const member = await client.signUp();
    client.cookies.delete('barteraid.csrf');
    const response = await client.post('/api/support/contact', { ...contact, memberId: '00000000-0000-4000-8000-000000000000' });
    expect(response.status).toBe(201);
    expect((await row(response.body.id))?.member_id).toBe(member.id);
  });

  it.each([
    [{ name: '' }, 'name', 'Missing Information: Please enter your name.'],
    [{ name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters.'],
    [{ email: undefined }, 'email', 'Missing Information: Please enter your email address.'],
    [{ email: 'not-an-email' }, 'email', 'Invalid Email: Please enter a valid email address.'],
    [{ subject: '  ' }, 'subject', 'Missing Information: Please enter a subject.'],
    [{ subject: 'x'.repeat(151) }, 'subject', 'Subject must be at most 150 characters.'],
    [{ message: undefined }, 'message', 'Missing Information: Please enter your message.'],
    [{ message: 'Help!' }, 'message', 'Message Too Short: Please write at least 10 characters.'],
    [{ message: 'x'.repeat(5001) }, 'message', 'Message must be at most 5000 characters.'],
  ])('refuses %j with a clear message', async (change, field, message) => {
    const response = await app.client().post('/api/support/contact', { ...contact, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, field });
  });
});

describe('POST /api/support/report', () => {
  it('takes an anonymous report with only a category and a description', async () => {
    const response = await app.client().post('/api/support/report', report);
    expect(response.status).toBe(201);
    expect(response.body.reference).toMatch(/^RP-[0-9A-F]{8}$/);
    expect(response.body.message).toContain('Thank you for your report');
    expect(await row(response.body.id)).toMatchObject({
      kind: 'report',
      category: 'fraud',
      message: report.description,
      email: null,
      listing_id: null,
      member_id: null,
    });
  });

  it('keeps the optional details and the signed-in reporter', async () => {
    const client = app.client();
    const member = await client.signUp();
    const response = await client.post('/api/support/report', {
      ...report,
      category: 'listing',
      subject: 'Fake generator listing',
      contactEmail: 'me@example.org',
      listingId: 'b2b7c1de-6f0a-4c43-9a55-0f3e5d6c7b8a',
      tradeId: '',
      reportedUsername: 'too_good_deals',
    });
    expect(response.status).toBe(201);
    expect(await row(response.body.id)).toMatchObject({
      category: 'listing',
      subject: 'Fake generator listing',
      email: 'me@example.org',
      listing_id: 'b2b7c1de-6f0a-4c43-9a55-0f3e5d6c7b8a',
      trade_id: null,
      reported_username: 'too_good_deals',
      member_id: member.id,
    });
  });

  it.each([
    [{ category: undefined }, 'category', 'Missing Information: Please choose what you are reporting.'],
    [{ category: 'spam' }, 'category', 'Invalid Category: Choose one of safety, fraud, harassment, listing, trade, other.'],
    [{ description: '' }, 'description', 'Missing Information: Please describe what happened.'],
    [{ description: 'Bad.' }, 'description', 'Description Too Short: Please write at least 10 characters.'],
    [{ contactEmail: 'me@' }, 'contactEmail', 'Invalid Email: Please enter a valid email address.'],
    [{ reportedUsername: 'x'.repeat(31) }, 'reportedUsername', 'Username must be at most 30 characters.'],
  ])('refuses %j with a clear message', async (change, field, message) => {
    const response = await app.client().post('/api/support/report', { ...report, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, field });
  });

  it('accepts every report category', async () => {
    for (const category of ['safety', 'fraud', 'harassment', 'listing', 'trade', 'other']) {
      expect((await app.client().post('/api/support/report', { ...report, category })).status).toBe(201);
    }
  });
});

describe('support read model', () => {
  it('is the same after a rebuild from the log', async () => {
    const snapshot = () => projectorDbOf(app.database.db).selectFrom('support_requests').selectAll().orderBy('id').execute();
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(5);
    await app.projector.rebuild('support');
    expect(await snapshot()).toEqual(before);
  });
});
