import { openPersonalData, platformTablesOf, toRecorded, type EventRow, type RecordedEvent } from '@barteraid/infra';
import type { QueryDb } from '../read-models';
import type { EventChain, LoggedEvent } from '@barteraid/events/contracts/admin-member';
import { withheldFromAdmins } from '@barteraid/events';

/** How far a chain is followed each way: causation chains here are a handful of events long. */
const MAX_STEPS = 10;
const MAX_EVENTS = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a member lives is theirs alone: the event view says a value is there, never which. */
const WITHHELD = 'withheld';

function withheld(type: string, data: unknown): unknown {
  const fields = withheldFromAdmins[type];
  if (!fields || typeof data !== 'object' || data === null) return data;
  const shown: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const field of fields) if (shown[field] !== null && shown[field] !== undefined) shown[field] = WITHHELD;
  return shown;
}

/** An event as the event store reads it, in the contract's shape. */
function loggedEvent(event: RecordedEvent): LoggedEvent {
  return {
    id: event.id,
    type: event.type,
    stream: event.streamName,
    streamRevision: event.revision,
    globalPosition: event.position,
    createdAt: event.createdAt.toISOString(),
    data: withheld(event.type, event.data),
    metadata: {
      actorId: event.metadata.actorId,
      correlationId: event.metadata.correlationId,
      causationId: event.metadata.causationId,
      schemaVersion: event.metadata.schemaVersion,
    },
  };
}

const columns = ['position', 'event_id', 'stream_name', 'stream_revision', 'type', 'data', 'metadata', 'created_at'] as const;

/**
 * One event of the log and its chain of causation, read from the PostgreSQL event log's own table
 * (`es_events`, in the same database as the read models; read only). Causes are followed through
 * each event's `causationId` (one index lookup each); consequences are the later events naming it
 * as their cause (the causation index, migration 0121). Null when the event is not in that table
 * (also when events are kept in EventStoreDB).
 */
export async function eventChain(db: QueryDb, eventId: string): Promise<EventChain | null> {
  const byId = (id: string) => db.selectFrom('es_events').select(columns).where('event_id', '=', id).executeTakeFirst();
  // Rows read as the event store reads them (toRecorded), members' personal data opened as it does.
  const logged = async (rows: EventRow[]) => (await openPersonalData(platformTablesOf(db), rows.map(toRecorded))).map(loggedEvent);
  const found = await byId(eventId);
  if (!found) return null;
  const [event] = (await logged([found])) as [LoggedEvent];

  const causes: LoggedEvent[] = [];
  let cause = event.metadata.causationId;
  // A causation id that is not a uuid (none is written so) names no stored event.
  while (cause && UUID.test(cause) && causes.length < MAX_STEPS) {
    const row = await byId(cause);
    if (!row) break;
    const [causing] = (await logged([row])) as [LoggedEvent];
    causes.unshift(causing);
    cause = causing.metadata.causationId;
  }

  const consequences: LoggedEvent[] = [];
  let frontier = [event.id];
  for (let step = 0; step < MAX_STEPS && frontier.length > 0 && consequences.length < MAX_EVENTS; step++) {
    const rows = await db
      .selectFrom('es_events')
      .select(columns)
      .where('position', '>', event.globalPosition)
      .where((eb) => eb(eb.ref('metadata', '->>').key('causationId'), 'in', frontier))
      .orderBy('position')
      .limit(MAX_EVENTS - consequences.length)
      .execute();
    const next = await logged(rows);
    consequences.push(...next);
    frontier = next.map((logged) => logged.id);
  }

  const chain = [...causes, event, ...consequences].sort((a, b) => a.globalPosition - b.globalPosition);
  return { event, chain };
}
