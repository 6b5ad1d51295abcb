import path from 'node:path';
import { createEventStore, loadConfig, migrateToLatest, openDatabase } from '@barteraid/infra';
import { Projector } from './projector';
import { allProjections } from './projections';

/**
 * npm run projector -- rebuild <projection>|--all
 * npm run projector -- status
 * Drops (empties) read models and rebuilds them from the event log.
 */
const [command, target] = process.argv.slice(2);
const names = allProjections.map((projection) => projection.name);
const usage = `Usage: npm run projector -- rebuild <${names.join('|')}>|--all\n       npm run projector -- status`;

if (command !== 'rebuild' && command !== 'status') {
  console.error(usage);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : path.join(config.dataDir, 'pg'),
});
try {
  await migrateToLatest(database.db);
  const store = await createEventStore(database, config.EVENTSTORE_URL);
  const projector = new Projector({ db: database.db, store, bus: null, projections: allProjections });
  const head = await store.headPosition();
  if (command === 'status') {
    for (const name of names) console.log(`${name.padEnd(20)} ${await projector.checkpoint(name)} / ${head}`);
  } else {
    const selected = target === '--all' ? names : target && names.includes(target) ? [target] : null;
    if (!selected) {
      console.error(usage);
      process.exitCode = 2;
    } else {
      for (const name of selected) {
        const started = Date.now();
        const count = await projector.rebuild(name, (position) =>
          process.stdout.write(`\r${name}: ${position} / ${head}`),
        );
        console.log(`\r${name}: rebuilt from ${count} events in ${Date.now() - started} ms`);
      }
    }
  }
  await store.close();
} finally {
  await database.close();
}
