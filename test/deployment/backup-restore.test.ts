import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@barteraid/events';
import { openDatabase, recordAnchor, type Db } from '@barteraid/infra';
import { createTestDatabase, type TestDatabase } from '@barteraid/infra/testing/databases';
import { startOneProcess } from '@barteraid/gateway/compose';
import { loadConfig } from '@barteraid/infra';
import { solidPng } from '../support/images';
import { ApiClient, grantCredits, signedUpMember, startTestApp, uploadFile, type SignedUpMember, type TestApp } from '../support/test-app';
import { checkReadModels } from '../support/invariants';
import { ops } from '../support/ops';
import { settledTrade } from '../support/trades';

/** Every row of every table of the public schema, as text, sorted: two databases holding the same show the same. */
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_migration%' order by 1`.execute(db);
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ line: string }>`select row_to_json(t)::text as line from ${sql.table(name)} t`.execute(db);
    all[name] = rows.map((row) => row.line).sort();
  }
  return all;
}

const withDatabase = async <T>(url: string, read: (db: Db) => Promise<T>): Promise<T> => {
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
};

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barteraid-backup-'));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

describe('ops backup and restore against PostgreSQL (DATABASE_URL)', () => {
  let source: TestDatabase;
  let restored: TestDatabase;
  let app: TestApp | null = null;
  let owner: SignedUpMember;
  let buyer: SignedUpMember;
  let leaving: SignedUpMember;
  let photo: { id: string; bytes: Buffer };
  let balances: Record<string, unknown>;
  const file = path.join(workDir, 'site.backup');

  beforeAll(async () => {
    source = await createTestDatabase('backup_source');
    restored = await createTestDatabase('backup_restored');
    app = await startTestApp({}, { database: source });
    owner = await signedUpMember(app);
    buyer = await signedUpMember(app);
    leaving = await signedUpMember(app);
    await grantCredits(app.store, buyer.id, 2500, 'Welcome grant');
    await settledTrade(owner, buyer, { title: 'Bike repair', description: 'Fix a flat tyre and true the wheel', category: 'services', credits: '12.34', terms: 'Saturday morning' });
    const bytes = solidPng(24, [200, 30, 30]);
    photo = { id: await uploadFile(owner.client, bytes, 'image/png', 'avatar'), bytes };
    expect((await leaving.client.post('/api/user/close', { password: leaving.password })).status).toBe(200);
    await recordAnchor(app.database.db);
    await app.projector.caughtUp(await app.store.headPosition());
    balances = Object.fromEntries(await Promise.all([owner, buyer].map(async (member) => [member.id, (await member.client.get('/api/user/credits')).body])));
    await app.stop();
    app = null;
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await source?.drop();
    await restored?.drop();
  });

  it('writes one file of every table, restores it into an empty database with every row as it was, then verifies the chains and shreds closed accounts', async () => {
    const taken = await ops({ DATABASE_URL: source.url }, 'backup', file, '--json');
    expect(taken, taken.stderr).toMatchObject({ code: 0, stderr: '' });
    const summary = JSON.parse(taken.stdout) as { events: number; memberKeys: number; storedFiles: number; rows: number; bytes: number; source: string };
    const counts = await withDatabase(source.url, async (db) => ({
      events: Number((await sql<{ n: string }>`select count(*) as n from es_events`.execute(db)).rows[0]!.n),
      keys: Number((await sql<{ n: string }>`select count(*) as n from member_keys`.execute(db)).rows[0]!.n),
    }));
    expect(summary).toMatchObject({ source: 'postgres', events: counts.events, memberKeys: counts.keys, storedFiles: 1, bytes: fs.statSync(file).size });
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    // What the file holds: its header names the log, the read models, the keys and the stored files.
    const header = JSON.parse(gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n', 1)[0]!) as { tables: { name: string }[]; migrations: string[] };
    expect(header.tables.map((table) => table.name)).toEqual(expect.arrayContaining(['es_events', 'es_anchors', 'member_balances', 'member_keys', 'stored_objects', 'uploaded_objects']));
    expect(header.migrations).toContain('0001_event_store');

    const done = await ops({ DATABASE_URL: restored.url }, 'restore', file, '--json');
    expect(done, done.stderr).toMatchObject({ code: 0, stderr: '' });
    const outcome = JSON.parse(done.stdout) as { restored: { events: number; rows: number }; verify: { ok: boolean; events: number; anchor: { problem: string | null } }; shredClosed: { closedAccounts: number } };
    expect(outcome.restored).toMatchObject({ events: counts.events, rows: summary.rows });
    expect(outcome.verify).toMatchObject({ ok: true, events: counts.events, anchor: { problem: null } });
    expect(outcome.shredClosed).toEqual({ closedAccounts: 1 });

    const before = await withDatabase(source.url, everyRow);
    const after = await withDatabase(restored.url, everyRow);
    // The restore's own verification is the one row more.
    expect(after.es_verifications).toHaveLength(before.es_verifications!.length + 1);
    delete before.es_verifications;
    delete after.es_verifications;
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(before.es_events).toHaveLength(counts.events);
    // The closed account's key is still gone, so its personal data stays unreadable.
    const closedKey = await withDatabase(restored.url, (db) => db.selectFrom('member_keys').select(['key', 'shredded_at']).where('member_id', '=', leaving.id).executeTakeFirstOrThrow());
    expect(closedKey).toMatchObject({ key: null, shredded_at: expect.any(Date) });

    // The log goes on from where it was: the next event takes the next position.
    await withDatabase(restored.url, async (db) => {
      const { rows } = await sql<{ next: string; head: string }>`select nextval('es_events_position_seq')::text as next, (select max(position) from es_events)::text as head`.execute(db);
      expect(Number(rows[0]!.next)).toBe(Number(rows[0]!.head) + 1);
    });
  }, 240_000);

  it('serves the restored site as before: balances, the stored file, and the closed account still closed', async () => {
    app = await startTestApp({}, { database: restored });
    const signIn = async (member: SignedUpMember) => {
      const client = app!.client();
      return { client, status: (await client.post('/api/auth/login', { email: member.email, password: member.password })).status };
    };
    for (const member of [owner, buyer]) {
      const { client, status } = await signIn(member);
      expect(status).toBe(200);
      expect((await client.get('/api/user/credits')).body).toEqual(balances[member.id]);
    }
    const served = await fetch(`${app.url}/api/objects/${photo.id}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(photo.bytes)).toBe(true);
    expect((await signIn(leaving)).status).toBe(401);
    await app.stop();
    app = null;
  }, 120_000);

  it('refuses a database that is not empty, a file that exists, and a file that is not a whole backup', async () => {
    const intoUsed = await ops({ DATABASE_URL: restored.url }, 'restore', file);
    expect(intoUsed.code).toBe(1);
    expect(intoUsed.stderr).toMatch(/^The database at DATABASE_URL is not empty \(\d+ tables\): restore only into an empty database\./);

    const again = await ops({ DATABASE_URL: source.url }, 'backup', file);
    expect(again).toMatchObject({ code: 1, stderr: `${file} already exists: a backup never replaces a file.\n` });

    const cut = path.join(workDir, 'cut.backup');
    const whole = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
    const { gzipSync } = await import('node:zlib');
    fs.writeFileSync(cut, gzipSync(whole.slice(0, Math.floor(whole.length / 2)).join('\n')));
    const empty = await createTestDatabase('backup_cut');
    try {
      const refused = await ops({ DATABASE_URL: empty.url }, 'restore', cut);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('is cut short: it has no end.');
      // Nothing of the backup is in it: the rows went in one transaction.
      expect(await withDatabase(empty.url, async (db) => (await sql<{ n: string }>`select count(*) as n from es_events`.execute(db)).rows[0]!.n)).toBe(0);
    } finally {
      await empty.drop();
    }
    expect((await ops({ DATABASE_URL: source.url }, 'restore', path.join(workDir, 'nothing-here'))).stderr).toContain('There is no backup at');
  }, 120_000);
});

describe('ops backup while the site keeps writing', () => {
  it('takes one snapshot: the restored log, read models and checkpoints agree, whatever was written during the backup', async () => {
    const app = await startTestApp();
    const restored = await createTestDatabase('backup_live');
    const file = path.join(workDir, 'live.backup');
    let restoredApp: TestApp | null = null;
    try {
      const member = await signedUpMember(app);
      let writing = true;
      let grants = 0;
      const writer = (async () => {
        while (writing) {
          await grantCredits(app.store, member.id, 100, `Grant ${grants}`);
          grants++;
        }
      })();
      const taken = await ops({ DATABASE_URL: app.testDatabase.url }, 'backup', file, '--json');
      writing = false;
      await writer;
      expect(taken, taken.stderr).toMatchObject({ code: 0 });
      const done = await ops({ DATABASE_URL: restored.url }, 'restore', file, '--json');
      expect(done, done.stderr).toMatchObject({ code: 0 });
      expect(JSON.parse(done.stdout).verify.ok).toBe(true);

      restoredApp = await startTestApp({}, { database: restored });
      await restoredApp.projector.caughtUp(await restoredApp.store.headPosition());
      const inBackup = (await restoredApp.store.readStream(streams.ledger(member.id))).length - 1;
      // Writes went on during the backup; the file holds a prefix of them, and every read model agrees with it.
      expect(grants).toBeGreaterThan(0);
      expect(inBackup).toBeLessThanOrEqual(grants);
      const report = await checkReadModels(restoredApp.database.db);
      expect(report.mismatches).toEqual([]);
      expect(report.compared).toBeGreaterThan(0);
    } finally {
      await restoredApp?.stop();
      await app.stop();
      await restored.drop();
    }
  }, 180_000);
});

describe('ops backup and restore on the embedded database (DATA_DIR)', () => {
  it('backs up a stopped data directory with its secrets and restores it into a new one, chains whole', async () => {
    const dataDir = path.join(workDir, 'site');
    const restoredDir = path.join(workDir, 'restored-site');
    const file = path.join(workDir, 'embedded.backup');
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' });
    const running = await startOneProcess(config, { host: '127.0.0.1' });
    let member;
    try {
      member = await new ApiClient(running.url).signUp();
      await running.projector.caughtUp(await running.store.headPosition());
      // While the server holds the directory, backup refuses.
      const refused = await ops({ DATA_DIR: dataDir }, 'backup', file);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('Stop it first');
    } finally {
      await running.close();
    }
    const taken = await ops({ DATA_DIR: dataDir }, 'backup', file, '--json');
    expect(taken, taken.stderr).toMatchObject({ code: 0 });
    expect(JSON.parse(taken.stdout)).toMatchObject({ source: 'embedded', files: ['secrets.json'] });

    const done = await ops({ DATA_DIR: restoredDir }, 'restore', file);
    expect(done, done.stderr).toMatchObject({ code: 0 });
    expect(done.stdout).toContain(`into the embedded database in ${restoredDir}`);
    expect(done.stdout).toContain('verify: Checked');
    expect(done.stdout).toContain('Every hash chain is whole.');
    expect(done.stdout).toContain('shred-closed: 0 closed account(s)');
    expect(fs.readFileSync(path.join(restoredDir, 'secrets.json'), 'utf8')).toBe(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));

    const rowsIn = async (dir: string) => {
      const database = await openDatabase({ dataDir: path.join(dir, 'pg') });
      try {
        const rows = await everyRow(database.db);
        delete rows.es_verifications;
        return rows;
      } finally {
        await database.close();
      }
    };
    const [before, after] = [await rowsIn(dataDir), await rowsIn(restoredDir)];
    expect(after).toEqual(before);
    expect(after.member_balances!.some((row) => row.includes(member.id))).toBe(true);

    const intoUsed = await ops({ DATA_DIR: restoredDir }, 'restore', file);
    expect(intoUsed).toMatchObject({ code: 1 });
    expect(intoUsed.stderr).toContain('already holds a BarterAid database');
  }, 300_000);
});
