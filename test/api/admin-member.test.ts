import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMember, EventChain, LedgerLine } from '@barteraid/events/contracts/admin-member';
import { parseCredits, streams } from '@barteraid/events';
import { LogAudit } from '@barteraid/projector/log-audit';
import { grantCredits, signUpAdmin, signedUpMember, startTestApp, type ApiClient, type SignedUpMember, type TestApp } from '../support/test-app';
import { givenTrade } from '../support/given-trades';

let app: TestApp;
let admin: { client: ApiClient; id: string };
beforeAll(async () => {
  app = await startTestApp();
  admin = await signUpAdmin(app);
});
afterAll(async () => {
  await app?.stop();
});

const ADMIN_ONLY = "Access Denied: You don't have permission to access the admin dashboard.";

/** A generator lent for `credits`, bought and paid. */
const settledTrade = async (owner: SignedUpMember, buyer: SignedUpMember, credits: string) =>
  (
    await givenTrade(
      app,
      { ownerId: owner.id, initiatorId: buyer.id, title: 'Portable generator for a weekend', description: 'A 3500W gas generator with two cans of fuel, pick up only.', creditsCents: parseCredits(credits)!, terms: 'Pick up Saturday morning' },
      'completed',
    )
  ).tradeId;

const memberView = async (id: string) => {
  const res = await admin.client.get<AdminMember>(`/api/admin/members/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const lineOf = (view: AdminMember, eventType: string): LedgerLine => {
  const line = view.ledger.find((each) => each.provenance.eventType === eventType);
  if (!line) throw new Error(`no ${eventType} in ${JSON.stringify(view.ledger)}`);
  return line;
};

describe('the admin view of a member: credit history with provenance', () => {
  let owner: SignedUpMember;
  let buyer: SignedUpMember;
  let tradeId: string;
  beforeAll(async () => {
    [owner, buyer] = [await signedUpMember(app), await signedUpMember(app)];
    tradeId = await settledTrade(owner, buyer, '12.50');
  });

  it("shows the buyer's hold and payment and the seller's receipt, each traced to its event", async () => {
    const buyerView = await memberView(buyer.id);
    expect(buyerView.profile).toMatchObject({ id: buyer.id, username: buyer.username, balance: '37.50', held: '0.00', membershipTier: 'standard' });
    expect(buyerView.trades).toEqual([expect.objectContaining({ id: tradeId, role: 'payer', otherParty: owner.username, status: 'completed', settlement: 'paid', amount: '12.50' })]);

    const bonus = lineOf(buyerView, 'WelcomeBonusGranted');
    const hold = lineOf(buyerView, 'CreditsHeld');
    const paid = lineOf(buyerView, 'EscrowPaid');
    expect(buyerView.ledger.map((line) => line.provenance.eventType)).toEqual(['WelcomeBonusGranted', 'CreditsHeld', 'EscrowPaid']);
    expect(bonus).toMatchObject({ kind: 'earned', amount: '50.00', balanceAfter: '50.00', provenance: { stream: `ledger-${buyer.id}`, streamRevision: 0 } });
    // The owner accepted: the hold is the other party's doing; a hold leaves the balance as it was.
    expect(hold).toMatchObject({
      kind: 'hold',
      amount: '12.50',
      balanceAfter: '50.00',
      tradeId,
      actor: { role: 'other_party', id: owner.id, name: owner.username },
      provenance: { stream: `ledger-${buyer.id}`, streamRevision: 1, causationId: null },
    });
    expect(paid).toMatchObject({
      kind: 'spent',
      amount: '12.50',
      balanceAfter: '37.50',
      tradeId,
      actor: { role: 'system', id: null, name: 'Settlement' },
      provenance: { stream: `ledger-${buyer.id}`, streamRevision: 2, correlationId: tradeId },
    });
    expect(paid.provenance.globalPosition).toBeGreaterThan(hold.provenance.globalPosition);
    expect(hold.provenance.globalPosition).toBeGreaterThan(bonus.provenance.globalPosition);

    const ownerView = await memberView(owner.id);
    const received = lineOf(ownerView, 'EscrowReceived');
    expect(received).toMatchObject({
      kind: 'earned',
      amount: '12.50',
      balanceAfter: '62.50',
      actor: { role: 'system', name: 'Settlement' },
      // The receipt follows from the payment.
      provenance: { stream: `ledger-${owner.id}`, streamRevision: 1, correlationId: tradeId, causationId: paid.provenance.eventId },
    });
    expect(received.provenance.globalPosition).toBeGreaterThan(paid.provenance.globalPosition);
    expect(ownerView.listings).toEqual([expect.objectContaining({ title: 'Portable generator for a weekend', credits: '12.50', type: 'offer' })]);

    // Every entry's id and position are the log's own.
    for (const line of [...buyerView.ledger, ...ownerView.ledger]) {
      const [stored] = await app.store.readStream(line.provenance.stream!, { fromRevision: line.provenance.streamRevision!, maxCount: 1 });
      expect(stored).toMatchObject({ id: line.provenance.eventId, position: line.provenance.globalPosition, type: line.provenance.eventType });
    }
  });

  it('names the admin who issued credits', async () => {
    const issued = await admin.client.post('/api/admin/credits/issue', { userId: buyer.id, amount: '2.50', reason: 'Storm relief' });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const view = await memberView(buyer.id);
    const grant = lineOf(view, 'CreditsGranted');
    expect(grant).toMatchObject({ kind: 'earned', amount: '2.50', balanceAfter: '40.00', actor: { role: 'admin', id: admin.id } });
  });

  it('opens an event with its chain: completion, payment, receipt, settlement', async () => {
    const paid = lineOf(await memberView(buyer.id), 'EscrowPaid');
    const res = await admin.client.get<EventChain>(`/api/admin/events/${paid.provenance.eventId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.event).toMatchObject({
      id: paid.provenance.eventId,
      type: 'EscrowPaid',
      stream: `ledger-${buyer.id}`,
      streamRevision: 2,
      globalPosition: paid.provenance.globalPosition,
      data: { tradeId, memberId: buyer.id, amountCents: 1250 },
      metadata: { actorId: null, correlationId: tradeId, schemaVersion: expect.any(Number) },
    });
    // The payee's first payment from this member also grows their credit line (the earned extension).
    expect(res.body.chain.map((event) => event.type)).toEqual(['TradeCompleted', 'EscrowPaid', 'EscrowReceived', 'CreditLineChanged', 'TradeSettled']);
    const [completed, , received, , settled] = res.body.chain;
    expect(completed!.stream).toBe(`trade-${tradeId}`);
    expect(res.body.event.metadata.causationId).toBe(completed!.id);
    expect(received!.metadata.causationId).toBe(paid.provenance.eventId);
    expect(settled!.metadata.causationId).toBe(received!.id);
  });

  it('exports the same history as CSV with the same columns', async () => {
    const view = await memberView(buyer.id);
    const res = await admin.client.get<string>(`/api/admin/members/${buyer.id}/ledger.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="credit-history-${buyer.id}.csv"`);
    const rows = res.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe('time,kind,amount,balance_after,reason,actor,actor_role,trade_id,event_id,event_type,stream,stream_revision,global_position,correlation_id,causation_id');
    expect(rows).toHaveLength(view.ledger.length + 1);
    const paid = lineOf(view, 'EscrowPaid');
    const paidRow = rows.find((row) => row.includes(paid.provenance.eventId))!;
    // The reason names the listing and the payee; it has no comma, so it is not quoted.
    expect(paidRow).toBe(
      [paid.at, 'spent', '12.50', '37.50', paid.reason, 'Settlement', 'system', tradeId, paid.provenance.eventId, 'EscrowPaid', `ledger-${buyer.id}`, 2, paid.provenance.globalPosition, tradeId, paid.provenance.causationId].join(','),
    );
  });

  it('escapes quotes, commas, line breaks and formulas in the CSV', async () => {
    const member = await signedUpMember(app);
    const reasons = ['=HYPERLINK("http://evil.example","click")', 'Flood relief, "phase 2"', 'Two lines\nof reason', '@SUM(A1)', '-1+1'];
    for (const reason of reasons) await grantCredits(app.store, member.id, 100, reason);
    await app.projector.caughtUp(await app.store.headPosition());
    const csv = (await admin.client.get<string>(`/api/admin/members/${member.id}/ledger.csv`)).body;
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")",`);
    expect(csv).toContain(`,"Flood relief, ""phase 2""",`);
    expect(csv).toContain(`,"Two lines\nof reason",`);
    expect(csv).toContain(`,'@SUM(A1),`);
    expect(csv).toContain(`,'-1+1,`);
    // One header, the welcome bonus and five grants: the line break stays inside its quoted cell.
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(7);
  });
});

