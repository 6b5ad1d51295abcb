import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILPOINTS_VARIABLE } from '@barteraid/infra';
import { accountMessages } from '@barteraid/events/messages/account';

const ACCOUNT_CLOSED = accountMessages.english('accountClosed');
const OPEN_TRADES_BLOCK_CLOSING = accountMessages.english('openTradesBlockClosing');
const WRONG_PASSWORD = accountMessages.english('wrongPassword');
import { ApiClient, signedUpMember, startTestApp, uploadFile, type SignedUpMember, type TestApp } from '../support/test-app';
import { settledTrade } from '../support/trades';
import { solidPng, tinyPdf } from '../support/images';
import { checkInvariants, describeViolations } from '../support/invariants';
import { projectorDbOf } from '@barteraid/projector';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

/** A member whose every personal detail is a word found nowhere else, so any copy left behind is found. */
function distinctive() {
  const tag = randomBytes(3).toString('hex');
  const lastDigits = String(randomBytes(1)[0]! % 100).padStart(2, '0');
  return {
    firstName: `Zephyrine${tag}`,
    lastName: `Quillfeather${tag}`,
    username: `zquill_${tag}`,
    email: `zephyrine.quill.${tag}@example.org`,
    phone: `(432) 555-01${lastDigits}`,
    location: `Marfa${tag}, TX`,
    membershipTier: 'free_assistance',
  };
}

/** Every place a row of any table in the database mentions one of the needles (as text, case-insensitive). */
async function findInTables(needles: string[]): Promise<string[]> {
  const tables = await sql<{ schema: string; name: string }>`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`.execute(app.database.db);
  const found: string[] = [];
  for (const { schema, name } of tables.rows) {
    const rows = await sql<{ row: string }>`select t::text as row from ${sql.id(schema, name)} t`.execute(app.database.db);
    for (const { row } of rows.rows) {
      const lower = row.toLowerCase();
      for (const needle of needles) if (lower.includes(needle.toLowerCase())) found.push(`${schema}.${name}: ${needle} in ${row.slice(0, 300)}`);
    }
  }
  return found;
}

async function uploadDocument(member: SignedUpMember): Promise<string> {
  return uploadFile(member.client, tinyPdf(), 'application/pdf', 'verification-document');
}

