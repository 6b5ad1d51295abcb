/**
 * The push worker in a process of its own, so a failpoint set to `exit` kills it for real
 * (SIGKILL from inside, between deciding and sending, or between sending and recording).
 *   tsx test/crash/push-child.ts <database url> <vapid keys as JSON> <push id>…
 */
import { createEventStore, openDatabase, type VapidKeys } from '@barteraid/infra';
import { pushSender } from '@barteraid/command-api/push/sender';
import { pushWorker } from '@barteraid/command-api/push/worker';

const [url, keys, ...pushIds] = process.argv.slice(2);
const database = await openDatabase({ url });
const store = await createEventStore(database, undefined);
const work = pushWorker({ db: database.db, store, send: pushSender(JSON.parse(keys!) as VapidKeys) });
for (const pushId of pushIds) await work({ pushId });
await store.close();
await database.close();
console.log('finished without crashing');
