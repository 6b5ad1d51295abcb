import {
  checkpointWatermark,
  closeOnSignal,
  connectRedis,
  createEventStore,
  createJobQueue,
  loadVapidKeys,
  log,
  openServiceDatabase,
  requireSetting,
} from '@barteraid/infra';
import { startSettlement } from './settlement';
import { startMail } from '../mail/mail';
import { startPush } from '../push/push';
import { startSms } from '../sms/sms';
import { parseQuietHours } from '../sms/quiet-hours';
import { startAlerts } from '../alerts/alerts';
import { siteUrl } from '../mail/site-url';
import { smsTransport } from '../phone/sms-transport';
import { serveSettlementOperations } from '../settlement-operations';

/**
 * Settlement as its own process (split deployment): the reactor enqueues ended trades on BullMQ
 * and the worker settles them. Several instances may run; job ids keep each trade to one job.
 */
const { config, database } = await openServiceDatabase();
const store = await createEventStore(database, config.EVENTSTORE_URL);
const queue = createJobQueue(requireSetting(config.REDIS_URL, 'REDIS_URL'), config.REDIS_KEY_PREFIX);
const settlement = await startSettlement({ db: database.db, store, queue });
// Mail runs beside settlement: its reactor waits for the read models on the projector's announcements (checkpoints in the database), so it need not share the projector's process.
const readModels = checkpointWatermark(database);
const mail = await startMail({ db: database.db, store, queue, readModels, config, secret: requireSetting(config.INTERNAL_SECRET, 'INTERNAL_SECRET') });
// Push runs beside mail; without VAPID keys it is off (the split deployment must set them).
const push = await startPush({ db: database.db, store, queue, keys: loadVapidKeys(config, false), afterSeconds: config.NOTIFY_PUSH_AFTER_SECONDS, quietHours: parseQuietHours(config.QUIET_HOURS), siteZone: config.TIME_ZONE });
const sms = await startSms({ db: database.db, store, queue, config, transport: smsTransport(config.SMS_URL, config.SMS_FROM, config.PUBLIC_URL) });
// Alerts run beside mail too: the matcher waits for the read models the same way, the digests go through the mail outbox.
const alerts = await startAlerts({
  db: database.db,
  store,
  queue,
  readModels,
  baseUrl: siteUrl(config),
  secret: requireSetting(config.INTERNAL_SECRET, 'INTERNAL_SECRET'),
  digestHour: config.ALERT_DIGEST_HOUR,
    siteZone: config.TIME_ZONE,
});
// Its own connection for /readyz's PING, apart from the queue's.
const redis = connectRedis(requireSetting(config.REDIS_URL, 'REDIS_URL'), { name: 'readiness' });
const operations = await serveSettlementOperations({ config, db: database.db, store, redis });
log.info('settlement running', { queue: queue.name, port: operations.server.port });
closeOnSignal('settlement', async () => {
  await operations.close();
  await redis.quit().catch(() => redis.disconnect());
  await settlement.stop();
  await mail.stop();
  await push.stop();
  await alerts.stop();
  sms.stop();
  await queue.close();
  await store.close();
  await database.close();
});
