import { createServer } from 'node:http';
import {
  checkpointWatermark,
  closeOnSignal,
  closeServer,
  createEventStore,
  createJobQueue,
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
// The password reset mail is queued at once for the mail worker (beside settlement); without Redis its sweep finds it.
const mailQueue = config.REDIS_URL ? createJobQueue(config.REDIS_URL, config.REDIS_KEY_PREFIX) : undefined;
const app = createCommandApi({
  store,
  db: database.db,
  config,
  internalSecret: requireSetting(config.INTERNAL_SECRET, 'INTERNAL_SECRET'),
  projections: checkpointWatermark(database),
  mailQueue,
});
const server = createServer(app).listen(config.PORT, () => log.info('command API listening', { port: config.PORT }));
closeOnSignal('command-api', async () => {
  await closeServer(server);
  await mailQueue?.close();
  await store.close();
  await database.close();
});
