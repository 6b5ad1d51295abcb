import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig, openDatabase, type Config, type Database } from '@barteraid/infra';
import { DataDirInUseError, lockDataDir, type DataDirLock } from '@barteraid/infra/data-dir-lock';
import { BadBackupFile, openBackup } from '../backup/backup-file';
import { restoreFiles, restoreInto, unknownMigrations } from '../backup/restore';
import { takeBackup } from '../backup/take';
import { progressBar } from '../progress';
import { withSession, type OpsSession } from '../session';
import type { Terminal } from '../terminal';
import { shredClosed } from './admins';
import { verify } from './integrity';

/** A path as the operator typed it: npm runs the script from the repository, INIT_CWD is where they were. */
const fromOperator = (terminal: Terminal, file: string) => path.resolve(terminal.env.INIT_CWD ?? process.cwd(), file);

const whereTo = (config: Config) => (config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.DATA_DIR}`);

const kurrentRefusal = 'The event log is in KurrentDB (EVENTSTORE_URL), not in this database: back up that server with its own tools (README, "The KurrentDB profile").';

/** One consistent backup of everything the site needs into a new file. */
export async function backup(session: OpsSession, file: string): Promise<number> {
  if (session.config.EVENTSTORE_URL) {
    session.terminal.err(kurrentRefusal);
    return 1;
  }
  const target = fromOperator(session.terminal, file);
  if (fs.existsSync(target)) {
    session.terminal.err(`${target} already exists: a backup never replaces a file.`);
    return 1;
  }
  const bar = progressBar(session.terminal, 'rows', !session.json);
  const summary = await takeBackup(
    session.db,
    { file: target, source: session.embedded ? 'embedded' : 'postgres', dataDir: session.embedded ? session.config.dataDir : null },
    (done, total) => bar.update(done, total),
  );
  bar.finish();
  session.print(summary, () =>
    [
      `Backed up ${whereTo(session.config)} to ${summary.file} (${summary.bytes.toLocaleString('en-US')} bytes):`,
      `${summary.rows.toLocaleString('en-US')} rows of ${summary.tables} tables — ${summary.events} events, ${summary.memberKeys} member keys, ${summary.storedFiles} stored files` +
        (summary.files.length > 0 ? `, and ${summary.files.join(', ')} from DATA_DIR.` : '.'),
    ].join('\n'),
  );
  return 0;
}

/** Opens the database restore writes into, refusing one that holds anything. */
async function openEmptyTarget(config: Config): Promise<{ database: Database; lock: DataDirLock | null; pgDir: string | null } | string> {
  if (!config.DATABASE_URL) {
    const pgDir = path.join(config.dataDir, 'pg');
    if (fs.existsSync(pgDir) && fs.readdirSync(pgDir).length > 0) {
      return `${config.DATA_DIR} already holds a BarterAid database: restore only into an empty data directory (DATA_DIR), or against an empty DATABASE_URL.`;
    }
    fs.mkdirSync(config.dataDir, { recursive: true });
    let lock: DataDirLock;
    try {
      lock = lockDataDir(config.dataDir, 'operator', { shownAs: config.DATA_DIR, command: 'ops restore' });
    } catch (error) {
      if (error instanceof DataDirInUseError) return error.message;
      throw error;
    }
    try {
      return { database: await openDatabase({ dataDir: pgDir }), lock, pgDir };
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const database = await openDatabase({ url: config.DATABASE_URL, poolSize: 2 });
  const { rows } = await sql<{ n: string }>`select count(*)::text as n from information_schema.tables where table_schema = 'public'`.execute(database.db);
  if (Number(rows[0]!.n) > 0) {
    await database.close();
    return `The database at DATABASE_URL is not empty (${rows[0]!.n} tables): restore only into an empty database.`;
  }
  return { database, lock: null, pgDir: null };
}

/**
 * Restores a backup into an empty database or data directory, then runs verify and shred-closed
 * on it and prints their outcome. Exit 0 when restored and every chain is whole.
 */
export async function restore(terminal: Terminal, file: string, json: boolean): Promise<number> {
  const config = loadConfig(terminal.env);
  if (config.EVENTSTORE_URL) {
    terminal.err(kurrentRefusal);
    return 1;
  }
  let opened;
  try {
    opened = await openBackup(fromOperator(terminal, file));
  } catch (error) {
    if (!(error instanceof BadBackupFile)) throw error;
    terminal.err(error.message);
    return 1;
  }
  const { header, lines } = opened;
  const newer = unknownMigrations(header);
  if (newer.length > 0) {
    opened.close();
    terminal.err(`This backup was written by a newer BarterAid (its schema has ${newer.join(', ')}): restore it with that version.`);
    return 1;
  }
  const target = await openEmptyTarget(config);
  if (typeof target === 'string') {
    opened.close();
    terminal.err(target);
    return 1;
  }
  const bar = progressBar(terminal, 'rows', !json);
  let restored;
  try {
    restored = await restoreInto(target.database.db, header, lines, (done, total) => bar.update(done, total));
    bar.finish();
    if (target.pgDir) restoreFiles(config.dataDir, restored.files);
  } catch (error) {
    bar.finish();
    await target.database.close();
    // The data directory was empty: leave it so. A server database keeps the schema built so far.
    if (target.pgDir) fs.rmSync(target.pgDir, { recursive: true, force: true });
    target.lock?.release();
    if (!(error instanceof BadBackupFile)) throw error;
    terminal.err(`${error.message}${target.pgDir ? '' : ' Nothing was restored; drop and create the database again before the next try.'}`);
    return 1;
  } finally {
    opened.close();
  }
  await target.database.close();
  target.lock?.release();

  const summary = { file: fromOperator(terminal, file), takenAt: header.createdAt, into: config.DATABASE_URL ? 'postgres' : 'embedded', ...restored.summary };
  return withSession(terminal, 'restore', json, async (session) => {
    const outcomes: { value: unknown; text: string }[] = [];
    const collecting: OpsSession = { ...session, print: (value, text) => outcomes.push({ value, text: text() }) };
    const verified = await verify(collecting, {});
    const shredded = await shredClosed(collecting);
    const [verifyOutcome, shredOutcome] = outcomes;
    session.print({ restored: summary, verify: verifyOutcome!.value, shredClosed: shredOutcome!.value }, () =>
      [
        `Restored ${summary.file} (taken ${summary.takenAt}) into ${whereTo(config)}:`,
        `${summary.rows.toLocaleString('en-US')} rows of ${summary.tables} tables — ${summary.events} events, ${summary.memberKeys} member keys, ${summary.storedFiles} stored files` +
          (summary.files.length > 0 ? `, and ${summary.files.join(', ')} in DATA_DIR.` : '.'),
        `verify: ${verifyOutcome!.text}`,
        `shred-closed: ${shredOutcome!.text}`,
      ].join('\n'),
    );
    return verified !== 0 ? verified : shredded;
  });
}
