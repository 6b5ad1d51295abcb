import fs from 'node:fs';
import { Kysely, Migrator, PostgresDialect, sql, type Migration } from 'kysely';
import pg from 'pg';
import type { Schema } from './schema';
import { platformMigrations } from './migrations';
import { EmbeddedDatabaseThread } from './embedded/database-thread';
import { EmbeddedThreadDialect } from './embedded/dialect';
import { log, errorFields } from '../log';
import { preparingPool } from './prepared-statements';

export type Db = Kysely<Schema>;

/**
 * A connection typed with read models too (a service's `withTables` view, see
 * infra/src/read-models), seen by the platform's tables only, for the platform's own code (the
 * event store, idempotency, checkpoints). The same connection: kysely has no narrowing of its own,
 * and fewer tables than the connection has is always safe to query.
 */
export const platformTablesOf = <Tables>(db: Kysely<Schema & Tables>): Db => db as unknown as Db;

/**
 * A function that calls back whenever a NOTIFY arrives on the channel, with its payload; returns an
 * unsubscribe. A call without a payload means "read what you may have missed" (the listening
 * connection came back, or the embedded database, whose notifications carry none).
 */
export type Listen = (channel: string, onNotify: (payload?: string) => void) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  listen: Listen;
  close(): Promise<void>;
}

/** Each server database's handle whose statements are prepared (prepared-statements.ts), on the same pool. */
const preparedHandles = new WeakMap<object, Db>();

/**
 * The database's handle whose statements with parameters are prepared once per connection and, after
 * five runs, keep one generic plan (prepared-statements.ts); the handle itself where there is none
 * (the embedded database). For code whose statements find rows by key — the event store, the
 * projector, the reactors and workers — where one plan fits every value. Not for searches: the
 * marketplace's filters each want the plan their values call for (a generic plan cost them a
 * sixth of their throughput).
 */
export function preparedOf(db: Db): Db {
  return preparedHandles.get(db) ?? db;
}

const INT8 = 20;
const parseInt8 = (value: string) => Number(value);

export interface DatabaseOptions {
  /** postgres://… for a server; omitted for the embedded database. */
  url?: string;
  /** Directory for the embedded database; omitted for an in-memory one. */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const types = {
    getTypeParser: ((oid: number, format?: string) =>
      oid === INT8 ? parseInt8 : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types });
  // A client checked out of the pool (a transaction, a query) has none of the pool's listeners: without
  // one of its own, a backend terminated under it (a restart, a failover, pg_terminate_backend) is an
  // unhandled 'error' event that ends the process. The work on it fails by itself, and the pool drops
  // the broken client when it is released; the next checkout connects anew.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!pool.ending) log.warn('postgres connection lost', errorFields(error));
    });
  });
  // An idle client's error reaches the pool too; its own listener above has logged it.
  pool.on('error', () => undefined);
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  // On the same pool; the database's own handle ends it.
  preparedHandles.set(db, new Kysely<Schema>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) }));
  const listen = listenerConnection(url);

  return {
    db,
    kind: 'postgres',
    listen: listen.listen,
    async close() {
      await listen.close();
      await db.destroy();
    },
  };
}

/** The listening connection's first reconnect waits this long, doubling each time up to the maximum. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5000;

/**
 * One dedicated connection carries LISTEN for every channel. When it is dropped it reconnects with
 * backoff for as long as the database stays away, listens again on every channel, and then wakes
 * every listener once: notifications sent meanwhile are lost, so each one reads what it missed.
 */
