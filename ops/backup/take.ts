import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '@barteraid/infra';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupWriter, type BackupHeader } from './backup-file';
import { migrationsOf, rowsOf, sequencesOf, settleTextForms, tablesOf } from './snapshot';

/** Files the embedded start keeps in DATA_DIR beside the database: its generated session and internal secrets. */
export const DATA_DIR_FILES = ['secrets.json'];

export interface BackupSummary {
  file: string;
  bytes: number;
  source: BackupHeader['source'];
  tables: number;
  rows: number;
  events: number;
  memberKeys: number;
  storedFiles: number;
  files: string[];
}

/**
 * Writes every table of the database, read in one repeatable-read, read-only transaction (one
 * snapshot: what the log, read models, keys and files were at one moment, while writers go on), and
 * on the embedded database the files of DATA_DIR the site needs.
 */
export async function takeBackup(
  db: Db,
  target: { file: string; source: BackupHeader['source']; dataDir: string | null },
  onProgress: (done: number, total: number) => void,
): Promise<BackupSummary> {
  const writer = new BackupWriter(target.file);
  try {
    const summary = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (tx) => {
        await settleTextForms(tx);
        const tables = await tablesOf(tx);
        const files = target.dataDir ? DATA_DIR_FILES.filter((name) => fs.existsSync(path.join(target.dataDir!, name))) : [];
        await writer.write({
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          source: target.source,
          migrations: await migrationsOf(tx),
          tables: tables.map(({ name, columns, rows }) => ({ name, columns, rows })),
          sequences: await sequencesOf(tx),
          files,
        });
        const total = tables.reduce((sum, table) => sum + table.rows, 0);
        let written = 0;
        for (const table of tables) {
          for await (const row of rowsOf(tx, table)) {
            await writer.write({ table: table.name, row });
            if (++written % 500 === 0) onProgress(written, total);
          }
        }
        onProgress(written, total);
        for (const name of files) await writer.write({ file: name, base64: fs.readFileSync(path.join(target.dataDir!, name)).toString('base64') });
        await writer.write({ end: true, rows: written, files: files.length });
        const count = (name: string) => tables.find((table) => table.name === name)?.rows ?? 0;
        return { tables: tables.length, rows: written, events: count('es_events'), memberKeys: count('member_keys'), storedFiles: count('stored_objects'), files };
      });
    await writer.finish();
    return { file: target.file, bytes: writer.bytes, source: target.source, ...summary };
  } catch (error) {
    await writer.abandon();
    throw error;
  }
}
