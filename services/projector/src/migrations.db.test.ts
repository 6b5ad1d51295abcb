import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, platformMigrations, type Database } from '@barteraid/infra';
import { createTestDatabase, type TestDatabase } from '@barteraid/infra/testing/databases';
import { readModelMigrations } from './projections';

const opened: { test: TestDatabase; database: Database }[] = [];
afterEach(async () => {
  for (const { test, database } of opened.splice(0)) {
    await database.close();
    await test.drop();
  }
});

async function freshDatabase(label: string): Promise<Database> {
  const test = await createTestDatabase(label);
  const database = await openDatabase({ url: test.url, poolSize: 2 });
  opened.push({ test, database });
  return database;
}

async function tableExists(database: Database, table: string): Promise<boolean> {
  const { rows } = await sql<{ found: string | null }>`select to_regclass(${table})::text as found`.execute(database.db);
  return rows[0]?.found != null;
}

describe('migrations: the platform with every process, read models with the projector', () => {
  it('gives platform and read-model migrations distinct names in one order', () => {
    const platform = Object.keys(platformMigrations);
    const readModels = Object.keys(readModelMigrations);
    expect(readModels.filter((name) => platform.includes(name))).toEqual([]);
    for (const name of [...platform, ...readModels]) expect(name).toMatch(/^\d{4}_[a-z_]+$/);
    expect(readModels).toEqual(expect.arrayContaining(['0003_members_and_credits', '0020_trades', '0062_membership_review']));
  });

  it('creates only the platform tables for a service that owns no read model, and the read models once the projector runs', async () => {
    const database = await freshDatabase('platform-first');
    await migrateToLatest(database.db);
    expect(await tableExists(database, 'es_events')).toBe(true);
    expect(await tableExists(database, 'checkpoints')).toBe(true);
    expect(await tableExists(database, 'trades')).toBe(false);

    await migrateToLatest(database.db, readModelMigrations);
    expect(await tableExists(database, 'trades')).toBe(true);
    expect(await tableExists(database, 'membership_applications')).toBe(true);
  });

  it('starts a service that owns no read model on a database the projector already migrated', async () => {
    const database = await freshDatabase('projector-first');
    await migrateToLatest(database.db, readModelMigrations);
    await expect(migrateToLatest(database.db)).resolves.toBeUndefined();
    // And the projector again, after it: nothing left to run, nothing missing.
    await expect(migrateToLatest(database.db, readModelMigrations)).resolves.toBeUndefined();
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from kysely_migration`.execute(database.db);
    expect(rows[0]?.count).toBe(Object.keys(platformMigrations).length + Object.keys(readModelMigrations).length);
  });
});
