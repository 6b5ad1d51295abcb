import { randomBytes } from 'node:crypto';
import { migrateToLatest, openDatabase } from '@barteraid/infra';
import { createTestDatabase, dropDatabase, TEMPLATE_DATABASE_VARIABLE } from '@barteraid/infra/testing/databases';
import { readModelMigrations } from '@barteraid/projector';
import { bundleEntryPoints } from './bundle-entry-points';

/**
 * Once per run of the database-backed projects: one database with every migration, which each
 * test file's database copies (`CREATE DATABASE … TEMPLATE`) instead of migrating its own, and the
 * bundles of the programs tests start as processes (`entry-points.ts`).
 * The api and browser projects both name this setup (Vitest runs it once per project): the first
 * to ask makes the template, the other uses the same one, and the last to finish drops it.
 */
interface SharedTemplate {
  name: Promise<string>;
  users: number;
}
const shared = globalThis as typeof globalThis & { barteraidTemplate?: SharedTemplate; barteraidEntries?: Promise<void> };

async function makeTemplate(): Promise<string> {
  const template = await createTestDatabase(`template_${randomBytes(2).toString('hex')}`);
  const database = await openDatabase({ url: template.url, poolSize: 1 });
  try {
    await migrateToLatest(database.db, readModelMigrations);
  } finally {
    // A template may be copied only while nobody is connected to it.
    await database.close();
  }
  return new URL(template.url).pathname.slice(1);
}

export default async function setup(): Promise<() => Promise<void>> {
  const template = (shared.barteraidTemplate ??= { name: makeTemplate(), users: 0 });
  template.users += 1;
  // The programs tests start as processes (test/support/entry-points.ts), bundled once per run
  // while the template migrates: a bundle starts in a fraction of the CPU tsx's loader costs.
  const [name] = await Promise.all([template.name, (shared.barteraidEntries ??= bundleEntryPoints())]);
  process.env[TEMPLATE_DATABASE_VARIABLE] = name;
  return async () => {
    template.users -= 1;
    if (template.users > 0) return;
    delete shared.barteraidTemplate;
    await dropDatabase(name);
  };
}
