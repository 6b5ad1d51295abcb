import type { Migration } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { migrateToLatest, openDatabase, type Database } from './db/database';
import { DataDirInUseError, lockDataDir, type DataDirLock } from './data-dir-lock';
import { createEventStore, type EventStore } from './event-store';

export interface OperatorDatabase {
  database: Database;
  store: EventStore;
  close(): Promise<void>;
}

/** An operator command cannot go on; the message says why, for the terminal. */
export class OperatorRefusal extends Error {
  override name = 'OperatorRefusal';
}

/**
 * Opens the database and event log for an operator command. On the embedded database (no
 * DATABASE_URL) it first takes the data directory's lock, as the server does: while the server or
 * another operator command has the directory open it refuses, because a second process on a PGlite
 * directory can damage it.
 */
export async function openOperatorDatabase(
  config: Config,
  command: string,
  options: { readModelMigrations?: Record<string, Migration> } = {},
): Promise<OperatorDatabase> {
  const embedded = !config.DATABASE_URL;
  let lock: DataDirLock | null = null;
  if (embedded) {
    if (!fs.existsSync(path.join(config.dataDir, 'pg'))) {
      throw new OperatorRefusal(`There is no BarterAid database in ${config.DATA_DIR} (DATA_DIR), and DATABASE_URL is not set.`);
    }
    try {
      lock = lockDataDir(config.dataDir, 'operator', { shownAs: config.DATA_DIR, command });
    } catch (error) {
      if (error instanceof DataDirInUseError) throw new OperatorRefusal(error.message);
      throw error;
    }
  }
  try {
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: embedded ? path.join(config.dataDir, 'pg') : undefined });
    await migrateToLatest(database.db, options.readModelMigrations);
    const store = await createEventStore(database, config.EVENTSTORE_URL);
    return {
      database,
      store,
      async close() {
        await store.close();
        await database.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
