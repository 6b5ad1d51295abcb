import fs from 'node:fs';
import path from 'node:path';
import { Migrator, sql, type Migration } from 'kysely';
import { migrateToLatest, platformMigrations, type Db } from '@barteraid/infra';
import { readModelMigrations } from '@barteraid/projector';
import { BadBackupFile, type BackupHeader, type BackupLine } from './backup-file';
import { settleTextForms, tablesOf } from './snapshot';

/** A batch of one table's rows goes in one statement, up to about this much JSON. */
const BATCH_CHARACTERS = 4_000_000;
const BATCH_ROWS = 1000;

export interface RestoreSummary {
  tables: number;
  rows: number;
  events: number;
  memberKeys: number;
  storedFiles: number;
  files: string[];
}

/** The migrations this BarterAid knows; a backup that names any other was written by a newer one. */
export function unknownMigrations(header: BackupHeader): string[] {
  const known = { ...platformMigrations, ...readModelMigrations };
  return header.migrations.filter((name) => !(name in known));
}

/** Builds the schema the backup was taken on: exactly its migrations, no later ones yet. */
async function migrateAsBackup(db: Db, header: BackupHeader): Promise<void> {
  const known: Record<string, Migration> = { ...platformMigrations, ...readModelMigrations };
  const migrations = Object.fromEntries(header.migrations.map((name) => [name, known[name]!]));
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/**
 * Restores a backup's lines into an empty database: the backup's own schema first, then in one
 * transaction every row (tables a migration seeded emptied first) and every sequence's value, then
 * the migrations this BarterAid has that the backup did not, as any upgrade runs them. Returns the
 * data directory's files for the caller to put back.
 */
export async function restoreInto(
  db: Db,
  header: BackupHeader,
  lines: AsyncIterable<BackupLine>,
  onProgress: (done: number, total: number) => void,
): Promise<{ summary: RestoreSummary; files: Map<string, Buffer> }> {
  await migrateAsBackup(db, header);
  const total = header.tables.reduce((sum, table) => sum + table.rows, 0);
  const files = new Map<string, Buffer>();
  const counts = new Map<string, number>();
  await db.transaction().execute(async (tx) => {
    await settleTextForms(tx);
    const present = new Map((await tablesOf(tx)).map((table) => [table.name, new Set(table.columns)]));
    for (const table of header.tables) {
      const columns = present.get(table.name);
      const missing = columns ? table.columns.filter((column) => !columns.has(column)) : ['the table itself'];
      if (missing.length > 0) throw new BadBackupFile(`The backup's table ${table.name} does not fit the schema its migrations build (${missing.join(', ')}).`);
    }
    const columnsOf = new Map(header.tables.map((table) => [table.name, table.columns]));
    if (header.tables.length > 0) await sql`truncate table ${sql.join(header.tables.map((table) => sql.table(table.name)))}`.execute(tx);

    const batch = { table: '', rows: [] as string[], characters: 0 };
    const flush = async () => {
      if (batch.rows.length === 0) return;
      const columns = sql.join(columnsOf.get(batch.table)!.map((column) => sql.ref(column)));
      // Each value is the column type's own text (jsonb as JSON): the type's input reads it back exactly.
      await sql`insert into ${sql.table(batch.table)} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${sql.table(batch.table)}, ${`[${batch.rows.join(',')}]`}::text::json)`.execute(tx);
      counts.set(batch.table, (counts.get(batch.table) ?? 0) + batch.rows.length);
      batch.rows = [];
      batch.characters = 0;
    };
    let done = 0;
    let ended: Extract<BackupLine, { end: true }> | null = null;
    for await (const line of lines) {
      if ('end' in line) ended = line;
      else if ('file' in line) files.set(line.file, Buffer.from(line.base64, 'base64'));
      else {
        if (!columnsOf.has(line.table)) throw new BadBackupFile(`The backup has a row of ${line.table}, a table its header does not list.`);
        if (batch.table !== line.table || batch.rows.length >= BATCH_ROWS || batch.characters >= BATCH_CHARACTERS) await flush();
        const row = JSON.stringify(line.row);
        batch.table = line.table;
        batch.rows.push(row);
        batch.characters += row.length;
        if (++done % 500 === 0) onProgress(done, total);
      }
    }
    await flush();
    onProgress(done, total);
    const short = header.tables.find((table) => (counts.get(table.name) ?? 0) !== table.rows);
    if (!ended || ended.rows !== done || short) throw new BadBackupFile(`The backup is incomplete${short ? ` (${short.name}: ${counts.get(short.name) ?? 0} of ${short.rows} rows)` : ''}.`);
    for (const sequence of header.sequences) {
      await sql`select setval(format('public.%I', ${sequence.name}::text)::regclass, ${sequence.value}::bigint, true)`.execute(tx);
    }
  });
  await migrateToLatest(db, readModelMigrations);
  const count = (name: string) => counts.get(name) ?? 0;
  return {
    summary: { tables: header.tables.length, rows: total, events: count('es_events'), memberKeys: count('member_keys'), storedFiles: count('stored_objects'), files: [...files.keys()] },
    files,
  };
}

/** Puts the data directory's files back, never over one already there. */
export function restoreFiles(dataDir: string, files: Map<string, Buffer>): void {
  for (const [name, bytes] of files) {
    const target = path.join(dataDir, path.basename(name));
    if (!fs.existsSync(target)) fs.writeFileSync(target, bytes, { mode: 0o600 });
  }
}
