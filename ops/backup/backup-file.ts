import fs from 'node:fs';
import { once } from 'node:events';
import readline from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A backup file: gzip-compressed JSON lines, written in one snapshot of the database.
 *
 *   line 1      the header: what wrote it, the migrations the schema had, every table with its
 *               columns and row count, every sequence's value, the data directory's files
 *   then        one line per row: {"table": name, "row": {column: value}}, the values as
 *               PostgreSQL's own text for each type (jsonb as JSON), so they read back exactly
 *   then        one line per file kept beside the database: {"file": name, "base64": …}
 *   last line   {"end": true, "rows": n, "files": n}; a file without it is incomplete
 */
export const BACKUP_FORMAT = 'barteraid-backup';
export const BACKUP_VERSION = 1;

export interface BackupTable {
  name: string;
  /** The columns written (generated columns are left out: the database computes them again). */
  columns: string[];
  rows: number;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** Where it was taken: a PostgreSQL server (DATABASE_URL) or the embedded database in DATA_DIR. */
  source: 'postgres' | 'embedded';
  /** The migrations the database had run, by name: restore builds the same schema before the rows. */
  migrations: string[];
  tables: BackupTable[];
  sequences: { name: string; value: number }[];
  files: string[];
}

export type BackupLine =
  | { table: string; row: Record<string, unknown> }
  | { file: string; base64: string }
  | { end: true; rows: number; files: number };

/** The backup is unreadable, from another program, or cut short. */
export class BadBackupFile extends Error {
  override name = 'BadBackupFile';
}

/** Writes to `<file>.partial` and renames it into place only when complete, so a failed backup never looks whole. */
export class BackupWriter {
  private readonly partial: string;
  private readonly gzip = createGzip();
  private readonly done: Promise<void>;
  bytes = 0;

  constructor(private readonly file: string) {
    this.partial = `${file}.partial`;
    const out = fs.createWriteStream(this.partial, { flags: 'wx', mode: 0o600 });
    this.gzip.pipe(out);
    this.done = new Promise((resolve, reject) => {
      out.on('finish', resolve);
      out.on('error', reject);
      this.gzip.on('error', reject);
    });
  }

  async write(value: BackupHeader | BackupLine): Promise<void> {
    if (!this.gzip.write(`${JSON.stringify(value)}\n`)) await once(this.gzip, 'drain');
  }

  async finish(): Promise<void> {
    this.gzip.end();
    await this.done;
    fs.renameSync(this.partial, this.file);
    this.bytes = fs.statSync(this.file).size;
  }

  async abandon(): Promise<void> {
    this.gzip.destroy();
    await this.done.catch(() => undefined);
    fs.rmSync(this.partial, { force: true });
  }
}

/** Reads a backup: its header first, then its lines, the last of which must be the end marker. */
export async function openBackup(file: string): Promise<{ header: BackupHeader; lines: AsyncIterableIterator<BackupLine>; close(): void }> {
  if (!fs.existsSync(file)) throw new BadBackupFile(`There is no backup at ${file}.`);
  const input = fs.createReadStream(file).pipe(createGunzip());
  const reader = readline.createInterface({ input, crlfDelay: Infinity });
  const raw = reader[Symbol.asyncIterator]();
  const parse = (line: string) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      throw new BadBackupFile(`${file} is not a BarterAid backup (a line is not JSON).`);
    }
  };
  let first;
  try {
    first = await raw.next();
  } catch {
    throw new BadBackupFile(`${file} is not a BarterAid backup (not gzip).`);
  }
  const header = (first.done ? null : parse(first.value)) as Partial<BackupHeader> | null;
  if (header?.format !== BACKUP_FORMAT) throw new BadBackupFile(`${file} is not a BarterAid backup.`);
  if (header.version !== BACKUP_VERSION) throw new BadBackupFile(`${file} is a version ${String(header.version)} backup; this BarterAid reads version ${BACKUP_VERSION}.`);
  async function* lines(): AsyncIterableIterator<BackupLine> {
    let ended = false;
    try {
      for (;;) {
        const next = await raw.next();
        if (next.done) break;
        if (ended) throw new BadBackupFile(`${file} has lines after its end.`);
        const line = parse(next.value) as BackupLine;
        if ('end' in line) ended = true;
        yield line;
      }
    } catch (error) {
      if (error instanceof BadBackupFile) throw error;
      throw new BadBackupFile(`${file} is damaged or cut short (${error instanceof Error ? error.message : String(error)}).`);
    }
    if (!ended) throw new BadBackupFile(`${file} is cut short: it has no end.`);
  }
  return { header: header as BackupHeader, lines: lines(), close: () => reader.close() };
}