describe('the admin view of a member: who may ask, and bad input', () => {
  it('answers 401 signed out and 403 to members', async () => {
    const someone = await signedUpMember(app);
    const paths = [`/api/admin/members/${someone.id}`, `/api/admin/members/${someone.id}/ledger.csv`, `/api/admin/events/${randomUUID()}`];
    for (const path of paths) {
      expect((await app.client().get(path)).status, path).toBe(401);
      const refused = await someone.client.get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toMatchObject({ message: ADMIN_ONLY });
    }
  });

  it('answers 400 {message, field} for ids that are not ids, and 404 for unknown ones', async () => {
    for (const bad of ['not-a-uuid', '%00', '%ff', '%ED%A0%80', `${randomUUID()}x`]) {
      for (const path of [`/api/admin/members/${bad}`, `/api/admin/members/${bad}/ledger.csv`, `/api/admin/events/${bad}`]) {
        const res = await admin.client.get(path);
        expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.message, path).toEqual(expect.any(String));
      }
    }
    const res = await admin.client.get('/api/admin/members/not-a-uuid');
    expect(res.body).toMatchObject({ message: 'id must be a member id (a UUID).', field: 'id' });
    expect((await admin.client.get(`/api/admin/members/${randomUUID()}`)).status).toBe(404);
    expect((await admin.client.get(`/api/admin/members/${randomUUID()}/ledger.csv`)).status).toBe(404);
    expect((await admin.client.get(`/api/admin/events/${randomUUID()}`)).status).toBe(404);
  });
});

describe('the admin view of a member: whether the ledger was verified', () => {
  it('says when the log was last verified, and names the break once an event was changed', async () => {
    const member = await signedUpMember(app);

    await new LogAudit(app.database.db).runOnce();
    const verified = (await memberView(member.id)).ledgerCheck;
    expect(verified).toMatchObject({ ok: true, problem: null, throughPosition: await app.store.headPosition() });
    expect(Date.parse(verified!.verifiedAt)).not.toBeNaN();

    await sql`update es_events set data = jsonb_set(data, '{amountCents}', '100000000') where stream_name = ${streams.ledger(member.id)} and stream_revision = 0`.execute(app.database.db);
    await new LogAudit(app.database.db).runOnce();
    expect((await memberView(member.id)).ledgerCheck).toMatchObject({ ok: false, stream: streams.ledger(member.id), revision: 0, problem: expect.stringContaining('does not match') });
  });
});
