import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server the test suite creates its databases on; trust auth on this machine and CI. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** Creates a fresh, empty PostgreSQL database; drop() removes it. */
export async function createTestDatabase(label = 'test'): Promise<TestDatabase> {
  const name = `barteraid_${label.replace(/[^a-z0-9_]/g, '_')}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_SERVER_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_SERVER_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
