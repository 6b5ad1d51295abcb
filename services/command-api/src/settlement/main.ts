import {
  closeOnSignal,
  createEventStore,
  createJobQueue,
  log,
  openServiceDatabase,
  requireSetting,
} from '@barteraid/infra';
import { startSettlement } from './settlement';

/**
 * Settlement as its own process (split deployment): the reactor enqueues ended trades on BullMQ
 * and the worker settles them. Several instances may run; job ids keep each trade to one job.
 */
const { config, database } = await openServiceDatabase();
const store = await createEventStore(database, config.EVENTSTORE_URL);
const queue = createJobQueue(requireSetting(config.REDIS_URL, 'REDIS_URL'), config.REDIS_KEY_PREFIX);
const settlement = await startSettlement({ db: database.db, store, queue });
log.info('settlement running', { queue: queue.name });
closeOnSignal('settlement', async () => {
  await settlement.stop();
  await queue.close();
  await store.close();
  await database.close();
});
