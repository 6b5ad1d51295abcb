import type { Migration } from 'kysely';
import type { Server } from 'node:http';
import { log, errorFields } from './log';
import { loadConfig, type Config } from './config';
import { migrateToLatest, openDatabase, type Database, type Db } from './db/database';
import { isConnectionLoss } from './db/connection-loss';

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
  await migrateWaitingForDatabase(database.db, options.readModelMigrations);
  return { config, database };
}

/**
 * Migrates, and when PostgreSQL cannot be reached (a process started while it restarts, fails over
 * or drops its connections) tries again with backoff for up to a minute instead of exiting.
 */
export async function migrateWaitingForDatabase(db: Db, readModelMigrations?: Record<string, Migration>): Promise<void> {
  const deadline = Date.now() + START_WAIT_MS;
  for (let delayMs = 250; ; delayMs = Math.min(delayMs * 2, 5000)) {
    try {
      return await migrateToLatest(db, readModelMigrations);
    } catch (error) {
      if (!isConnectionLoss(error) || Date.now() + delayMs > deadline) throw error;
      log.warn('database not reachable at start; trying again', { inMs: delayMs, ...errorFields(error) });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/** How long a starting service waits for an unreachable database before it gives up. */
const START_WAIT_MS = 60_000;
