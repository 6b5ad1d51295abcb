import { createServer } from 'node:http';
import {
  checkpointWatermark,
  closeOnSignal,
  closeServer,
  createEventStore,
  log,
  openServiceDatabase,
  requireSetting,
} from '@barteraid/infra';
import { createCommandApi } from './app';
import { seedReferenceData } from './seed/reference-data';

/** The command API as its own process (split deployment). */
const { config, database } = await openServiceDatabase();
const store = await createEventStore(database, config.EVENTSTORE_URL);
await seedReferenceData(store);
const app = createCommandApi({
  store,
  db: database.db,
  config,
  internalSecret: requireSetting(config.INTERNAL_SECRET, 'INTERNAL_SECRET'),
  projections: checkpointWatermark(database),
});
const server = createServer(app).listen(config.PORT, () => log.info('command API listening', { port: config.PORT }));
closeOnSignal('command-api', async () => {
  await closeServer(server);
  await store.close();
  await database.close();
});
