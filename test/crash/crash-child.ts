/**
 * Runs one step in a process of its own, so a failpoint set to `exit` kills it for real (SIGKILL
 * from inside: no cleanup, open transactions dropped with the connection).
 *   tsx test/crash/crash-child.ts <database url> settle <tradeId>
 *   tsx test/crash/crash-child.ts <database url> settle-stepwise <tradeId>   (as on a store without multi-stream transactions)
 *   tsx test/crash/crash-child.ts <database url> accept <tradeId> <actorId>
 */
import { settleTrade } from '@barteraid/command-api/settlement/settle-trade';
import { acceptTrade } from '@barteraid/command-api/trades/trade-commands';
import { openCommandFixture } from '@barteraid/command-api/testing/command-fixture';
import { stepwiseStore } from '@barteraid/command-api/testing/stepwise-store';
import { readModelMigrations } from '@barteraid/projector';

const [url, step, tradeId, actorId] = process.argv.slice(2);
const fixture = await openCommandFixture('child', { url, readModelMigrations });
if (step === 'settle') await settleTrade(fixture.context, tradeId!);
else if (step === 'settle-stepwise') await settleTrade({ ...fixture.context, store: stepwiseStore(fixture.store) }, tradeId!);
else if (step === 'accept') await acceptTrade(fixture.context, tradeId!, actorId!);
else throw new Error(`unknown step ${step}`);
await fixture.close();
console.log('finished without crashing');
