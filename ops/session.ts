import { loadConfig, type Config, type Db, type EventStore } from '@barteraid/infra';
import { OperatorRefusal, openOperatorDatabase } from '@barteraid/infra/operator-database';
import { readModelMigrations } from '@barteraid/projector';
import type { Terminal } from './terminal';

/** What every verb works with: the configuration, the database and the event log, and how to print. */
export interface OpsSession {
  config: Config;
  db: Db;
  store: EventStore;
  /** The database is the embedded one (PGlite, one connection). */
  embedded: boolean;
  json: boolean;
  /** Where the verb writes (complaints included) and whose environment it runs in. */
  terminal: Terminal;
  /** Prints a document: JSON when --json, the text otherwise. */
  print(value: unknown, text: () => string): void;
}

/** A verb refused its arguments: usage goes to stderr, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * Opens the database for a verb (on the embedded data directory only when no server holds it, see
 * openOperatorDatabase), runs it, and closes everything whatever happens. Returns the exit code.
 */
export async function withSession(terminal: Terminal, command: string, json: boolean, run: (session: OpsSession) => Promise<number>): Promise<number> {
  const config = loadConfig(terminal.env);
  let opened;
  try {
    opened = await openOperatorDatabase(config, `ops ${command}`, { readModelMigrations });
  } catch (error) {
    if (!(error instanceof OperatorRefusal)) throw error;
    terminal.err(error.message);
    return 1;
  }
  try {
    return await run({
      config,
      db: opened.database.db,
      store: opened.store,
      embedded: opened.database.kind === 'pglite',
      json,
      terminal,
      print: (value, text) => terminal.out(json ? JSON.stringify(value, null, 2) : text()),
    });
  } finally {
    await opened.close();
  }
}
