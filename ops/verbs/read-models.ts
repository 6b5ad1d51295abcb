import { POSTGRES_REBUILD_CONCURRENCY, Projector, allProjections } from '@barteraid/projector';
import { logStatus, statusLines } from '@barteraid/projector/status';
import { progressBar } from '../progress';
import { UsageError, type OpsSession } from '../session';

const names = allProjections.map((projection) => projection.name);

/** Each read model's and process manager's checkpoint against the log's head. */
export async function status(session: OpsSession): Promise<number> {
  const report = await logStatus(session.db, session.store);
  session.print(report, () => [`Event log head at position ${report.head}.`, ...statusLines(report)].join('\n'));
  return 0;
}

/** Rebuilds read models from the whole log into fresh tables swapped in at the end (see Projector.rebuild). */
export async function rebuild(session: OpsSession, target: string | undefined): Promise<number> {
  const selection = target === '--all' ? names : target && names.includes(target) ? [target] : null;
  if (!selection) throw new UsageError(`rebuild takes one of ${names.join(', ')}, or --all.`);
  // The embedded database has one connection: the rebuild works on one projection at a time there.
  const projector = new Projector({
    db: session.db,
    store: session.store,
    bus: null,
    projections: allProjections,
    rebuildConcurrency: session.embedded ? 1 : POSTGRES_REBUILD_CONCURRENCY,
  });
  const head = await session.store.headPosition();
  const started = Date.now();
  const bar = progressBar('events', !session.json);
  const events = await projector.rebuild(selection, (position) => bar.update(position, head));
  bar.finish();
  const seconds = (Date.now() - started) / 1000;
  const eventsPerSecond = seconds > 0 ? Math.round(events / seconds) : events;
  session.print({ rebuilt: selection, events, seconds, eventsPerSecond }, () => `${selection.join(', ')}: rebuilt from ${events} events in ${seconds.toFixed(1)} s (${eventsPerSecond} events/s)`);
  return 0;
}
