import { createServer } from 'node:http';
import {
  checkpointWatermark,
  closeOnSignal,
  closeServer,
  connectRedis,
  createEventStore,
  createJobQueue,
  log,
  openServiceDatabase,
  requireSetting,
  whenRedisReady,
} from '@barteraid/infra';
import { createCommandApi } from './app';
import { createHourlyLimits } from './member-limits/hourly-limits';
import { seedReferenceData } from './seed/reference-data';

/** The command API as its own process (split deployment). */
const { config, database } = await openServiceDatabase();
const store = await createEventStore(database, config.EVENTSTORE_URL);
await seedReferenceData(store);
// The password reset mail is queued at once for the mail worker (beside settlement); without Redis its sweep finds it.
const mailQueue = config.REDIS_URL ? createJobQueue(config.REDIS_URL, config.REDIS_KEY_PREFIX) : undefined;
// Members' hourly limits, counted in Redis so every command API process shares them.
const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, { name: 'member limits' }) : null;
if (redis) await whenRedisReady(redis);
const app = createCommandApi({
  store,
  db: database.db,
  config,
  internalSecret: requireSetting(config.INTERNAL_SECRET, 'INTERNAL_SECRET'),
  projections: checkpointWatermark(database),
  hourlyLimits: createHourlyLimits(config, redis),
  mailQueue,
});
const server = createServer(app).listen(config.PORT, () => log.info('command API listening', { port: config.PORT }));
closeOnSignal('command-api', async () => {
  await closeServer(server);
  await mailQueue?.close();
  await redis?.quit().catch(() => redis.disconnect());
  await store.close();
  await database.close();
});
