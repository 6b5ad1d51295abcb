import { randomUUID } from 'node:crypto';
import { createEventStore, loadConfig, migrateToLatest, openDatabase } from '@barteraid/infra';
import { grantAdminByEmail } from './grant-admin';

/** Usage: npm run grant-admin -- someone@example.org */
const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run grant-admin -- <email>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATABASE_URL ? undefined : `${config.dataDir}/pg` });
try {
  await migrateToLatest(database.db);
  const store = await createEventStore(database, config.EVENTSTORE_URL);
  const result = await grantAdminByEmail(
    { store, actorId: null, correlationId: randomUUID() },
    email,
    `operator:${process.env.USER ?? 'cli'}`,
  );
  console.log(result.changed ? `${email} is now an admin.` : `${email} was already an admin.`);
  await store.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
