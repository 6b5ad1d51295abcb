import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { ops as runOps, spawnedOps } from '../support/ops';
import { grantCredits, signedUpMember, startTestApp, type SignedUpMember, type TestApp } from '../support/test-app';

/** `npm run ops -- …` against the test app's database, through the command line's own entry (test/support/ops.ts). */
const ops = (app: TestApp, ...args: string[]) => runOps({ DATABASE_URL: app.testDatabase.url }, ...args);
const json = async (app: TestApp, ...args: string[]) => {
  const result = await ops(app, ...args, '--json');
  expect(result.stderr).toBe('');
  return { code: result.code, document: JSON.parse(result.stdout) };
};

let app: TestApp;
let member: SignedUpMember;
beforeAll(async () => {
  app = await startTestApp();
  member = await signedUpMember(app);
  await grantCredits(app.store, member.id, 2500, 'Welcome grant');
  await app.projector.caughtUp(await app.store.headPosition());
});
afterAll(async () => {
  await app?.stop();
});

// One verb starts a process of its own (seconds of CPU on a busy machine); the rest run in this one.
describe('the operator command line (npm run ops)', { timeout: 120_000 }, () => {
  it('reads the log: tail, a stream, one event by id and by position, and every read model’s status', async () => {
    const head = await app.store.headPosition();
    // Once as its own process, as an operator runs it: the same lines and exit code as in-process.
    const tail = await spawnedOps({ DATABASE_URL: app.testDatabase.url }, 'tail', '--limit', '50', '--json');
    expect(tail).toMatchObject({ code: 0, stderr: '' });
    expect(tail.stdout).toBe((await ops(app, 'tail', '--limit', '50', '--json')).stdout);
    const lines = tail.stdout.trim().split('\n').map((line) => JSON.parse(line) as { position: number; stream: string; type: string; id: string });
    expect(lines.at(-1)!.position).toBe(head);
    // The welcome bonus, then the grant.
    const ledgerLines = lines.filter((line) => line.stream === streams.ledger(member.id));
    expect(ledgerLines.map((line) => line.type)).toEqual(['WelcomeBonusGranted', expect.any(String)]);
    const granted = ledgerLines[1]!;

    const filtered = await ops(app, 'tail', '--from', '1', '--type', 'MemberRegistered');
    expect(filtered.code).toBe(0);
    expect(filtered.stdout).toContain(streams.member(member.id));
    expect(filtered.stdout).not.toContain('WelcomeBonusGranted');

    const ledger = await json(app, 'stream', streams.ledger(member.id));
    expect(ledger.document).toMatchObject({ stream: streams.ledger(member.id), revision: 1, events: [{ type: 'WelcomeBonusGranted', revision: 0 }, { id: granted.id, revision: 1 }] });

    const byId = await json(app, 'event', granted.id);
    expect(byId.document).toMatchObject({ id: granted.id, position: granted.position, stream: streams.ledger(member.id), hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await json(app, 'event', String(granted.position))).document.id).toBe(granted.id);
    expect((await ops(app, 'event', 'not-an-id')).code).toBe(2);
    expect((await ops(app, 'event', String(head + 100))).code).toBe(1);

    const status = await json(app, 'status');
    expect(status.document.head).toBe(head);
    expect(status.document.followers.find((follower: { name: string }) => follower.name === 'credits')).toMatchObject({ kind: 'projection', behind: 0 });
  });

  it('replays a read model beside the live one and reports every row that differs, bringing the replay up to the live position first', async () => {
    const replayed = await json(app, 'replay', 'credits');
    expect(replayed.document).toMatchObject({ replayed: 'credits', schema: 'replay_credits' });
    // Events after the replay: the diff applies them to the replay before comparing.
    await grantCredits(app.store, member.id, 700, 'Second grant');
    await app.projector.caughtUp(await app.store.headPosition());
    const same = await json(app, 'diff', 'credits');
    expect(same).toMatchObject({ code: 0, document: { same: true, differences: [] } });
    expect(same.document.tables).toContainEqual({ table: 'member_balances', liveRows: expect.any(Number), replayedRows: expect.any(Number) });

    await sql`update member_balances set balance_cents = balance_cents + 1 where member_id = ${member.id}`.execute(app.database.db);
    const changed = await ops(app, 'diff', 'credits');
    expect(changed.code).toBe(1);
    expect(changed.stdout).toMatch(new RegExp(`- member_balances \\(live only\\): .*${member.id}`));
    expect(changed.stdout).toMatch(new RegExp(`\\+ member_balances \\(replay only\\): .*${member.id}`));
    await sql`update member_balances set balance_cents = balance_cents - 1 where member_id = ${member.id}`.execute(app.database.db);

    expect(await ops(app, 'replay', 'credits', '--into', 'public')).toMatchObject({ code: 1, stderr: expect.stringContaining('cannot hold a replay') });
    expect((await ops(app, 'diff', 'credits', '--schema', 'nothing_here')).code).toBe(1);
  });

  it('verifies the hash chains and anchor, then names the stream and revision an SQL edit changed, with exit code 1', async () => {
    const anchored = await json(app, 'anchor');
    expect(anchored.document.position).toBe(await app.store.headPosition());
    const clean = await json(app, 'verify', '--all');
    expect(clean).toMatchObject({ code: 0, document: { ok: true, broken: null, anchor: { problem: null } } });
    expect((await json(app, 'verify', '--member', member.id)).document.ok).toBe(true);

    await sql`update es_events set data = jsonb_set(data, '{amountCents}', '9999999') where stream_name = ${streams.ledger(member.id)} and stream_revision = 0`.execute(app.database.db);
    const text = await ops(app, 'verify');
    expect(text.code).toBe(1);
    expect(text.stdout).toContain(`BROKEN: ${streams.ledger(member.id)} at revision 0`);
    const scoped = await json(app, 'verify', '--stream', streams.ledger(member.id));
    expect(scoped).toMatchObject({ code: 1, document: { ok: false, broken: { stream: streams.ledger(member.id), revision: 0 } } });
    expect((await ops(app, 'verify', '--member', 'nobody')).code).toBe(2);
  });

  it('rebuilds a read model and grants admin, each also as JSON', async () => {
    const rebuilt = await json(app, 'rebuild', 'members');
    expect(rebuilt.document).toMatchObject({ rebuilt: ['members'], events: expect.any(Number) });
    const granted = await json(app, 'grant-admin', member.email as string);
    expect(granted.document).toEqual({ email: member.email, changed: true });
    const refused = await ops(app, 'grant-admin', 'nobody@example.org');
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('No member is registered with nobody@example.org') });
    expect((await ops(app, 'rebuild', 'no-such-projection')).code).toBe(2);
  });

  it('destroys again the keys of closed accounts that a restored backup brought back (shred-closed)', async () => {
    const leaving = await signedUpMember(app);
    const keyOf = async () => (await app.database.db.selectFrom('member_keys').select('key').where('member_id', '=', leaving.id).executeTakeFirstOrThrow()).key;
    const key = await keyOf();
    expect(key).not.toBeNull();
    expect((await leaving.client.post('/api/user/close', { password: leaving.password })).status).toBe(200);
    expect(await keyOf()).toBeNull();
    // As a backup taken before the closing would have it.
    await sql`update member_keys set key = ${key}, shredded_at = null where member_id = ${leaving.id}`.execute(app.database.db);
    const [before] = await app.store.readStream(streams.member(leaving.id), { maxCount: 1 });
    expect(before?.data).toMatchObject({ email: leaving.email });
    const shredded = await json(app, 'shred-closed');
    expect(shredded).toMatchObject({ code: 0, document: { closedAccounts: 1 } });
    expect(await keyOf()).toBeNull();
    const [after] = await app.store.readStream(streams.member(leaving.id), { maxCount: 1 });
    expect(after?.data).toMatchObject({ username: 'Former member', email: `former-member-${leaving.id}@closed.invalid` });
  });
});
