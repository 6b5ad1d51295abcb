import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credits } from '@barteraid/events/contracts/credits';
import type { StatementEntry, StatementPage } from '@barteraid/events/contracts/statement';
import { readModelsAt } from '../support/given';
import { givenTrade } from '../support/given-trades';
import { grantCredits, signedUpMember, startTestApp, type SignedUpMember, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

/** An offer of `credits` by its owner, taken by the buyer up to `stage`, and settled when it ended. */
const tradeOn = (owner: SignedUpMember, buyer: SignedUpMember, title: string, creditsCents: number, stage: 'completed' | 'cancelled') =>
  givenTrade(app, { ownerId: owner.id, initiatorId: buyer.id, title, creditsCents, category: 'food-water', terms: 'Pick up Friday evening' }, stage);

const statementOf = async (member: SignedUpMember, query = '') => {
  const res = await member.client.get<StatementPage>(`/api/user/statement${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const tradeLines = (page: StatementPage, tradeId: string) =>
  page.entries.filter((entry) => entry.trade?.id === tradeId).map((entry) => [entry.description, entry.amount, entry.balanceChange, entry.heldChange]);

describe("a member's statement", () => {
  let ana: SignedUpMember;
  let buyer: SignedUpMember;
  let paidTrade: string;
  let returnedTrade: string;
  beforeAll(async () => {
    ana = await signedUpMember(app, { username: `ana_${Date.now() % 100000}` });
    buyer = await signedUpMember(app);
    paidTrade = (await tradeOn(ana, buyer, 'Hot meals', 11_00, 'completed')).tradeId;
    returnedTrade = (await tradeOn(ana, buyer, 'Firewood bundle', 7_25, 'cancelled')).tradeId;
  });

  it('reads a held-then-paid trade as a hold and one payment, never a double charge', async () => {
    const page = await statementOf(buyer);
    // Newest first: the payment, then the hold it ended.
    expect(tradeLines(page, paidTrade)).toEqual([
      [`Paid to ${ana.username}`, '11.00', '-11.00', '-11.00'],
      ["Held for 'Hot meals'", '11.00', '0.00', '11.00'],
    ]);
    const paid = page.entries.find((entry) => entry.trade?.id === paidTrade && entry.kind === 'spent')!;
    expect(paid).toMatchObject({ counterparty: { id: ana.id, username: ana.username }, trade: { id: paidTrade, title: 'Hot meals' } });
    expect(page.totals).toMatchObject({ debited: '11.00', held: '18.25', released: '7.25', credited: '50.00' });

    const seller = await statementOf(ana);
    expect(tradeLines(seller, paidTrade)).toEqual([[`Received from ${buyer.username}`, '11.00', '11.00', '0.00']]);
  });

  it('reads a held-then-returned trade as a hold and its return', async () => {
    const page = await statementOf(buyer);
    expect(tradeLines(page, returnedTrade)).toEqual([
      ['Hold returned', '7.25', '0.00', '-7.25'],
      ["Held for 'Firewood bundle'", '7.25', '0.00', '7.25'],
    ]);
  });

  it('keeps a running balance, held and available that add up, entry by entry', async () => {
    const page = await statementOf(buyer);
    expect(page.current).toEqual({ balance: '39.00', held: '0.00', creditLine: '0.00', available: '39.00' });
    const rows = page.entries.map((entry) => [entry.description, entry.balanceAfter, entry.heldAfter, entry.availableAfter]);
    expect(rows).toEqual([
      ['Hold returned', '39.00', '0.00', '39.00'],
      ["Held for 'Firewood bundle'", '39.00', '7.25', '31.75'],
      [`Paid to ${ana.username}`, '39.00', '0.00', '39.00'],
      ["Held for 'Hot meals'", '50.00', '11.00', '39.00'],
      ['Welcome bonus', '50.00', '0.00', '50.00'],
    ]);
    // Each entry's balance follows from the one before it by its own change.
    const oldestFirst = [...page.entries].reverse();
    let balance = 0;
    for (const entry of oldestFirst) {
      balance += Math.round(Number(entry.balanceChange) * 100);
      expect(Math.round(Number(entry.balanceAfter) * 100)).toBe(balance);
    }
  });

  it("shows the same event ids as the log, and never another member's entries", async () => {
    const page = await statementOf(buyer);
    const { rows } = await sql<{ id: string; member_id: string }>`select id, member_id from ledger_entries where id = any(${page.entries.map((entry) => entry.id)})`.execute(app.database.db);
    expect(rows).toHaveLength(page.entries.length);
    expect(new Set(rows.map((row) => row.member_id))).toEqual(new Set([buyer.id]));
    const seller = await statementOf(ana);
    expect(seller.entries.some((entry) => page.entries.some((mine) => mine.id === entry.id))).toBe(false);
    // The member id comes from the session only: a member id in the query is refused, not followed.
    expect((await buyer.client.get(`/api/user/statement?memberId=${ana.id}`)).status).toBe(400);
  });

  it('filters by kind and by month (UTC)', async () => {
    const holds = await statementOf(buyer, '?kind=hold');
    expect(holds.entries.map((entry) => entry.description)).toEqual(["Held for 'Firewood bundle'", "Held for 'Hot meals'"]);
    expect(holds.totals).toMatchObject({ entries: 2, held: '18.25', debited: '0.00' });

    // The welcome bonus moved to January 2025 (the read model's time; the running figures stay).
    const bonus = (await statementOf(buyer, '?kind=earned')).entries[0]!;
    await sql`update ledger_entries set created_at = '2025-01-15T12:00:00Z' where id = ${bonus.id}`.execute(app.database.db);
    const january = await statementOf(buyer, '?month=2025-01');
    expect(january.entries.map((entry) => entry.id)).toEqual([bonus.id]);
    expect(january.totals).toMatchObject({ entries: 1, credited: '50.00' });
    expect((await statementOf(buyer, '?month=2025-02')).entries).toEqual([]);
    const thisMonth = new Date().toISOString().slice(0, 7);
    const now = await statementOf(buyer, `?month=${thisMonth}&kind=spent`);
    expect(now.entries.map((entry) => entry.description)).toEqual([`Paid to ${ana.username}`]);
    // Empty parameters, as a form sends them, mean no filter.
    expect((await statementOf(buyer, '?month=&kind=&cursor=')).totals.entries).toBe(5);
  });

  it('downloads the filtered statement as CSV with the screen’s columns', async () => {
    const res = await fetch(`${app.url}/api/user/statement.csv?kind=hold`, { headers: { cookie: buyer.client.cookieHeader() } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="statement-all-hold.csv"');
    const text = await res.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('time,description,kind,amount,balance_change,held_change,balance_after,held_after,available_after,trade,trade_id,counterparty,event_id');
    expect(lines).toHaveLength(4); // header, two holds, and the final line end
    expect(lines[3]).toBe('');
    const holds = (await statementOf(buyer, '?kind=hold')).entries;
    const first = holds[0]!;
    expect(lines[1]).toBe(
      [first.at, "Held for 'Firewood bundle'", 'hold', '7.25', '0.00', '7.25', '39.00', '7.25', '31.75', 'Firewood bundle', returnedTrade, ana.username, first.id].join(','),
    );
    // A negative change stays a number a spreadsheet can add up (only text is guarded against formulas).
    const all = await (await fetch(`${app.url}/api/user/statement.csv`, { headers: { cookie: buyer.client.cookieHeader() } })).text();
    expect(all.split('\r\n')).toHaveLength(7);
    expect(all).toContain(`Paid to ${ana.username},spent,11.00,-11.00,-11.00,39.00,0.00,39.00,Hot meals,${paidTrade},${ana.username},`);
  });

  it('answers 401 signed out', async () => {
    const stranger = app.client();
    expect((await stranger.get('/api/user/statement')).status).toBe(401);
    expect((await stranger.get('/api/user/statement.csv')).status).toBe(401);
  });

  it('refuses bad filters and cursors with 400 {message, field}, never a 500', async () => {
    const cases: [string, string][] = [
      ['?month=2026-13', 'month'],
      ['?month=2026-1', 'month'],
      ['?month=26-01', 'month'],
      ['?month=0000-01', 'month'],
      ['?month=2026-01&month=2026-02', 'month'],
      ['?kind=refund', 'kind'],
      ['?kind[x]=hold', 'kind[x]'],
      ['?cursor=not*a*cursor', 'cursor'],
      ['?cursor=YWJj', 'cursor'],
      [`?cursor=${Buffer.from('before:-5').toString('base64url')}`, 'cursor'],
      [`?cursor=${Buffer.from('before:99999999999999999').toString('base64url')}`, 'cursor'],
      ['?month=2026-01%00', 'month'],
      ['?kind=%ED%A0%80', 'kind'],
      ['?sort=asc', 'sort'],
    ];
    for (const [query, field] of cases) {
      const res = await buyer.client.get(`/api/user/statement${query}`);
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body, query).toMatchObject({ message: expect.any(String), field });
    }
    const csv = await buyer.client.get('/api/user/statement.csv?month=2026-00');
    expect(csv.status).toBe(400);
    expect(csv.body).toMatchObject({ field: 'month' });
    expect((await buyer.client.get('/api/user/statement.csv?cursor=abc')).status).toBe(400);
    const broken = await buyer.client.get('/api/user/statement?month=%FF');
    expect(broken.status).toBe(400);
  });
});

describe('paging and the bounded credits call', () => {
  let member: SignedUpMember;
  beforeAll(async () => {
    member = await signedUpMember(app);
    // 60 grants and the welcome bonus: two pages of 50 and 11.
    for (let each = 1; each <= 60; each += 1) await grantCredits(app.store, member.id, 100, `Storm relief ${each}`);
    await readModelsAt(app);
  });

  it('pages newest first with an opaque cursor, every entry once', async () => {
    const first = await statementOf(member);
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toMatchObject({ description: 'Storm relief 60', balanceAfter: '110.00' });
    expect(first.totals.entries).toBe(61);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await statementOf(member, `?cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.entries).toHaveLength(11);
    expect(second.nextCursor).toBeNull();
    const all: StatementEntry[] = [...first.entries, ...second.entries];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(61);
    expect(all.at(-1)).toMatchObject({ description: 'Welcome bonus', balanceAfter: '50.00' });
    expect(second.entries[0]).toMatchObject({ description: 'Storm relief 10' });
    // A filtered page pages the same way.
    const earned = await statementOf(member, `?kind=earned&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(earned.entries).toHaveLength(11);
  });

  it('keeps GET /api/user/credits to the newest 50, with the month totals summed over all entries', async () => {
    const res = await member.client.get<Credits>('/api/user/credits');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ balance: '110.00', available: '110.00', held: '0.00' });
    expect(res.body.transactions).toHaveLength(50);
    expect(res.body.transactions[0]).toMatchObject({ type: 'earned', amount: '1.00', description: 'Storm relief 60' });
    expect(res.body.thisMonth).toEqual({ month: new Date().toISOString().slice(0, 7), earned: '110.00', spent: '0.00' });
  });
});
