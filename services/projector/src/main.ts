import {
  announceProjectorProgress,
  closeOnSignal,
  connectRedis,
  createBus,
  createEventStore,
  log,
  openServiceDatabase,
} from '@barteraid/infra';
import { LogAudit } from './log-audit';
import { serveProjectorOperations } from './operations';
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
// Its own connection for /readyz's PING: the bus's subscriber connection cannot send one.
const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, { name: 'readiness' }) : null;
const operations = await serveProjectorOperations({ config, db: database.db, store, redis });
log.info('projector running', { projections: allProjections.map((projection) => projection.name), bus: bus.name, port: operations.server.port });
closeOnSignal('projector', async () => {
  await operations.close();
  await redis?.quit().catch(() => redis.disconnect());
  await audit?.stop();
  await projector.stop();
  await store.close();
  await bus.close();
  await database.close();
});
