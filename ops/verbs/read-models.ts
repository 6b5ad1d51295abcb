import { POSTGRES_REBUILD_CONCURRENCY, Projector, allProjections } from '@barteraid/projector';
import { logStatus, statusLines } from '@barteraid/projector/status';
import { checkReplaySchema, diffReplay } from '@barteraid/projector/replay';
import { progressBar } from '../progress';
import { UsageError, type OpsSession } from '../session';

const names = allProjections.map((projection) => projection.name);

/** Each read model's and process manager's checkpoint against the log's head. */
export async function status(session: OpsSession): Promise<number> {
  const report = await logStatus(session.db, session.store);
  session.print(report, () => [`Event log head at position ${report.head}.`, ...statusLines(report)].join('\n'));
  return 0;
}

const projectorOf = (session: OpsSession) =>
  new Projector({
    db: session.db,
    store: session.store,
    bus: null,
    projections: allProjections,
    // The embedded database has one connection: a rebuild works on one projection at a time there.
    rebuildConcurrency: session.embedded ? 1 : POSTGRES_REBUILD_CONCURRENCY,
  });

const projectionNamed = (name: string | undefined) => {
  if (!name || !names.includes(name)) throw new UsageError(`Name one of ${names.join(', ')}.`);
  return name;
};

/** The schema a projection's replay goes to unless another is named. */
export const defaultReplaySchema = (projection: string) => `replay_${projection}`;

/** Replays a projection from the whole log into a schema beside its live tables, which stay as they are. */
export async function replay(session: OpsSession, target: string | undefined, into: string | undefined): Promise<number> {
  const name = projectionNamed(target);
  const schema = into ?? defaultReplaySchema(name);
  await checkReplaySchema(session.db, schema);
  const head = await session.store.headPosition();
  const started = Date.now();
  const bar = progressBar(session.terminal, 'events', !session.json);
  const events = await projectorOf(session).replay(name, schema, (position) => bar.update(position, head));
  bar.finish();
  const seconds = (Date.now() - started) / 1000;
  session.print({ replayed: name, schema, events, seconds }, () => `${name}: replayed from ${events} events into schema ${schema} in ${seconds.toFixed(1)} s; compare with: npm run ops -- diff ${name}${into ? ` --schema ${schema}` : ''}`);
  return 0;
}

/** Every row that differs between a projection's live tables and its replay; exit 1 when any does. */
export async function diff(session: OpsSession, target: string | undefined, schemaName: string | undefined): Promise<number> {
  const name = projectionNamed(target);
  const result = await diffReplay(projectorOf(session), session.db, name, schemaName ?? defaultReplaySchema(name));
  session.print({ same: result.differences.length === 0, ...result }, () => {
    const lines = [`${name} at position ${result.position}: live tables against the replay in ${result.schema}.`];
    for (const table of result.tables) lines.push(`  ${table.table}: ${table.liveRows} rows live, ${table.replayedRows} replayed`);
    if (result.differences.length === 0) lines.push('No row differs.');
    for (const difference of result.differences) {
      for (const row of difference.onlyLive) lines.push(`- ${difference.table} (live only): ${JSON.stringify(row)}`);
      for (const row of difference.onlyReplayed) lines.push(`+ ${difference.table} (replay only): ${JSON.stringify(row)}`);
    }
    return lines.join('\n');
  });
  return result.differences.length === 0 ? 0 : 1;
}

/** Rebuilds read models from the whole log into fresh tables swapped in at the end (see Projector.rebuild). */
export async function rebuild(session: OpsSession, target: string | undefined): Promise<number> {
  const selection = target === '--all' ? names : target && names.includes(target) ? [target] : null;
  if (!selection) throw new UsageError(`rebuild takes one of ${names.join(', ')}, or --all.`);
  const projector = projectorOf(session);
  const head = await session.store.headPosition();
  const started = Date.now();
  const bar = progressBar(session.terminal, 'events', !session.json);
  const events = await projector.rebuild(selection, (position) => bar.update(position, head));
  bar.finish();
  const seconds = (Date.now() - started) / 1000;
  const eventsPerSecond = seconds > 0 ? Math.round(events / seconds) : events;
  session.print({ rebuilt: selection, events, seconds, eventsPerSecond }, () => `${selection.join(', ')}: rebuilt from ${events} events in ${seconds.toFixed(1)} s (${eventsPerSecond} events/s)`);
  return 0;
}
