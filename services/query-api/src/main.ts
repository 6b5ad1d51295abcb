import { createServer } from 'node:http';
import { closeOnSignal, closeServer, loadConfig, log, migrateToLatest, openDatabase, requireSetting } from '@barteraid/infra';
import { createQueryApi } from './app';

/** The query API as its own process (split deployment). */
const config = loadConfig();
const database = await openDatabase({ url: requireSetting(config.DATABASE_URL, 'DATABASE_URL') });
await migrateToLatest(database.db);
const app = createQueryApi({ db: database.db, config, internalSecret: requireSetting(config.INTERNAL_SECRET, 'INTERNAL_SECRET') });
const server = createServer(app).listen(config.PORT, () => log.info('query API listening', { port: config.PORT }));
closeOnSignal('query-api', async () => {
  await closeServer(server);
  await database.close();
});
