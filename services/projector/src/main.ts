import {
  announceProjectorProgress,
  closeOnSignal,
  createBus,
  createEventStore,
  log,
  openServiceDatabase,
} from '@barteraid/infra';
import { LogAudit } from './log-audit';
import { Projector } from './projector';
import { allProjections, readModelMigrations } from './projections';

/** The projector as its own process: follows the log, updates read models, publishes notifications. */
const { config, database } = await openServiceDatabase({ readModelMigrations });
const store = await createEventStore(database, config.EVENTSTORE_URL);
const bus = createBus(config.REDIS_URL, config.REDIS_KEY_PREFIX);
const projector = new Projector({ db: database.db, store, bus, projections: allProjections, onProgress: announceProjectorProgress(database.db) });
await projector.start();
// The hash chains are the PostgreSQL log's (EventStoreDB keeps its own).
const audit = config.EVENTSTORE_URL ? null : new LogAudit(database.db);
audit?.start();
log.info('projector running', { projections: allProjections.map((projection) => projection.name), bus: bus.name });
closeOnSignal('projector', async () => {
  await audit?.stop();
  await projector.stop();
  await store.close();
  await bus.close();
  await database.close();
});
