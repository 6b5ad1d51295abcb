import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, openDatabase } from '@barteraid/infra';
import { LOCK_FILE } from '@barteraid/infra/data-dir-lock';
import { startOneProcess, type RunningApp } from '@barteraid/gateway/compose';
import { builtEntry } from '../support/entry-points';
import { ApiClient } from '../support/test-app';
import { projectorDbOf } from '@barteraid/projector';

/**
 * The operator commands against the embedded start (PGlite in DATA_DIR, no DATABASE_URL): they
 * refuse while the server has the directory open, and work on a stopped one.
 */
let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'barteraid-embedded-'));
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The CLI as its own process on the embedded directory, with nothing of the test's servers in its environment. */
function projectorCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'EVENTSTORE_URL', 'REDIS_URL', 'TEST_DATABASE_SERVER_URL']) delete env[name];
  return new Promise((resolve) => {
    execFile(process.execPath, [builtEntry('services/projector/src/cli.ts'), ...args], { env, timeout: 90_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

const embeddedConfig = () => loadConfig({ DATA_DIR: dataDir, PORT: '0', SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' });

async function balanceOf(memberId: string): Promise<number> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pg') });
  try {
    const row = await projectorDbOf(database.db).selectFrom('member_balances').select('balance_cents').where('member_id', '=', memberId).executeTakeFirstOrThrow();
    return Number(row.balance_cents);
  } finally {
    await database.close();
  }
}

describe('operator commands on the embedded data directory', () => {
  let app: RunningApp | null = null;

  afterAll(async () => {
    await app?.close();
  });

  it('refuse while the server runs, rebuild a stopped directory and report truthful positions', async () => {
    app = await startOneProcess(embeddedConfig(), { host: '127.0.0.1' });
    const member = await new ApiClient(app.url).signUp();
    const head = await app.store.headPosition();
    await app.projector.caughtUp(head);
    const lock = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(process.pid);

    // While the server holds the directory, neither command opens it.
    const refusal = `The BarterAid server (pid ${process.pid}) is using ${dataDir}. Stop it first, or run this against DATABASE_URL.`;
    for (const args of [['status'], ['rebuild', 'credits']]) {
      const refused = await projectorCli(...args);
      expect(refused.code, args.join(' ')).toBe(1);
      expect(refused.stderr.trim()).toBe(refusal);
      expect(refused.stdout).toBe('');
    }
    // A second server on the same directory refuses too.
    await expect(startOneProcess(embeddedConfig(), { host: '127.0.0.1' })).rejects.toThrow(refusal);

    await app.close();
    app = null;
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    // Someone edits a balance by hand; a rebuild restores it from the ledger's events.
    expect(await balanceOf(member.id)).toBe(5000);
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pg') });
    await projectorDbOf(database.db).updateTable('member_balances').set({ balance_cents: 999_999 }).where('member_id', '=', member.id).execute();
    await database.close();
    expect(await balanceOf(member.id)).toBe(999_999);

    const rebuilt = await projectorCli('rebuild', 'credits');
    expect(rebuilt, rebuilt.stderr).toMatchObject({ code: 0 });
    expect(rebuilt.stdout).toMatch(/^credits: rebuilt from \d+ events in \d+ ms$/m);
    expect(await balanceOf(member.id)).toBe(5000);

    const status = await projectorCli('status');
    expect(status, status.stderr).toMatchObject({ code: 0 });
    expect(status.stdout).toContain(`Read models: the embedded database in ${dataDir}. Event log: the embedded database in ${dataDir}, head at position ${head}.`);
    expect(status.stdout).toMatch(new RegExp(`^credits\\s+${head}\\s+up to date`, 'm'));
    expect(status.stdout).toMatch(new RegExp(`^members\\s+${head}\\s+up to date`, 'm'));
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 180_000);

  it('ignore a lock left by a process that died', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const pid = Number(dead.stdout);
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid, holder: 'server', since: new Date().toISOString() }));
    const status = await projectorCli('status');
    expect(status, status.stderr).toMatchObject({ code: 0 });
    expect(status.stdout).toContain('credits');
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('say so when there is no embedded database at all', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'barteraid-empty-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: empty };
      delete env.DATABASE_URL;
      const result = spawnSync(process.execPath, [builtEntry('services/projector/src/cli.ts'), 'status'], { env, encoding: 'utf8' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`There is no BarterAid database in ${empty} (DATA_DIR), and DATABASE_URL is not set.`);
      expect(fs.readdirSync(empty)).toEqual([]);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  }, 60_000);
});
