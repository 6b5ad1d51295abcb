import type { Migration } from 'kysely';
import type { Server } from 'node:http';
import { log, errorFields } from './log';
import { loadConfig, type Config } from './config';
import { migrateToLatest, openDatabase, type Database } from './db/database';

/** On SIGTERM/SIGINT: stop taking work, let in-flight work finish, close connections, exit. */
export function closeOnSignal(name: string, close: () => Promise<void>): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info('shutting down', { service: name, signal });
    const force = setTimeout(() => {
      log.error('shutdown timed out', { service: name });
      process.exit(1);
    }, 20_000);
    force.unref();
    close().then(
      () => process.exit(0),
      (error) => {
        log.error('shutdown failed', { service: name, ...errorFields(error) });
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

/** Stops accepting connections and resolves once in-flight requests are done (idle keep-alives are closed). */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

export function requireSetting(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} must be set when services run as separate processes`);
  return value;
}

/**
 * What every split service opens first: its configuration and the migrated PostgreSQL database.
 * The projector passes the read models' migrations; the other services migrate only the platform's
 * tables and read the read models once the projector has created them.
 */
export async function openServiceDatabase(
  options: { readModelMigrations?: Record<string, Migration> } = {},
): Promise<{ config: Config; database: Database }> {
  const config = loadConfig();
  const database = await openDatabase({ url: requireSetting(config.DATABASE_URL, 'DATABASE_URL') });
  await migrateToLatest(database.db, options.readModelMigrations);
  return { config, database };
}
