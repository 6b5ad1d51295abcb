import { loadConfig, type Db, type EventStore } from '@barteraid/infra';
import { OperatorRefusal, openOperatorDatabase, type OperatorDatabase } from '@barteraid/infra/operator-database';
import { POSTGRES_REBUILD_CONCURRENCY, Projector } from './projector';
import { allProjections, readModelMigrations } from './projections';
import { logStatus, statusLines } from './status';

/**
 * npm run projector -- rebuild <projection>|--all
 * npm run projector -- status
 * Rebuilds read models from the event log into fresh tables that replace the live ones at the
 * end, or shows how far each one is.
 *
 * On the embedded database (no DATABASE_URL) it takes the data directory's lock first, like the
 * server does: while the server (or another operator command) has the directory open it refuses
 * with exit code 1, because a second process on a PGlite directory can damage it.
 */
const [command, target] = process.argv.slice(2);
const names = allProjections.map((projection) => projection.name);
const usage = `Usage: npm run projector -- rebuild <${names.join('|')}>|--all\n       npm run projector -- status`;

const selected = command === 'rebuild' ? (target === '--all' ? names : target && names.includes(target) ? [target] : null) : names;
if ((command !== 'rebuild' && command !== 'status') || !selected) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const embedded = !config.DATABASE_URL;
let opened: OperatorDatabase;
try {
  opened = await openOperatorDatabase(config, ['projector', command, target].filter(Boolean).join(' '), { readModelMigrations });
} catch (error) {
  if (!(error instanceof OperatorRefusal)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  const { database, store } = opened;
  if (command === 'status') await status(database.db, store);
  else {
    // The embedded database has one connection: the rebuild works on one projection at a time there.
    const rebuildConcurrency = database.kind === 'pglite' ? 1 : POSTGRES_REBUILD_CONCURRENCY;
    await rebuild(new Projector({ db: database.db, store, bus: null, projections: allProjections, rebuildConcurrency }), store, selected);
  }
} finally {
  await opened.close();
}

/** The whole selection in one pass over the log (see Projector.rebuild), swapped in together. */
async function rebuild(projector: Projector, store: EventStore, selection: string[]): Promise<void> {
  const head = await store.headPosition();
  const started = Date.now();
  const label = selection.length === names.length && selection.length > 1 ? 'all read models' : selection.join(', ');
  const count = await projector.rebuild(selection, (position) => {
    if (process.stdout.isTTY) process.stdout.write(`\r${label}: ${position} / ${head}`);
  });
  console.log(`${process.stdout.isTTY ? '\r' : ''}${selection.join(', ')}: rebuilt from ${count} events in ${Date.now() - started} ms`);
}

/** Each read model's checkpoint against the log's head (see logStatus). */
async function status(db: Db, store: EventStore): Promise<void> {
  const where = embedded ? `the embedded database in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  const events = config.EVENTSTORE_URL ? 'EventStoreDB (EVENTSTORE_URL)' : where;
  const report = await logStatus(db, store);
  console.log(`Read models: ${where}. Event log: ${events}, head at position ${report.head}.`);
  for (const line of statusLines(report)) console.log(line);
}