describe('closing an account', () => {
  it('frees the email and username for someone else', async () => {
    const details = distinctive();
    const member = await signedUpMember(app, details);
    expect((await member.client.post('/api/user/close', { password: member.password })).status).toBe(200);
    const again = await app.client().post('/api/auth/register', { ...details, password: 'another-long-password', phone: '' });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it('is finished by the mail reactor when the command stops right after its append (failpoint account.closing.after-append)', async () => {
    const details = distinctive();
    const member = await signedUpMember(app, details);
    const avatarId = await uploadFile(member.client, solidPng(), 'image/png', 'avatar');
    process.env[FAILPOINTS_VARIABLE] = 'account.closing.after-append';
    try {
      expect((await member.client.post('/api/user/close', { password: member.password })).status).toBe(500);
    } finally {
      delete process.env[FAILPOINTS_VARIABLE];
    }
    const keyOf = async () => (await app.database.db.selectFrom('member_keys').select(['key', 'shredded_at']).where('member_id', '=', member.id).executeTakeFirst()) ?? null;
    await expect.poll(async () => (await keyOf())?.shredded_at ?? null, { timeout: 10_000 }).not.toBeNull();
    expect((await keyOf())?.key).toBeNull();
    expect(await app.database.db.selectFrom('stored_objects').select('id').where('id', '=', avatarId).execute()).toEqual([]);
    const [registered] = await app.store.readStream(`member-${member.id}`, { maxCount: 1 });
    expect(registered?.data).toMatchObject({ username: 'Former member', firstName: 'Former', lastName: 'member', phone: null, location: null });
    expect(JSON.stringify(registered?.data)).not.toContain(details.email);
  });

  it('leaves a visitor’s contact message as sent: it is tied to no account, whatever address it gives', async () => {
    const details = distinctive();
    const member = await signedUpMember(app, details);
    const visitor = { name: `Visitor ${details.firstName}`, email: details.email, subject: 'Before I sign in', message: `A question from ${details.lastName}.` };
    const sent = await app.client().post('/api/support/contact', visitor);
    expect(sent.status).toBe(201);
    expect((await member.client.post('/api/user/close', { password: member.password })).status).toBe(200);
    const row = await projectorDbOf(app.database.db).selectFrom('support_requests').select(['name', 'email', 'subject', 'message', 'member_id']).where('id', '=', sent.body.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: visitor.name, email: visitor.email, subject: visitor.subject, message: visitor.message, member_id: null });
  });

  it('refuses without the right password, naming the field, and signed out', async () => {
    const member = await signedUpMember(app);
    const wrong = await member.client.post('/api/user/close', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: WRONG_PASSWORD, field: 'password' });
    for (const body of [{}, { password: '' }, { password: 'x\u0000y' }, { password: 'a', memberId: member.id }]) {
      const refused = await member.client.post('/api/user/close', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(typeof refused.body.message).toBe('string');
    }
    expect((await new ApiClient(app.url).post('/api/user/close', { password: member.password })).status).toBe(401);
    expect((await member.client.get('/api/auth/me')).status).toBe(200);
  });

  it('waits for open trades to be finished or cancelled', async () => {
    const owner = await signedUpMember(app);
    const buyer = await signedUpMember(app);
    const listing = await owner.client.post('/api/listings', { title: 'Firewood', description: 'Split oak, dry and ready', category: 'tools-equipment', type: 'offer', credits: '5.00', location: 'Austin, TX' });
    const proposed = await buyer.client.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'Saturday' });
    expect(proposed.status).toBe(201);
    const refused = await buyer.client.post('/api/user/close', { password: buyer.password });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: OPEN_TRADES_BLOCK_CLOSING, field: 'password' });
    expect((await buyer.client.patch(`/api/trades/${proposed.body.id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect((await buyer.client.post('/api/user/close', { password: buyer.password })).status).toBe(200);
  });

  it('ends sign-in, removes listings, shows "Former member", and leaves no personal data anywhere, even rebuilt from the log, while balances add up', async () => {
    const details = distinctive();
    const zephyr = await signedUpMember(app, details);
    const other = await signedUpMember(app);
    const secondDevice = new ApiClient(app.url);
    expect((await secondDevice.post('/api/auth/login', { email: zephyr.email, password: zephyr.password })).status).toBe(200);

    // Personal data in every kind of event: a profile change, an avatar, a verification with
    // documents, listings, trades both ways (ledger lines name the other side), a conversation.
    const phoneLater = details.phone.replace('555', '556');
    expect((await zephyr.client.put('/api/user/profile', { firstName: details.firstName, lastName: details.lastName, phone: phoneLater, location: details.location })).status).toBe(200);
    // Where they are: a pin at distinctive coordinates (only the member ever sees it exactly).
    const pin = { lat: 31.123457, lng: -97.654321 };
    expect((await zephyr.client.put('/api/user/location', { ...pin, precision: 'town' })).status).toBe(200);
    const avatarId = await uploadFile(zephyr.client, solidPng(), 'image/png', 'avatar');
    expect((await zephyr.client.put('/api/user/avatar', { avatarURL: `/api/objects/${avatarId}` })).status).toBe(200);
    const documentId = await uploadDocument(zephyr);
    const pantry = `${details.lastName} Family Pantry`;
    const verification = await zephyr.client.post('/api/user/verification', {
      verificationType: 'church',
      formData: { organizationName: pantry, taxId: '12-3456789', denomination: 'Baptist', address: `1 Main St\n${details.location}`, pastor: 'Rev. Lee', established: '1998', congregation: 240 },
      documents: [{ name: `${details.firstName}-card.pdf`, objectId: documentId }],
    });
    expect(verification.status, JSON.stringify(verification.body)).toBeLessThan(300);
    const bought = await settledTrade(other, zephyr, { title: 'Hot meals', description: 'Two hot meals a day', category: 'food-water', credits: '7.00', terms: 'Tonight' });
    await settledTrade(zephyr, other, { title: 'Bike repair', description: 'Tyres and brakes fixed', category: 'tools-equipment', credits: '3.00', terms: 'Monday' });
    expect((await other.client.post('/api/messages', { tradeId: bought, recipientId: zephyr.id, content: 'Thanks for the meals order', messageType: 'text' })).status).toBeLessThan(300);
    // A listing's place is what its owner published, like its title: it goes down with the account.
    const posted = await zephyr.client.post('/api/listings', { title: 'Water jugs', description: 'Five gallons each, clean', category: 'tools-equipment', type: 'offer', credits: '2.00', location: 'Alpine, TX' });
    expect(posted.status).toBe(201);
    const listingId = posted.body.listing.id as string;
    const application = await zephyr.client.post('/api/membership/applications', { tier: 'free_assistance', reason: `Our ${pantry} lost its roof in the storm.` });
    expect(application.status, JSON.stringify(application.body)).toBeLessThan(300);
    // What they wrote to the team in private forms: the contact form, a report to support, a report of a member.
    const contact = {
      name: `${details.firstName} ${details.lastName}`,
      email: `zq.contact.${details.username}@example.net`,
      subject: `Pantry hours ${details.lastName}`,
      message: `Please call me about ${pantry}, my number is ${details.phone}.`,
    };
    expect((await zephyr.client.post('/api/support/contact', contact)).status).toBe(201);
    const supportReport = {
      category: 'other',
      subject: `Lost jug ${details.firstName}`,
      description: `My neighbour ${details.firstName} lost a jug near ${details.location}.`,
      contactEmail: `zq.report.${details.username}@example.net`,
      reportedUsername: other.username,
    };
    expect((await zephyr.client.post('/api/support/report', supportReport)).status).toBe(201);
    const memberReport = { subject: 'member', memberId: other.id, category: 'harassment', description: `They shouted at ${details.firstName} Quillfeather's door twice.` };
    const filed = await zephyr.client.post('/api/reports', memberReport);
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);

    const closed = await zephyr.client.post('/api/user/close', { password: zephyr.password });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({ message: ACCOUNT_CLOSED });

    // Signed out everywhere, and their email and password open nothing.
    expect((await zephyr.client.get('/api/auth/me')).status).toBe(401);
    // The other device's session ends as the gateways hear that the credentials are gone.
    await expect.poll(async () => (await secondDevice.get('/api/auth/me')).status).toBe(401);
    expect((await new ApiClient(app.url).post('/api/auth/login', { email: zephyr.email, password: zephyr.password })).status).toBe(401);
    // The listing is gone from the marketplace; the avatar and the document no longer load.
    expect((await other.client.get(`/api/listings/${listingId}`)).body?.isActive ?? false).toBe(false);
    expect((await other.client.get(`/api/objects/${avatarId}`)).status).toBe(404);
    // Others see "Former member" where the name was.
    const trade = (await other.client.get(`/api/trades/${bought}`)).body;
    expect(JSON.stringify(trade)).not.toContain(details.username);
    expect(JSON.stringify(trade)).toContain('Former member');
    const bell = (await other.client.get('/api/notifications')).body as { description: string }[];
    expect(JSON.stringify(bell)).not.toContain(details.username);
    const typed = [
      ...Object.values(contact),
      supportReport.subject,
      supportReport.description,
      supportReport.contactEmail,
      memberReport.description,
    ];
    const needles = [details.firstName, details.lastName, details.username, details.email, details.phone, phoneLater, details.location.split(',')[0]!, pantry, String(pin.lat), String(pin.lng), ...typed];
    // As it is live, and as every read model rebuilt from the log alone finds it.
    expect(await findInTables(needles)).toEqual([]);
    for (const projection of app.projector.projections) await app.projector.rebuild(projection.name);
    expect(await findInTables(needles)).toEqual([]);
    const readable = JSON.stringify(await app.store.readAll({ after: 0, maxCount: 100_000 })).toLowerCase();
    for (const needle of needles) expect(readable, needle).not.toContain(needle.toLowerCase());

    const report = await checkInvariants(app.store);
    expect(report.violations, describeViolations(report)).toEqual([]);
  });
});
