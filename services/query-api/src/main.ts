import { createServer } from 'node:http';
import {
  closeOnSignal,
  closeServer,
  log,
  openServiceDatabase,
  requireSetting,
} from '@barteraid/infra';
import { createQueryApi } from './app';

/** The query API as its own process (split deployment). */
const { config, database } = await openServiceDatabase();
const app = createQueryApi({ db: database.db, config, internalSecret: requireSetting(config.INTERNAL_SECRET, 'INTERNAL_SECRET') });
const server = createServer(app).listen(config.PORT, () => log.info('query API listening', { port: config.PORT }));
closeOnSignal('query-api', async () => {
  await closeServer(server);
  await database.close();
});
