/**
 * The SMS worker in a process of its own, so a failpoint set to `exit` kills it for real
 * (SIGKILL from inside, between deciding and sending, or between sending and recording).
 *   tsx test/crash/sms-child.ts <database url> <SMS_URL> <sms id>…
 */
import { openDatabase } from '@barteraid/infra';
import { smsWorker } from '@barteraid/command-api/phone/sms-outbox';
import { smsTransport } from '@barteraid/command-api/phone/sms-transport';
import { smsGate } from '@barteraid/command-api/sms/gate';

const [url, smsUrl, ...smsIds] = process.argv.slice(2);
const database = await openDatabase({ url });
const transport = smsTransport(smsUrl, '15125550199');
const work = smsWorker(database.db, transport, smsGate(database.db));
for (const smsId of smsIds) await work({ smsId });
transport.close();
await database.close();
console.log('finished without crashing');
