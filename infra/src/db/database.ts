import fs from 'node:fs';
import { Kysely, Migrator, PostgresDialect, sql, type Migration } from 'kysely';
import pg from 'pg';
import type { Schema } from './schema';
import { platformMigrations } from './migrations';
import { EmbeddedDatabaseThread } from './embedded/database-thread';
import { EmbeddedThreadDialect } from './embedded/dialect';
import { log, errorFields } from '../log';

export type Db = Kysely<Schema>;

/** A function that calls back whenever a NOTIFY arrives on the channel; returns an unsubscribe. */
export type Listen = (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  listen: Listen;
  close(): Promise<void>;
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
  pool.on('error', (error) => {
    // A connection closing while the pool shuts down is expected, not worth a warning.
    if (!pool.ending) log.warn('postgres pool error', errorFields(error));
  });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });

  // One dedicated connection carries LISTEN for every channel; it reconnects when dropped.
  const handlers = new Map<string, Set<() => void>>();
  let client: pg.Client | null = null;
  let closed = false;
  async function connectListener(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => handlers.get(message.channel)?.forEach((handler) => handler()));
    next.on('error', (error) => {
      log.warn('listen connection lost', errorFields(error));
      client = null;
      if (!closed) setTimeout(() => void ensureListener().catch(() => undefined), 1000);
    });
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN "${channel}"`);
    // A dropped connection may have lost notifications; wake everyone so they poll.
    handlers.forEach((set) => set.forEach((handler) => handler()));
    return next;
  }
  async function ensureListener(): Promise<pg.Client> {
    if (!client) client = await connectListener();
    return client;
  }
  const listen: Listen = async (channel, onNotify) => {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`Invalid channel ${channel}`);
    let set = handlers.get(channel);
    const first = !set;
    if (!set) handlers.set(channel, (set = new Set()));
    set.add(onNotify);
    const connection = await ensureListener();
    if (first) await connection.query(`LISTEN "${channel}"`);
    return async () => {
      set.delete(onNotify);
    };
  };

  return {
    db,
    kind: 'postgres',
    listen,
    async close() {
      closed = true;
      await client?.end().catch(() => undefined);
      await db.destroy();
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
