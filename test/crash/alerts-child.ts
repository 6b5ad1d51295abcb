/**
 * The alert matcher in a process of its own, so a failpoint set to `exit` kills it for real
 * (SIGKILL from inside, between deciding and recording, or between recording and its checkpoint).
 * It runs until it has passed the log's head as it was at its start, then stops.
 *   tsx test/crash/alerts-child.ts <database url>
 */
import { checkpointWatermark, createEventStore, openDatabase } from '@barteraid/infra';
import { AlertReactor } from '@barteraid/command-api/alerts/reactor';

const [url] = process.argv.slice(2);
const database = await openDatabase({ url });
const store = await createEventStore(database, undefined);
const reactor = new AlertReactor({ db: database.db, store, readModels: checkpointWatermark(database) });
const head = await store.headPosition();
await reactor.start();
if (!(await reactor.caughtUp(head, 30_000))) throw new Error('the alert matcher did not reach the head');
await reactor.stop();
await store.close();
await database.close();
console.log('finished without crashing');
