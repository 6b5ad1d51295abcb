import {
  closeOnSignal,
  connectRedis,
  createBus,
  log,
  openServiceDatabase,
  requireSetting,
  whenRedisReady,
} from '@barteraid/infra';
import { createGateway } from './app';

/** The gateway as its own process: client, sessions, /ws, and /api proxied to the two APIs. */
const { config, database } = await openServiceDatabase();
const redisUrl = requireSetting(config.REDIS_URL, 'REDIS_URL');
const redis = connectRedis(redisUrl, { name: 'sessions' });
await whenRedisReady(redis);
const bus = createBus(redisUrl, config.REDIS_KEY_PREFIX);
const gateway = await createGateway({
  config,
  db: database.db,
  bus,
  redis,
  sessionSecret: requireSetting(config.SESSION_SECRET, 'SESSION_SECRET'),
  internalSecret: requireSetting(config.INTERNAL_SECRET, 'INTERNAL_SECRET'),
  commandApi: requireSetting(config.COMMAND_API_URL, 'COMMAND_API_URL'),
  queryApi: requireSetting(config.QUERY_API_URL, 'QUERY_API_URL'),
});
gateway.server.listen(config.PORT, () => log.info('gateway listening', { port: config.PORT }));
closeOnSignal('gateway', async () => {
  await gateway.close();
  await bus.close();
  await redis.quit().catch(() => redis.disconnect());
  await database.close();
});
