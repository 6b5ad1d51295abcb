import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server the test suite creates its databases on; trust auth on this machine and CI. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The variable naming a database that already holds every migration, made once per test run
 * (test/support/global-setup.ts); a database created `migrated` is a copy of it.
 */
export const TEMPLATE_DATABASE_VARIABLE = 'TEST_TEMPLATE_DATABASE';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * Copy the run's migrated template instead of starting empty: running every migration costs a
   * test file about two seconds, a copy a fifth of that. Without a template (a benchmark, a test
   * run outside the suite's setup) the database starts empty and whoever opens it migrates it.
   */
  migrated?: boolean;
}

/** Creates a fresh PostgreSQL database, empty or a copy of the migrated template; drop() removes it. */
export async function createTestDatabase(label = 'test', options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const name = `barteraid_${label.replace(/[^a-z0-9_]/g, '_')}_${randomBytes(5).toString('hex')}`;
  const template = options.migrated ? process.env[TEMPLATE_DATABASE_VARIABLE] : undefined;
  // Inside the suite's run (its global setup made the template), a commit need not wait for the
  // disk: a test database never outlives a crash of the server (a test's own process may die, and
  // what PostgreSQL acknowledged stays), and the wait costs every event appended a flush.
  // Benchmarks make their databases outside the suite and keep production's durable commits.
  const inSuite = Boolean(process.env[TEMPLATE_DATABASE_VARIABLE]);
  await onServer(async (admin) => {
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
    if (inSuite) await admin.query(`alter database "${name}" set synchronous_commit = off`);
  });
  return {
    url: databaseUrl(name),
    drop: () => dropDatabase(name),
  };
}

/** The address of a database on the test server. */
export function databaseUrl(name: string): string {
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(name: string): Promise<void> {
  await onServer((admin) => admin.query(`drop database if exists "${name}" with (force)`));
}

async function onServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_SERVER_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