function listenerConnection(url: string): { listen: Listen; close(): Promise<void> } {
  const handlers = new Map<string, Set<(payload?: string) => void>>();
  let connection: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delayMs = RECONNECT_FIRST_MS;
  let everConnected = false;
  let closed = false;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    let lost = false;
    next.on('notification', (message) => handlers.get(message.channel)?.forEach((handler) => handler(message.payload)));
    next.on('error', (error) => {
      if (lost) return; // a terminated backend says so twice: its message, then the socket's end
      lost = true;
      if (connection === next) connection = null;
      next.end().catch(() => undefined);
      if (closed) return;
      log.warn('listen connection lost; reconnecting', errorFields(error));
      reconnectLater();
    });
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      lost = true;
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      throw new Error('The database was closed while its listening connection was opening.');
    }
    return next;
  }

  function ensureConnected(): Promise<pg.Client> {
    if (connection) return Promise.resolve(connection);
    connecting ??= connect()
      .then((next) => {
        connection = next;
        delayMs = RECONNECT_FIRST_MS;
        if (everConnected) {
          log.info('listen connection restored');
          // A dropped connection may have lost notifications; wake everyone so they read what they missed.
          handlers.forEach((set) => set.forEach((handler) => handler()));
        }
        everConnected = true;
        return next;
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  }

  function reconnectLater(): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      ensureConnected().catch(
        (error: unknown) => {
          log.warn('listen connection not restored; trying again', { ...errorFields(error), inMs: delayMs });
          delayMs = Math.min(delayMs * 2, RECONNECT_MAX_MS);
          reconnectLater();
        },
      );
    }, delayMs);
  }

  const listen: Listen = async (channel, onNotify) => {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`Invalid channel ${channel}`);
    let set = handlers.get(channel);
    const first = !set;
    if (!set) handlers.set(channel, (set = new Set()));
    set.add(onNotify);
    try {
      const client = await ensureConnected();
      if (first) await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      // The handler stays registered: the reconnect listens on its channel and wakes it.
      log.warn('listen connection unavailable; listening once it is back', { channel, ...errorFields(error) });
      reconnectLater();
    }
    return async () => {
      set.delete(onNotify);
    };
  };

  return {
    listen,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting?.catch(() => undefined);
      await connection?.end().catch(() => undefined);
      connection = null;
    },
  };
}
async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // Off the main thread: PGlite's work (about half of the embedded start's CPU) would otherwise
  // share one thread with HTTP, projections and sockets; queries outside transactions queue there
  // without waiting for each other's answers (see embedded/dialect.ts).
  const thread = await EmbeddedDatabaseThread.start(dataDir);
  const db = new Kysely<Schema>({ dialect: new EmbeddedThreadDialect(thread) });
  return {
    db,
    kind: 'pglite',
    listen: (channel, onNotify) => thread.listen(channel, onNotify),
    async close() {
      await db.destroy();
    },
  };
}

/** Stands for a migration another process owns and has already run (see `migrateToLatest`). */
const ranByItsOwner: Migration = {
  async up() {
    throw new Error('A migration this process does not own cannot run here.');
  },
};

async function executedMigrationNames(db: Db): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    return rows.map((row) => row.name);
  } catch {
    return []; // a new database: no migration has run yet
  }
}

/**
 * Runs the platform migrations (the tables every process needs) and the given ones — the read
 * models' migrations, which the projector's modules carry. A process that does not own the read
 * models (the command or query API running on its own) still starts on a database where the
 * projector already ran them: those count as done here rather than as missing.
 */
export async function migrateToLatest(db: Db, readModelMigrations: Record<string, Migration> = {}): Promise<void> {
  const own = { ...platformMigrations, ...readModelMigrations };
  for (let attempt = 1; ; attempt++) {
    const foreign = (await executedMigrationNames(db)).filter((name) => !(name in own));
    const migrations = { ...Object.fromEntries(foreign.map((name) => [name, ranByItsOwner])), ...own };
    // Features add migrations in parallel; a database that already ran a later-numbered one must still accept an earlier one.
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
    const { error, results } = await migrator.migrateToLatest();
    for (const result of results ?? []) {
      if (result.status === 'Error') log.error('migration failed', { migration: result.migrationName });
    }
    if (!error) return;
    // Another process ran one of its own migrations between our read and the migrator's lock: read again.
    if (attempt < 3 && String(error).includes('is missing')) continue;
    throw error instanceof Error ? error : new Error(String(error));
  }
}
