import type { Transaction } from 'kysely';
import type { DomainEvent, DomainEventType } from '@barteraid/events';
import type { Schema } from '@barteraid/infra';
import type { ProjectorReadModels } from './read-models';

/** Where and when an event was recorded, as projections see it next to its typed data. */
interface Recorded {
  id: string;
  streamName: string;
  /** Zero-based revision of the event in its stream. */
  revision: number;
  position: number;
  createdAt: Date;
  actorId: string | null;
  /** The request or process the event belongs to, and the event that caused it (from its metadata). */
  correlationId: string;
  causationId: string | null;
}

/** An event as projections see it: typed data plus where and when it was recorded. */
export type ProjectedEvent = DomainEvent & Recorded;

/** A projected event of one of the given types. */
export type ProjectedEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }> & Recorded;

/** The tables the projector writes: the platform's and every read model (see read-models.ts). */
type Tables = Schema & ProjectorReadModels;

export type ProjectionTransaction = Transaction<Tables>;

/** Collects notifications during a batch; they are published only after the batch commits. */
export interface Outbox {
  notify(userId: string, payload: Record<string, unknown>): void;
}

/** A read model: a plain function of (event, transaction) plus the tables it owns. */
export interface Projection {
  name: string;
  /** Rebuilt from the log into fresh copies by `projector rebuild`, which then replace these. */
  tables: (keyof Tables & string)[];
  /** The event types `apply` reacts to: the projector hands it these and no others. */
  handles: readonly DomainEventType[];
  apply(event: ProjectedEvent, trx: ProjectionTransaction, outbox: Outbox): Promise<void>;
  /**
   * Optional batch path: applies several events (of its declared types, in log order) with
   * exactly the rows `apply` would leave after each of them in turn, in a few set-based
   * statements. The projector uses it whenever a batch holds more than one of its events (a
   * rebuild, a projector catching up), so rows written many times per batch are written once.
   */
  applyMany?(events: ProjectedEvent[], trx: ProjectionTransaction, outbox: Outbox): Promise<void>;
}

/**
 * A projection whose `apply` sees only the event types it declares: a `case` for a type missing
 * from `handles` does not compile, so the declaration cannot fall behind the code.
 */
export function defineProjection<const T extends DomainEventType>(projection: {
  name: string;
  tables: (keyof Tables & string)[];
  handles: readonly T[];
  apply(event: ProjectedEventOf<T>, trx: ProjectionTransaction, outbox: Outbox): Promise<void>;
  applyMany?(events: ProjectedEventOf<T>[], trx: ProjectionTransaction, outbox: Outbox): Promise<void>;
}): Projection {
  return projection as Projection;
}

/** Turns events into stored notifications (through recordNotification) inside the notifications projection. */
export interface NotificationSource {
  /** The event types `record` reacts to. */
  handles: readonly DomainEventType[];
  /** Lookup tables it keeps for itself, rebuilt with the notifications read model. */
  tables?: readonly (keyof Tables & string)[];
  record(event: ProjectedEvent, trx: ProjectionTransaction, outbox: Outbox): Promise<void>;
  /**
   * Optional batch path for a run of consecutive events that only this source handles: the same
   * rows and live messages as `record` on each in turn, in a few statements.
   */
  recordMany?(events: ProjectedEvent[], trx: ProjectionTransaction, outbox: Outbox): Promise<void>;
}

/** A notification source whose `record` sees only the event types it declares (as defineProjection). */
export function notificationSource<const T extends DomainEventType>(
  handles: readonly T[],
  record: (event: ProjectedEventOf<T>, trx: ProjectionTransaction, outbox: Outbox) => Promise<void>,
  options: {
    tables?: readonly (keyof Tables & string)[];
    recordMany?: (events: ProjectedEventOf<T>[], trx: ProjectionTransaction, outbox: Outbox) => Promise<void>;
  } = {},
): NotificationSource {
  return {
    handles,
    tables: options.tables,
    record: record as NotificationSource['record'],
    recordMany: options.recordMany as NotificationSource['recordMany'],
  };
}
