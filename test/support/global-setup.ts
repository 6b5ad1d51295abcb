import { randomBytes } from 'node:crypto';
import { migrateToLatest, openDatabase } from '@barteraid/infra';
import { createTestDatabase, dropDatabase, TEMPLATE_DATABASE_VARIABLE } from '@barteraid/infra/testing/databases';
import { readModelMigrations } from '@barteraid/projector';

/**
 * Once per run of the database-backed projects: one database with every migration, which each
 * test file's database copies (`CREATE DATABASE … TEMPLATE`) instead of migrating its own.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const template = await createTestDatabase(`template_${randomBytes(2).toString('hex')}`);
  const database = await openDatabase({ url: template.url, poolSize: 1 });
  try {
    await migrateToLatest(database.db, readModelMigrations);
  } finally {
    // A template may be copied only while nobody is connected to it.
    await database.close();
  }
  const name = new URL(template.url).pathname.slice(1);
  process.env[TEMPLATE_DATABASE_VARIABLE] = name;
  return async () => {
    await dropDatabase(name);
  };
}
