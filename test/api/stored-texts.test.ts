import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectorDbOf } from '@barteraid/projector';
import { englishTexts } from '@barteraid/events/messages/registry';
import { spanishTexts } from '@barteraid/events/messages/registry-es';
import { signedUpMember, signUpAdmin, startTestApp, type SignedUpMember, type TestApp } from '../support/test-app';
import { settledTrade } from '../support/trades';

/**
 * What the read models store as text is data (`{code, params}`): this drives the journeys that
 * ring the bell and write ledger and history lines, then reads the codes the projector actually
 * stored, so a code no catalogue knows, or one without Spanish, cannot slip in.
 */
let app: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let owner: SignedUpMember;
let buyer: SignedUpMember;

beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpAdmin(app);
  owner = await signedUpMember(app);
  buyer = await signedUpMember(app);
  const offer = { description: 'Two cases of bottled water, sealed.', category: 'food-water', terms: 'Pick up at the church.' };
  // A trade from proposal to settlement: proposal, acceptance, completion, payment.
  await settledTrade(owner, buyer, { ...offer, title: 'Bottled water', credits: '10.00' });
  // A disputed trade, split by an administrator, with a chat message on the way.
  const listing = await owner.client.post('/api/listings', { ...offer, title: 'Generator fuel', type: 'offer', credits: '8.00', location: 'Houston, TX' });
  const tradeId = (await buyer.client.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'Tonight' })).body.id as string;
  expect((await owner.client.patch(`/api/trades/${tradeId}/status`, { status: 'accepted' })).status).toBe(200);
  expect((await buyer.client.post('/api/messages', { tradeId, recipientId: owner.id, content: 'On my way', messageType: 'text' })).status).toBe(201);
  expect((await buyer.client.post(`/api/trades/${tradeId}/dispute`, { reason: 'Half of the fuel cans were empty when I opened them.' })).status).toBe(201);
  await app.projector.caughtUp(await app.store.headPosition());
  expect((await admin.client.post(`/api/admin/disputes/${tradeId}/decision`, { outcome: 'split', payeeCredits: '4.00', payerCredits: '4.00' })).status).toBe(200);
  // The team's credits and personal message.
  expect((await admin.client.post('/api/admin/credits/issue', { userId: buyer.id, amount: '5', reason: 'Storm relief' })).status).toBe(201);
  expect((await admin.client.post('/api/admin/send-message', { userId: buyer.id, subject: 'Hello', message: 'Welcome to the network.' })).status).toBe(201);
  await app.projector.caughtUp(await app.store.headPosition());
});

afterAll(async () => {
  await app?.stop();
});

const parts = (template: string) => [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((found) => found[1]!))].sort();

/** What is wrong with a stored text: an unknown code, no Spanish, or params that are not its template's parts. */
function problems(code: string, params: Record<string, unknown> | null): string[] {
  const english = englishTexts.get(code);
  if (english === undefined) return [`${code}: no catalogue has it`];
  const found: string[] = [];
  if (!spanishTexts.has(code)) found.push(`${code}: no Spanish`);
  const given = Object.keys(params ?? {}).sort();
  if (JSON.stringify(given) !== JSON.stringify(parts(english))) found.push(`${code}: params ${given.join(',')} for parts ${parts(english).join(',')}`);
  return found;
}

describe('the texts the projector stored in a run', () => {
  it('are codes of the registered catalogues, each with Spanish and its parts filled', async () => {
    const db = projectorDbOf(app.database.db);
    const notices = await db.selectFrom('notifications').select(['title_code', 'title_params', 'description_code', 'description_params']).execute();
    const ledger = await db.selectFrom('ledger_entries').select(['description_code', 'description_params']).execute();
    const history = await db.selectFrom('membership_history').select(['summary_code', 'summary_params']).execute();
    const stored: (readonly [string | null, Record<string, unknown> | null])[] = [
      ...notices.flatMap((row) => [[row.title_code, row.title_params], [row.description_code, row.description_params]] as const),
      ...ledger.map((row) => [row.description_code, row.description_params] as const),
      ...history.map((row) => [row.summary_code, row.summary_params] as const),
    ];
    expect(stored.filter(([code]) => code === null)).toEqual([]);
    expect(stored.flatMap(([code, params]) => problems(code!, params))).toEqual([]);

    // The run reached every kind of stored text it drives, so the check above covered them.
    const codes = new Set(stored.map(([code]) => code));
    for (const code of [
      'creditNotices.welcomeText',
      'creditNotices.issuedText',
      'teamNotices.messageTitle',
      'tradeNotices.proposedText',
      'tradeNotices.acceptedText',
      'tradeNotices.newMessageFrom',
      'tradeNotices.receivedText',
      'disputeNotices.openedHeldText',
      'disputeNotices.decidedPaidToYou',
      'disputeNotices.decidedCameBack',
      'ledgerLines.welcomeBonus',
      'ledgerLines.heldForTrade',
      'ledgerLines.tradePaidTo',
      'ledgerLines.tradePaidBy',
      'ledgerLines.holdReturnedInPartFor',
      'membershipHistory.choseStandardAtRegistration',
    ]) expect(codes.has(code), code).toBe(true);
  });

  it('answer the bell, the statement and the recent activity in English, with the same words as data', async () => {
    const bell = (await buyer.client.get('/api/notifications')).body as { title: string; titleMessage: { code: string } }[];
    expect(bell.find((item) => item.titleMessage.code === 'teamNotices.messageTitle')?.title).toBe('Message from BarterAid: Hello');
    const credits = (await buyer.client.get('/api/user/credits')).body as { transactions: { description: string; descriptionMessage: { code: string } }[] };
    const paid = credits.transactions.filter((entry) => entry.descriptionMessage.code === 'ledgerLines.tradePaidTo').map((entry) => entry.description);
    expect(paid).toContain(`Trade: Bottled water (paid to ${owner.username})`);
    const statement = (await owner.client.get('/api/user/statement')).body as { entries: { description: string; descriptionMessage: { code: string } }[] };
    expect(statement.entries.find((entry) => entry.descriptionMessage.code === 'ledgerLines.receivedFrom')?.description).toBe(`Received from ${buyer.username}`);
  });
});
