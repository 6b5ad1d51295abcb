import type { Transaction } from 'kysely';
import type { DomainEvent } from '@barteraid/events';
import type { MemberNotification, Schema } from '@barteraid/infra';

/** An event as projections see it: typed data plus where and when it was recorded. */
export type ProjectedEvent = DomainEvent & {
  id: string;
  streamName: string;
  position: number;
  createdAt: Date;
  actorId: string | null;
};

export type ProjectionTransaction = Transaction<Schema>;

/** Collects notifications during a batch; they are published only after the batch commits. */
export interface Outbox {
  notify(userId: string, payload: Record<string, unknown>): void;
}

/** A read model: a plain function of (event, transaction) plus the tables it owns. */
export interface Projection {
  name: string;
  /** Dropped (emptied) and rebuilt from the log by `projector rebuild`. */
  tables: (keyof Schema & string)[];
  apply(event: ProjectedEvent, trx: ProjectionTransaction, outbox: Outbox): Promise<void>;
}
