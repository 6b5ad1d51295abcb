import { sql } from 'kysely';
import type { RecordedEvent } from '@barteraid/infra';
import { UsageError, type OpsSession } from '../session';

/** An event as the log verbs print it with --json. */
const eventDocument = (event: RecordedEvent) => ({
  position: event.position,
  stream: event.streamName,
  revision: event.revision,
  id: event.id,
  type: event.type,
  createdAt: event.createdAt.toISOString(),
  metadata: event.metadata,
  data: event.data,
});

/** One line per event: position, time, stream@revision, type, id. */
const eventLine = (event: RecordedEvent) =>
  `${String(event.position).padStart(8)}  ${event.createdAt.toISOString()}  ${event.streamName}@${event.revision}  ${event.type}  ${event.id}`;

export interface TailOptions {
  from?: number;
  follow: boolean;
  type?: string;
  stream?: string;
  limit: number;
}

/**
 * The global log from a position (the newest `limit` events when none is given), one line per
 * event (a JSON document per line with --json), filtered by type or stream; with --follow it goes
 * on printing new events until interrupted.
 */
export async function tail(session: OpsSession, options: TailOptions): Promise<number> {
  const wanted = (event: RecordedEvent) => (!options.type || event.type === options.type) && (!options.stream || event.streamName === options.stream);
  const show = (event: RecordedEvent) => session.terminal.out(session.json ? JSON.stringify(eventDocument(event)) : eventLine(event));
  const head = await session.store.headPosition();
  let after = options.from !== undefined ? Math.max(0, options.from - 1) : Math.max(0, head - options.limit);
  let shown = 0;
  while (shown < options.limit) {
    const batch = await session.store.readAll({ after, maxCount: 500 });
    if (batch.length === 0) break;
    for (const event of batch.filter(wanted)) {
      if (shown++ >= options.limit) break;
      show(event);
    }
    after = batch[batch.length - 1]!.position;
  }
  if (!options.follow) return 0;
  const subscription = session.store.subscribeToAll({
    after,
    handle: async (batch) => batch.filter(wanted).forEach(show),
  });
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await subscription.stop();
  return 0;
}

/** A stream's events with their revisions. */
export async function stream(session: OpsSession, name: string): Promise<number> {
  const events = await session.store.readStream(name);
  if (events.length === 0) {
    session.terminal.err(`No stream named ${name}.`);
    return 1;
  }
  session.print({ stream: name, revision: events.length - 1, events: events.map(eventDocument) }, () =>
    [`${name}: ${events.length} events, revision ${events.length - 1}`, ...events.map(eventLine)].join('\n'),
  );
  return 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One event, by id or by global position, with its metadata and hash. */
export async function event(session: OpsSession, idOrPosition: string): Promise<number> {
  let found: RecordedEvent | undefined;
  if (/^\d+$/.test(idOrPosition)) {
    const position = Number(idOrPosition);
    [found] = await session.store.readAll({ after: position - 1, maxCount: 1 });
    if (found && found.position !== position) found = undefined;
  } else if (UUID.test(idOrPosition)) {
    const row = await sql<{ position: string }>`select position from es_events where event_id = ${idOrPosition}::uuid`.execute(session.db);
    const position = row.rows[0] ? Number(row.rows[0].position) : null;
    if (position !== null) [found] = await session.store.readAll({ after: position - 1, maxCount: 1 });
  } else throw new UsageError('event takes an event id (a UUID) or a global position (a whole number).');
  if (!found) {
    session.terminal.err(`No event ${idOrPosition} in the log.`);
    return 1;
  }
  const hash = await sql<{ hash: Buffer }>`select hash from es_events where position = ${found.position}`.execute(session.db);
  const document = { ...eventDocument(found), hash: hash.rows[0] ? Buffer.from(hash.rows[0].hash).toString('hex') : null };
  session.print(document, () =>
    [
      eventLine(found),
      `metadata: ${JSON.stringify(found.metadata)}`,
      `hash:     ${document.hash ?? '-'}`,
      `data:     ${JSON.stringify(found.data, null, 2)}`,
    ].join('\n'),
  );
  return 0;
}
